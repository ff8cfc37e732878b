import Foundation

/// The web pages' origins the learner allowed to use the capture API (`https://en.wikipedia.org`),
/// kept for this start only, and those refused lately, which the capture page offers to allow.
final class OriginList: @unchecked Sendable {
    /// Refused origins remembered for the capture page; older ones give way.
    static let refusalsKept = 12

    private let lock = NSLock()
    private var allowed: [String] = []
    private var refusals: [String] = []

    func allows(_ origin: String) -> Bool { lock.withLock { allowed.contains(origin) } }

    /// Remembers a refused origin so the capture page can offer it.
    func refused(_ origin: String) {
        guard OriginList.isWebOrigin(origin) else { return }
        lock.withLock {
            refusals.removeAll { $0 == origin }
            refusals.append(origin)
            if refusals.count > Self.refusalsKept { refusals.removeFirst() }
        }
    }

    func allow(_ origin: String) throws {
        guard OriginList.isWebOrigin(origin) else {
            throw ServerError.badRequest("'\(origin)' is not a web origin (scheme://host or scheme://host:port)")
        }
        lock.withLock {
            if !allowed.contains(origin) { allowed.append(origin) }
            refusals.removeAll { $0 == origin }
        }
    }

    func forbid(_ origin: String) { lock.withLock { allowed.removeAll { $0 == origin } } }

    var snapshot: (allowed: [String], refused: [String]) { lock.withLock { (allowed, refusals.reversed()) } }

    /// `http(s)://host[:port]` as a browser sends it in `Origin` (never `null`, a path or credentials).
    static func isWebOrigin(_ text: String) -> Bool {
        guard text.count <= 255, let components = URLComponents(string: text), let scheme = components.scheme,
              ["http", "https"].contains(scheme), let host = components.host, !host.isEmpty,
              components.path.isEmpty, components.query == nil, components.fragment == nil,
              components.user == nil, components.password == nil else { return false }
        return text == "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
    }
}
