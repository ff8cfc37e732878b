import Foundation
import GRDB
import ReaderCore

/// Reads an Anki collection file (SQLite), schema 11 (note types and decks as
/// JSON in `col`) or 18 (their own tables), opened read-only: a damaged or
/// crafted file is an `AnkiPackageError.malformed`, never a crash or a write.
enum AnkiCollectionReader {
    static func read(_ url: URL) throws -> AnkiCollection {
        guard let handle = try? FileHandle(forReadingFrom: url) else { throw AnkiPackageError.io("cannot read the collection") }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        try? handle.close()
        guard header == Data("SQLite format 3\0".utf8) else { throw AnkiPackageError.malformed("the collection is not an SQLite database") }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.prepareDatabase { db in
            // A crafted schema's views and triggers never run our statements' side effects.
            try db.execute(sql: "PRAGMA trusted_schema = OFF")
        }
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                for table in ["col", "notes", "cards"] where try !hasTable(table, db) {
                    throw AnkiPackageError.malformed("the collection has no '\(table)' table")
                }
                guard let created = try Int64.fetchOne(db, sql: "SELECT crt FROM col LIMIT 1") else {
                    throw AnkiPackageError.malformed("the collection has no 'col' row")
                }
                _ = try time(Double(created), "the collection's creation time (crt)")
                let isSchema18 = try hasTable("notetypes", db)
                let noteTypes = isSchema18 ? try noteTypes18(db) : try noteTypes11(db)
                let decks = isSchema18 ? try decks18(db) : try decks11(db)
                let cards = try Self.cards(db, decks: decks, created: Double(created))
                var notes: [AnkiCollection.Note] = []
                let rows = try Row.fetchCursor(db, sql: "SELECT id, guid, mid, tags, flds FROM notes ORDER BY id")
                while let row = try rows.next() {
                    let id: Int64 = try row.decode(atIndex: 0)
                    // The id is the note's creation time, which becomes its captures' time.
                    _ = try time(Double(id) / 1000, "note \(id)'s time (its id, in milliseconds since 1970)")
                    guard let noteType = noteTypes[try row.decode(atIndex: 2)] else {
                        throw AnkiPackageError.malformed("note \(id) has an unknown note type")
                    }
                    let tags: String = try row.decode(atIndex: 3)
                    let fields: String = try row.decode(atIndex: 4)
                    notes.append(AnkiCollection.Note(
                        id: id, guid: try row.decode(atIndex: 1), noteType: noteType,
                        fields: fields.split(separator: AnkiSchema.fieldSeparator, omittingEmptySubsequences: false).map(String.init),
                        tags: tags.split(separator: " ").map(String.init), cards: cards[id] ?? []))
                }
                return AnkiCollection(notes: notes)
            }
        } catch let error as AnkiPackageError {
            throw error
        } catch let error as DatabaseError {
            throw AnkiPackageError.malformed("the collection cannot be read (\(error.message ?? "SQLite error \(error.resultCode)"))")
        } catch {
            // GRDB's RowDecodingError: NULL or text where Anki writes a number.
            throw AnkiPackageError.malformed("the collection holds a value of the wrong type")
        }
    }

    /// A real table, not a view that would run a crafted query.
    private static func hasTable(_ name: String, _ db: Database) throws -> Bool {
        try String.fetchOne(db, sql: "SELECT type FROM sqlite_master WHERE name = ?", arguments: [name]) == "table"
    }

    // MARK: Schema 11: JSON in `col`

    private static func json(_ db: Database, column: String) throws -> [String: Any] {
        guard let text = try String.fetchOne(db, sql: "SELECT \(column) FROM col LIMIT 1"),
              let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw AnkiPackageError.malformed("the collection's \(column) are not JSON")
        }
        return object
    }

    private static func noteTypes11(_ db: Database) throws -> [Int64: AnkiCollection.NoteType] {
        var types: [Int64: AnkiCollection.NoteType] = [:]
        for case let model as [String: Any] in try json(db, column: "models").values {
            guard let id = (model["id"] as? NSNumber)?.int64Value else { continue }
            let fields = (model["flds"] as? [[String: Any]] ?? [])
                .sorted { (($0["ord"] as? Int) ?? 0) < (($1["ord"] as? Int) ?? 0) }.map { $0["name"] as? String ?? "" }
            types[id] = AnkiCollection.NoteType(name: model["name"] as? String ?? "", isCloze: model["type"] as? Int == 1,
                                                fieldNames: fields, sortField: model["sortf"] as? Int ?? 0)
        }
        return types
    }

    private static func decks11(_ db: Database) throws -> [Int64: String] {
        var decks: [Int64: String] = [:]
        for case let deck as [String: Any] in try json(db, column: "decks").values {
            if let id = (deck["id"] as? NSNumber)?.int64Value, let name = deck["name"] as? String { decks[id] = name }
        }
        return decks
    }

    // MARK: Schema 18: tables, protobuf configs

    private static func noteTypes18(_ db: Database) throws -> [Int64: AnkiCollection.NoteType] {
        var fields: [Int64: [String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT ntid, name FROM fields ORDER BY ntid, ord") {
            fields[try row.decode(Int64.self, atIndex: 0), default: []].append(try row.decode(atIndex: 1))
        }
        var types: [Int64: AnkiCollection.NoteType] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name, config FROM notetypes") {
            let id: Int64 = try row.decode(atIndex: 0)
            let config = Protobuf(try row.decode(Data?.self, atIndex: 2) ?? Data())
            // NotetypeConfig: 1 = kind (1 is cloze), 2 = sort field index.
            types[id] = AnkiCollection.NoteType(name: try row.decode(atIndex: 1), isCloze: config.varint(1) == 1, fieldNames: fields[id] ?? [],
                                                sortField: Int(clamping: config.varint(2) ?? 0))
        }
        return types
    }

    private static func decks18(_ db: Database) throws -> [Int64: String] {
        var decks: [Int64: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM decks") {
            let name: String = try row.decode(atIndex: 1)
            // Schema 18 separates a deck's parents with U+001F where the name shows "::".
            decks[try row.decode(Int64.self, atIndex: 0)] = name.split(separator: "\u{1F}", omittingEmptySubsequences: false).joined(separator: "::")
        }
        return decks
    }

    /// A time the collection gives, in seconds since 1970: refused outside
    /// `TimeStamp.range` (a crafted note id of 2^62 milliseconds is the year
    /// 146 million, which no backup can write).
    private static func time(_ seconds: Double, _ what: @autoclosure () -> String) throws -> Date {
        let date = Date(timeIntervalSince1970: seconds)
        guard seconds.isFinite, TimeStamp.range.contains(date) else {
            throw AnkiPackageError.malformed("\(what()) is out of range (\(TimeStamp.rangeDescription))")
        }
        return date
    }

    // MARK: Cards

    private static func cards(_ db: Database, decks: [Int64: String], created: Double) throws -> [Int64: [AnkiCollection.Card]] {
        var lastAnswers: [Int64: Int64] = [:]
        if try hasTable("revlog", db) {
            for row in try Row.fetchAll(db, sql: "SELECT cid, max(id) FROM revlog GROUP BY cid") {
                lastAnswers[try row.decode(Int64.self, atIndex: 0)] = try row.decode(atIndex: 1)
            }
        }
        var cards: [Int64: [AnkiCollection.Card]] = [:]
        let rows = try Row.fetchCursor(db, sql: """
            SELECT id, nid, did, odid, type, queue, due, odue, ivl, reps, lapses, data, ord FROM cards ORDER BY nid, ord
            """)
        while let row = try rows.next() {
            func integer(_ index: Int) throws -> Int64 { try row.decode(atIndex: index) }
            let id = try integer(0)
            let originalDeck = try integer(3)
            // A card in a filtered deck keeps its own deck and due day in odid and odue.
            let deckID = originalDeck != 0 ? originalDeck : try integer(2)
            let dueNumber = originalDeck != 0 ? try integer(7) : try integer(6)
            guard let type = AnkiCollection.CardType(rawValue: Int(clamping: try integer(4))) else {
                throw AnkiPackageError.malformed("card \(id) has an unknown type \(try integer(4))")
            }
            let queue = try integer(5)
            let memory = (try row.decode(String?.self, atIndex: 11)).flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] } ?? [:]
            let lastReview = try (memory["lrt"] as? NSNumber).map { try time($0.doubleValue, "card \(id)'s last review (lrt)") }
                ?? lastAnswers[id].map { try time(Double($0) / 1000, "card \(id)'s last answer (its review log id)") }
            // Learning cards are due at a time (seconds since 1970), the others on a day counted from the collection's creation.
            let due: Date? = type == .new ? nil
                : try time(dueNumber > 1_000_000_000 ? Double(dueNumber) : created + Double(dueNumber) * 86_400, "card \(id)'s due time")
            cards[try integer(1), default: []].append(AnkiCollection.Card(
                ordinal: Int(clamping: try integer(12)), deck: decks[deckID] ?? "Default", type: type, suspended: queue == -1,
                interval: Int(clamping: max(0, try integer(8))), due: due, reps: Int(clamping: try integer(9)),
                lapses: Int(clamping: try integer(10)),
                stability: (memory["s"] as? NSNumber)?.doubleValue, difficulty: (memory["d"] as? NSNumber)?.doubleValue,
                lastReview: lastReview))
        }
        return cards
    }
}
