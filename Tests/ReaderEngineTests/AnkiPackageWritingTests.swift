import Foundation
import GRDB
import Testing
import ZIPFoundation
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Anki: the .apkg export, and packages refused")
struct AnkiPackageWritingTests {
    @Test func anExportedPackageReadsBackWithItsNotesDecksAndNewCards() throws {
        var writer = AnkiPackageWriter()
        let encode = Capture(term: term("encode"), surface: "encoded", sentence: "She encoded it.", source: "/home/a/ch1.txt",
                             range: 4..<11, sentenceStart: 0, capturedAt: storeTestDate)
        writer.add(try AnkiExportTests.note(encode, decks: ["Science"]))
        let again = Capture(term: term("encode"), surface: "encodes", sentence: "It encodes.", capturedAt: storeTestDate + 1)
        writer.add(try AnkiExportTests.note(again))
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("reader.apkg")
        try writer.package(at: storeTestDate + 60).write(to: url)
        // Then
        let collection = try AnkiPackage.read(url)
        #expect(collection.notes.map(\.guid) == ["reader:1750000000000:encode", "reader:1750000001000:encode"])
        #expect(collection.notes.map(\.id) == [1_750_000_000_000, 1_750_000_001_000])
        #expect(collection.notes.map(\.fields) == [["She {{c1::encoded}} it.", "<b>encode</b> · verb · Advanced · C2<br><small>ch1.txt</small>"],
                                                   ["It {{c1::encodes}}.", "<b>encode</b> · verb · Advanced · C2"]])
        #expect(collection.notes.map(\.tags) == [["reader", "reader::learning", "reader::deck::Science"], ["reader", "reader::learning"]])
        #expect(collection.notes.map(\.noteType) == Array(repeating: AnkiCollection.NoteType(
            name: "reader Cloze", isCloze: true, fieldNames: ["Text", "Back Extra"], sortField: 0), count: 2))
        #expect(collection.notes.flatMap(\.cards).map { "\($0.deck) \($0.type)" } == ["reader::Science new", "reader new"])
        let archive = try Archive(url: url, accessMode: .read)
        #expect(archive.map(\.path) == ["collection.anki2", "media"])
    }

    /// Builds a zip of the given entries (name, bytes).
    static func zip(_ entries: [(String, Data)], in folder: TemporaryFolder, compression: CompressionMethod = .none) throws -> URL {
        let archive = try Archive(accessMode: .create)
        for (name, data) in entries {
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: compression) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        let url = folder.url.appendingPathComponent("hostile.apkg")
        try #require(archive.data).write(to: url)
        return url
    }

    static let collection = {
        // The plain collection inside the legacy fixture, taken out once.
        let archive = try! Archive(url: AnkiFixture.url("deck-legacy.apkg"), accessMode: .read)
        let folder = try! TemporaryFolder()
        let url = folder.url.appendingPathComponent("collection.anki21")
        _ = try! archive.extract(archive["collection.anki21"]!, to: url)
        return try! Data(contentsOf: url)
    }()

    @Test(arguments: [
        ([("../collection.anki2", Data("x".utf8))], "entry name '../collection.anki2' points outside the archive"),
        ([("/etc/passwd", Data("x".utf8))], "entry name '/etc/passwd' points outside the archive"),
        ([("media\\..\\x", Data("x".utf8))], "entry name 'media\\..\\x' points outside the archive"),
        ([("collection.anki2", Data("x".utf8)), ("collection.anki2", Data("y".utf8))], "entry 'collection.anki2' appears twice"),
        ([("media", Data("{}".utf8))], "no Anki collection in the archive"),
        ([("collection.anki2", Data("not sqlite at all".utf8))], "the collection is not an SQLite database"),
        ([("meta", Data([0x08, 0x03])), ("collection.anki21b", Data([0x28, 0xB5, 0x2F, 0xFD, 0x00]))], "the zstd-compressed collection is truncated"),
    ] as [([(String, Data)], String)])
    func hostileOrBrokenPackagesAreRefused(entries: [(String, Data)], reason: String) throws {
        let folder = try TemporaryFolder()
        let url = try Self.zip(entries, in: folder)
        #expect(throws: AnkiPackageError.malformed(reason)) { try AnkiPackage.read(url) }
    }

    @Test func aNewerPackageVersionIsNamed() throws {
        let folder = try TemporaryFolder()
        let url = try Self.zip([("meta", Data([0x08, 0x07])), ("collection.anki21", Self.collection)], in: folder)
        #expect(throws: AnkiPackageError.unsupported("package version 7 is newer than this reader understands (3)")) {
            try AnkiPackage.read(url)
        }
    }

    /// A zip bomb: a megabyte of zeros that deflates to about a kilobyte is
    /// stopped at the limit, counted as it unpacks.
    @Test func anEntryPastTheLimitIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = try Self.zip([("collection.anki2", Data(count: 1 << 20))], in: folder, compression: .deflate)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0 < 10_000)
        #expect(throws: AnkiPackageError.malformed("'collection.anki2' unpacks to more than 65536 bytes")) {
            try AnkiPackage.read(url, limit: 1 << 16)
        }
    }

    /// A crafted collection (NULL where Anki writes a number, a view for a
    /// table) is refused, never read with a trap.
    @Test(arguments: [
        ("CREATE TABLE notes (id, guid, mid, tags, flds); INSERT INTO notes VALUES (1, 'g', NULL, '', 'x');"
            + "CREATE TABLE cards (id, nid, did, odid, type, queue, due, odue, ivl, reps, lapses, data, ord);",
         "the collection holds a value of the wrong type"),
        ("CREATE TABLE notes (id, guid, mid, tags, flds); CREATE VIEW cards AS SELECT 1;", "the collection has no 'cards' table"),
        ("CREATE TABLE notes (id, guid, mid, tags, flds);"
            + "CREATE TABLE cards (id, nid, did, odid, type, queue, due, odue, ivl, reps, lapses, data, ord);"
            + "INSERT INTO cards VALUES (1, 1, 1, 0, NULL, 0, 0, 0, 0, 0, 0, '', 0);",
         "the collection holds a value of the wrong type"),
    ])
    func craftedCollectionsAreRefused(schema: String, reason: String) throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("collection.anki2")
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE col (crt, models, decks); INSERT INTO col VALUES (0, '{}', '{}');" + schema)
        }
        try queue.close()
        let url = try Self.zip([("collection.anki2", try Data(contentsOf: file))], in: folder)
        #expect(throws: AnkiPackageError.malformed(reason)) { try AnkiPackage.read(url) }
    }

    @Test func notAZipIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("words.apkg")
        try Data("ubiquitous\n".utf8).write(to: url)
        #expect(throws: AnkiPackageError.malformed("not a zip archive")) { try AnkiPackage.read(url) }
    }
}
