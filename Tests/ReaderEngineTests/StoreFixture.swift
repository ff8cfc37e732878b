import Foundation
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// A fresh temporary folder per test, removed when the fixture goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("reader-store-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

func term(_ key: String) -> Term { Term(key: key)! }

/// A fixed clock for history and capture times.
let storeTestDate = Date(timeIntervalSince1970: 1_750_000_000)
