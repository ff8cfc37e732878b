import Foundation

/// One thread that runs jobs in order at a lower CPU priority (nice 10: on Linux a thread's nice is its own,
/// and `setpriority` with 0 names the calling thread): the server's heavy work yields the cores to the
/// requests a learner waits for. Dispatch's queues share pool threads, whose priority is not one queue's.
final class NicedWorker: Sendable {
    private let jobs = JobQueue()

    init(name: String) {
        let thread = Thread { [jobs] in
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            while let job = jobs.next() { job() }
        }
        thread.name = name
        thread.start()
    }

    /// The thread ends once the jobs given are done.
    deinit { jobs.close() }

    func run(_ job: @escaping @Sendable () -> Void) { jobs.add(job) }
}

/// The worker's jobs, handed from any thread to its one thread.
private final class JobQueue: @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [@Sendable () -> Void] = []
    private var closed = false

    func add(_ job: @escaping @Sendable () -> Void) {
        condition.withLock { jobs.append(job) }
        condition.signal()
    }

    func close() {
        condition.withLock { closed = true }
        condition.signal()
    }

    /// The next job, waiting for one; nil once closed and done.
    func next() -> (@Sendable () -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty && !closed { condition.wait() }
        return jobs.isEmpty ? nil : jobs.removeFirst()
    }
}
