import Foundation
import Hummingbird
import HummingbirdTesting
import ReaderEngine
@testable import ReaderServer

/// A library folder of test texts (and a folder beside it that must stay out of reach), a store
/// in a scratch file, and the server's routes over them, driven in process by HummingbirdTesting.
final class ServerFixture: @unchecked Sendable {
    static let corpora = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpora")
    static let data: LanguageData = try! LanguageData(location: DataLocation(directory: corpora))
    static let assets: WebAssets = try! WebAssets.load(data: data.location)
    static let token = "0123456789abcdef0123456789abcdef"
    /// What the bookmarklet and the userscript carry into other sites' pages.
    static let captureToken = "fedcba9876543210fedcba9876543210"
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    /// The learner's time zone unless a test gives another.
    static let timeZone = TimeZone(identifier: "UTC")!

    static let story = "She made a decision to leave the old house.\n\nThe children ran to the garden and saw a bird.\n"

    let folder: URL
    var library: URL { folder.appendingPathComponent("library") }
    let store: VocabularyStore
    let server: ReaderServer

    /// `timeZone`: the learner's, whose days the stats page counts.
    init(files: [String: String] = ["story.txt": ServerFixture.story], timeZone: TimeZone = ServerFixture.timeZone,
         families: WordFamilies = .none, native: NativeDictionary? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("library"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try Data("A secret text outside the library.\n".utf8).write(to: folder.appendingPathComponent("outside/secret.txt"))
        for (name, content) in files {
            let url = folder.appendingPathComponent("library").appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        store = try VocabularyStore(path: folder.appendingPathComponent("vocabulary.sqlite").path)
        let settings = ServerSettings(folders: [folder.appendingPathComponent("library").path], port: 8437, token: ServerFixture.token,
                                      captureToken: ServerFixture.captureToken, families: families, native: native, version: "0.2.0",
                                      listFiles: ServerFixture.regularFiles)
        server = try ReaderServer(settings: settings, store: store, data: ServerFixture.data, now: { ServerFixture.now },
                                  timeZone: timeZone)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A link in the library to a file outside it.
    func linkOutside(as name: String) throws {
        try FileManager.default.createSymbolicLink(at: library.appendingPathComponent(name),
                                                   withDestinationURL: folder.appendingPathComponent("outside/secret.txt"))
    }

    /// Every file below a folder (links included), as the CLI's folder walker lists them.
    static let regularFiles: @Sendable (String) -> [String] = { folder in
        ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).map { folder + "/" + $0 }
    }

    func test<Value: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        let app = Application(router: server.router)
        return try await app.test(.router) { client in try await body(client) }
    }

    /// A state-changing request as the served page sends it: JSON with the token.
    static func post(_ client: any TestClientProtocol, _ uri: String, _ json: String,
                     headers extra: HTTPFields = [:]) async throws -> (status: HTTPResponse.Status, body: String) {
        var headers: HTTPFields = [.contentType: "application/json", RequestGuard<BasicRequestContext>.tokenField: token]
        headers.append(contentsOf: extra)
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: json)) {
            ($0.status, String(buffer: $0.body))
        }
    }

    static func get(_ client: any TestClientProtocol, _ uri: String) async throws -> (status: HTTPResponse.Status, body: String) {
        try await client.execute(uri: uri, method: .get) { ($0.status, String(buffer: $0.body)) }
    }
}
