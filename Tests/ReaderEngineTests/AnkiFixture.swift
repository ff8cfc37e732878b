import Foundation
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The packages `scripts/make-anki-fixtures.sh` made with the real Anki (26.9.3).
enum AnkiFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Anki")

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    static let packages = ["deck.apkg", "deck-legacy.apkg", "collection.colpkg"]
}
