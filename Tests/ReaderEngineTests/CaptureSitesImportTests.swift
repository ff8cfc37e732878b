import Foundation
import GRDB
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 46 item 2: a restore or merge never grants a site access to `reader serve`'s capture
/// API; it names the sites it left out. Item 5: another store is read without touching its folder.
@Suite("Store: capture sites are never imported; the other store is left as it was (issue 46)")
struct CaptureSitesImportTests {
    static let sites = ["https://a.example", "https://b.example:8443", "http://c.example"]

    static func storeAllowing(_ sites: [String]) throws -> VocabularyStore {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.learning, of: term("run"), at: storeTestDate)
        try store.setSetting(.level, to: "B2", at: storeTestDate)
        try store.setCaptureSites(sites, at: storeTestDate)
        return store
    }

    /// Given the sites this store allows, a merge of a backup allowing `sites` leaves them as they
    /// were and names the ones it did not import.
    @Test(arguments: [
        ([String](), ["https://a.example", "https://b.example:8443", "http://c.example"]),
        (["https://b.example:8443"], ["https://a.example", "http://c.example"]),
        (["http://c.example", "https://a.example", "https://b.example:8443"], []),
    ])
    func aBackupsCaptureSitesAreNamedNotImported(allowedHere: [String], notImported: [String]) throws {
        let backup = try Self.storeAllowing(Self.sites).backup()
        let store = try VocabularyStore.inMemory()
        try store.setCaptureSites(allowedHere, at: storeTestDate - 60)
        // When
        let summary = try store.merge(try VocabularyBackup.decode(try backup.encoded()))
        // Then
        #expect(summary.captureSitesNotImported == notImported)
        #expect(try store.captureSites() == allowedHere)
        #expect(try store.setting(.level) == "B2")
        #expect(try store.status(of: term("run")) == .learning)
        // Merging again changes nothing, and names the same sites.
        #expect(try store.merge(backup).captureSitesNotImported == notImported)
        #expect(try store.captureSites() == allowedHere)
    }

    /// A version 1 backup kept its settings as an object: its sites are not imported either.
    @Test func aVersionOneBackupsCaptureSitesAreNotImported() throws {
        let text = #"{"format":"reader-vocabulary","version":1,"settings":{"capture_sites":"https://a.example","level":"C1"},"#
            + #""forms":[],"terms":[]}"#
        let store = try VocabularyStore.inMemory()
        let summary = try store.merge(try VocabularyBackup.decode(Data(text.utf8)))
        #expect(summary.captureSitesNotImported == ["https://a.example"])
        #expect(try store.captureSites() == [])
        #expect(try store.setting(.level) == "C1")
    }

    @Test(arguments: [
        ([String](), nil),
        (["https://a.example"], "not imported: 1 capture site (https://a.example); allow it on the Capture page of reader serve"),
        (["https://a.example", "http://c.example"],
         "not imported: 2 capture sites (https://a.example, http://c.example); allow them on the Capture page of reader serve"),
    ] as [([String], String?)])
    func theSummaryLineNamesTheSites(sites: [String], line: String?) {
        #expect(CaptureSites.notImportedLine(sites) == line)
    }

    // MARK: Item 5: the other store's folder

    /// Every file of `folder` with its bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// A store on disk, closed (no `-wal` beside it) or still open with its last changes in its
    /// `-wal`: reading it as a backup leaves its folder byte for byte as it was, and sees those changes.
    @Test(arguments: [false, true])
    func readingAnotherStoreLeavesItsFolderAsItWas(stillOpen: Bool) throws {
        let folder = try TemporaryFolder()
        let path = folder.path("other.sqlite")
        var owner: VocabularyStore? = try VocabularyStore(path: path)
        try owner?.setStatus(.known, of: term("run"), at: storeTestDate)
        try owner?.setCaptureSites(["https://a.example"], at: storeTestDate)
        if stillOpen {
            try owner?.setStatus(.learning, of: term("walk"), at: storeTestDate + 1)
        } else {
            owner = nil
        }
        let before = try Self.snapshot(folder.url)
        #expect(before.keys.contains("other.sqlite-wal") == stillOpen)
        // When
        let backup = try VocabularyStore.backup(ofStoreAt: path)
        // Then
        #expect(try Self.snapshot(folder.url) == before)
        #expect(backup.terms.map(\.lemma) == (stillOpen ? ["run", "walk"] : ["run"]))
        #expect(backup.settings.map(\.value) == ["https://a.example"])
        withExtendedLifetime(owner) {}
    }

    @Test func aDamagedOtherStoreIsNamedByItsOwnPath() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("other.sqlite")
        try Data("SQLite format 3\u{0}".utf8 + Data(repeating: 0xFF, count: 4096)).write(to: URL(fileURLWithPath: path))
        let before = try Self.snapshot(folder.url)
        #expect(throws: StoreError.corrupt(path: path)) { try VocabularyStore.backup(ofStoreAt: path) }
        #expect(try Self.snapshot(folder.url) == before)
    }
}
