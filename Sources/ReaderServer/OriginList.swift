import Foundation
import ReaderEngine

/// The web pages' origins the learner allowed to use the capture API (`https://en.wikipedia.org`),
/// kept in the store (`CaptureSites`) so they outlast a restart, and those refused lately, which the
/// capture page offers to allow.
final class OriginList: @unchecked Sendable {
    /// Refused origins remembered for the capture page; older ones give way.
    static let refusalsKept = 12

    private let lock = NSLock()
    private var allowed: [String]
    private var refusals: [String] = []
    /// Keeps the allowed list; a change is made only once it is kept.
    private let save: @Sendable ([String]) throws -> Void

    init(allowed: [String], save: @escaping @Sendable ([String]) throws -> Void) {
        self.allowed = allowed
        self.save = save
    }

    func allows(_ origin: String) -> Bool { lock.withLock { allowed.contains(origin) } }

    /// Remembers a refused origin so the capture page can offer it.
    func refused(_ origin: String) {
        guard CaptureSites.isWebOrigin(origin) else { return }
        lock.withLock {
            refusals.removeAll { $0 == origin }
            refusals.append(origin)
            if refusals.count > Self.refusalsKept { refusals.removeFirst() }
        }
    }

    func allow(_ origin: String) throws {
        guard CaptureSites.isWebOrigin(origin) else {
            throw ServerError.badRequest("'\(origin)' is not a web origin (scheme://host or scheme://host:port)")
        }
        try lock.withLock {
            if !allowed.contains(origin) {
                try save(allowed + [origin])
                allowed.append(origin)
            }
            refusals.removeAll { $0 == origin }
        }
    }

    func forbid(_ origin: String) throws {
        try lock.withLock {
            guard allowed.contains(origin) else { return }
            let remaining = allowed.filter { $0 != origin }
            try save(remaining)
            allowed = remaining
        }
    }

    var snapshot: (allowed: [String], refused: [String]) { lock.withLock { (allowed, refusals.reversed()) } }
}
