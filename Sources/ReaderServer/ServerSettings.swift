import Foundation
import ReaderEngine

/// How `reader serve` runs: where the library is, which port, and the secret that every
/// state-changing request must carry. Loopback only: there is no setting for the address.
public struct ServerSettings: Sendable {
    /// The port when `--port` is not given (documented in the README).
    public static let defaultPort = 8437
    public static let host = "127.0.0.1"

    /// The library folders, as given.
    public var folders: [String]
    public var port: Int
    /// Per start: the server's own pages carry it, and a POST without it is refused (another site cannot read it).
    public var token: String
    /// Per start, apart from `token`: what the bookmarklet and the userscript carry into other sites' pages. It
    /// reaches the capture API and nothing else, so a page that sees it can neither read nor change the rest.
    public var captureToken: String
    /// How far a word takes its family head's status (the `family` setting, as `read` and `score` take it).
    public var families: WordFamilies
    /// The learner's language, whose words the cards and the review show (the `native` setting); nil: English only.
    public var native: NativeDictionary?
    /// reader's version: the userscript's `@version`, so the extensions offer its update.
    public var version: String
    /// The regular files of a folder and the folders below it (the CLI's one folder walker).
    public var listFiles: @Sendable (String) -> [String]

    public init(folders: [String], port: Int = ServerSettings.defaultPort, token: String = ServerSettings.newToken(),
                captureToken: String = ServerSettings.newToken(), families: WordFamilies = .none, native: NativeDictionary? = nil,
                version: String,
                listFiles: @escaping @Sendable (String) -> [String]) {
        self.folders = folders
        self.port = port
        self.token = token
        self.captureToken = captureToken
        self.families = families
        self.native = native
        self.version = version
        self.listFiles = listFiles
    }

    /// Where the pages are served, as their origin (`http://127.0.0.1:8437`).
    public var origin: String { "http://\(Self.host):\(port)" }

    /// 128 random bits as hex.
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", generator.next() as UInt32) }.joined()
    }
}
