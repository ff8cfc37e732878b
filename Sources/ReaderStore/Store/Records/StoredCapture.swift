import Foundation
import GRDB
import ReaderCore

/// A row of `capture`: a term met in a text, with its sentence and source.
struct StoredCapture: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "capture"

    enum Columns: String, ColumnExpression {
        case id, surface, sentence, source, start, end, note
        case termID = "term_id", sentenceStart = "sentence_start", capturedAt = "captured_at", batchID = "batch_id"
    }

    var id: Int64?
    var termID: Int64
    var surface: String
    var sentence: String
    var source: String?
    var start: Int?
    var end: Int?
    var sentenceStart: Int?
    var capturedAt: Date
    var note: String?
    /// The change batch that saved it (`recordingBatch` tags it after the insert).
    var batchID: Int64? = nil

    init(_ capture: Capture, termID: Int64) {
        self.termID = termID
        surface = capture.surface
        sentence = capture.sentence
        source = capture.source
        start = capture.range?.lowerBound
        end = capture.range?.upperBound
        sentenceStart = capture.sentenceStart
        capturedAt = capture.capturedAt
        note = capture.note
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = id
        container[Columns.termID] = termID
        container[Columns.surface] = surface
        container[Columns.sentence] = sentence
        container[Columns.source] = source
        container[Columns.start] = start
        container[Columns.end] = end
        container[Columns.sentenceStart] = sentenceStart
        container[Columns.capturedAt] = capturedAt.storeValue
        container[Columns.note] = note
        container[Columns.batchID] = batchID
    }

    /// The capture of `term` this row holds.
    func capture(of term: Term) -> Capture {
        Capture(term: term, surface: surface, sentence: sentence, source: source,
                range: ImportValidation.range(start: start, end: end), sentenceStart: sentenceStart,
                capturedAt: capturedAt, note: note)
    }

    /// Whether the term already has this capture (same sentence, same time
    /// to the millisecond, the precision exports write), so imports never add it twice.
    func exists(in db: Database) throws -> Bool {
        let time = capturedAt.roundedToMilliseconds.storeValue
        return try Bool.fetchOne(db.cachedStatement(sql: """
            SELECT EXISTS (SELECT 1 FROM capture WHERE term_id = ? AND captured_at BETWEEN ? AND ? AND sentence = ?
                             AND round(captured_at * 1000) = round(? * 1000))
            """), arguments: [termID, time - 0.001, time + 0.001, sentence, time]) ?? false
    }
}

extension StoredCapture {
    init(row: Row) throws {
        id = try row.decode(forColumn: Columns.id)
        termID = try row.decode(forColumn: Columns.termID)
        surface = try row.decode(forColumn: Columns.surface)
        sentence = try row.decode(forColumn: Columns.sentence)
        source = try row.decode(forColumn: Columns.source)
        start = try row.decode(forColumn: Columns.start)
        end = try row.decode(forColumn: Columns.end)
        sentenceStart = try row.decode(forColumn: Columns.sentenceStart)
        capturedAt = Date(storeValue: try row.decode(forColumn: Columns.capturedAt))
        note = try row.decode(forColumn: Columns.note)
        batchID = try row.decode(forColumn: Columns.batchID)
    }
}
