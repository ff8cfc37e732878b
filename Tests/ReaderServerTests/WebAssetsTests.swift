import Foundation
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 47 item 4: the browser's scripts are files of the package, served from the bundle, with the engine's facts filled in.
@Suite struct WebAssetsTests {
    /// A folder laid out as an installed reader: bin/reader (no bundle beside it) and share/reader/web.
    func installed(_ files: [String: String]) throws -> (executable: String, data: DataLocation) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("web-assets-\(UUID().uuidString)")
        let web = root.appendingPathComponent("share/reader/web")
        try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: web.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return (root.appendingPathComponent("bin/reader").path, DataLocation(directory: root.appendingPathComponent("share/reader")))
    }

    @Test func anInstalledCopyIsFoundAndFilledIn() throws {
        let (executable, data) = try installed([
            "shared.js": "const a = /*json:engine*/null;\n  /*include:part.js*/\nconst b = /*json:base*/null + \"/x\";\n",
            "part.js": "  function part() {}\n",
            "header.js": "// @version {{version}}\n",
        ])
        let assets = try WebAssets.load(executablePath: executable, data: data)
        #expect(assets.text("shared.js", json: ["engine": "{\"n\":1}", "base": "\"http://127.0.0.1:1\""])
            == "const a = {\"n\":1};\n  function part() {}\nconst b = \"http://127.0.0.1:1\" + \"/x\";\n")
        #expect(assets.text("header.js", plain: ["version": "1.2"]) == "// @version 1.2\n")
    }

    @Test func withoutTheFilesTheServerSaysWhereItLooked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("web-assets-\(UUID().uuidString)")
        let data = DataLocation(directory: root.appendingPathComponent("share/reader"))
        #expect(throws: DataError.notFound(tried: [root.appendingPathComponent("bin/reader_ReaderServer.resources/Web").path,
                                                   root.appendingPathComponent("share/reader/web").path])) {
            try WebAssets.load(executablePath: root.appendingPathComponent("bin/reader").path, data: data)
        }
    }

    /// Every script as served: nothing left to fill in, and no copy of what the engine owns.
    @Test(arguments: ["/static/shared.js", "/static/reader.js", "/static/library.js", "/static/review.js", "/static/capture.js",
                      "/static/capture-page.js", "/reader.user.js"])
    func servedScriptsAreComplete(path: String) async throws {
        let fixture = try ServerFixture()
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, path) }
        #expect(status == .ok)
        #expect(body.count > 500)
        for leftover in ["/*json:", "/*include:", "{{"] { #expect(!body.contains(leftover), "\(leftover)") }
        #expect(!body.contains(#"["new", "learning", "known", "ignored"]"#))
    }
}
