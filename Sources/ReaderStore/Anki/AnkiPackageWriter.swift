import Foundation
import GRDB
import ZIPFoundation
import ReaderCore

/// Writes an `.apkg` that Anki imports on a double click: a zip holding a
/// schema-11 collection (`collection.anki2`, the form Anki's "support older
/// versions" export writes and every Anki since 2.1 reads) and its media:
/// files stored as entries `0`, `1`, ... and named by the JSON map `media`
/// (`{"0": "reader-encode-en-us-1a2b3c4d.wav"}`), as Anki's own export stores
/// them. Each note becomes one new card of the `reader Cloze` note
/// type in its deck; note GUIDs come from the notes, so importing a newer
/// package updates the notes Anki already has.
public struct AnkiPackageWriter {
    private var notes: [AnkiNote] = []
    private var media: [(name: String, data: Data)] = []
    private var mediaNames = Set<String>()

    public init() {}

    public mutating func add(_ note: AnkiNote) { notes.append(note) }

    /// A file for Anki's media folder (a sound a note's field names); a name given before is kept once.
    public mutating func addMedia(_ data: Data, named name: String) {
        guard mediaNames.insert(name).inserted else { return }
        media.append((name, data))
    }

    public var count: Int { notes.count }

    /// The package's bytes, made at `date` (note and deck modification times).
    public func package(at date: Date) throws -> Data {
        // The zip's DOS times and the collection's take any date (a hostile clock or store).
        let date = TimeStamp.clamped(date)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-apkg-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw AnkiPackageError.io("cannot create a temporary folder: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let collection = folder.appendingPathComponent("collection.anki2")
        try writeCollection(to: collection.path, at: date)
        do {
            let archive = try Archive(accessMode: .create)
            try Self.add(try Data(contentsOf: collection), as: "collection.anki2", to: archive, at: date)
            for (index, file) in media.enumerated() { try Self.add(file.data, as: String(index), to: archive, at: date) }
            try Self.add(try mediaMap(), as: "media", to: archive, at: date)
            guard let data = archive.data else { throw AnkiPackageError.io("the zip archive was not made") }
            return data
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw AnkiPackageError.io("cannot make the zip archive: \(error.localizedDescription)")
        }
    }

    /// `{"0": "name", ...}`: which entry holds which file.
    private func mediaMap() throws -> Data {
        let map = Dictionary(uniqueKeysWithValues: media.enumerated().map { (String($0.offset), $0.element.name) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(map)
    }

    private static func add(_ data: Data, as path: String, to archive: Archive, at date: Date) throws {
        try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: date,
                             compressionMethod: .deflate) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }

    private func writeCollection(to path: String, at date: Date) throws {
        let seconds = TimeStamp.seconds(date)
        let milliseconds = TimeStamp.milliseconds(date)
        let deckNames = Array(Set(notes.map(\.deck))).sorted()
        // Anki matches decks by name on import; the ids only need to be distinct here.
        let deckIDs = Dictionary(uniqueKeysWithValues: deckNames.enumerated().map { ($1, milliseconds + Int64($0)) })
        do {
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                try db.execute(sql: AnkiSchema.tables)
                try db.execute(sql: "INSERT INTO col VALUES (1, ?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, '{}')", arguments: [
                    seconds - seconds % 86_400, milliseconds, milliseconds, AnkiSchema.version,
                    try AnkiCollectionJSON.conf(currentDeck: deckIDs.values.min() ?? AnkiCollectionJSON.defaultDeckID),
                    try AnkiCollectionJSON.models(modified: seconds),
                    try AnkiCollectionJSON.decks(deckNames.map { (deckIDs[$0] ?? 0, $0) }, modified: seconds),
                    try AnkiCollectionJSON.deckOptions(),
                ])
                var usedIDs = Set<Int64>()
                var usedCardIDs = Set<Int64>()
                for (position, note) in notes.enumerated() {
                    // Note ids are creation times in milliseconds: the capture's, moved on when two collide.
                    var id = TimeStamp.milliseconds(note.capturedAt)
                    while !usedIDs.insert(id).inserted { id += 1 }
                    let sortField = AnkiText.plain(note.text)
                    try db.execute(sql: "INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')", arguments: [
                        id, note.guid, AnkiCollectionJSON.noteTypeID, seconds, " " + note.tags.joined(separator: " ") + " ",
                        note.text + String(AnkiSchema.fieldSeparator) + note.backExtra, sortField, AnkiText.checksum(sortField),
                    ])
                    // New cards (queue 0, due = the note's place among the new ones), one per cloze number.
                    var cardID = id
                    for ordinal in 0..<note.cardCount {
                        while !usedCardIDs.insert(cardID).inserted { cardID += 1 }
                        try db.execute(sql: "INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
                                       arguments: [cardID, id, deckIDs[note.deck], ordinal, seconds, position + 1])
                    }
                }
            }
            try queue.close()
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw AnkiPackageError.io("cannot write the collection: \(error)")
        }
    }
}
