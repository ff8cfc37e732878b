import Foundation

/// A value loaded on a background thread, so the first frame does not wait
/// for data only later keys need (the frequency and CEFR tables of the card).
final class Preload<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, Error>?

    init(_ load: @escaping @Sendable () throws -> Value) {
        Thread.detachNewThread { [self] in
            result = Result { try load() }
            done.signal()
        }
    }

    /// Waits for the load (once) and returns its value or error.
    var value: Value {
        get throws {
            if !isSettled {
                done.wait()
                isSettled = true
            }
            return try result!.get()
        }
    }

    private var isSettled = false
}
