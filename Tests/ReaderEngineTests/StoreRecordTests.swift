import GRDB
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The record types write what the shipped schema holds: snake_case columns,
/// times as REAL seconds since 1970, statuses and origins by name.
@Suite("Store: records")
struct StoreRecordTests {
    @Test func everyTableHoldsTimesAsSecondsAndEnumsByName() throws {
        let store = try VocabularyStore.inMemory()
        let later = storeTestDate.addingTimeInterval(60)
        try store.seed([term("be")], at: storeTestDate)
        try store.setStatus(.known, ofForm: "data", lemma: "datum", at: storeTestDate)
        try store.capture(Capture(term: term("run"), surface: "Ran", sentence: "Ran home.", source: "/a.txt",
                                  range: 0..<3, sentenceStart: 0, capturedAt: later, note: "n"))
        try store.setSetting(.level, to: "B1", at: storeTestDate)
        // Then
        let rows = try store.database.read { db in
            try [
                String.fetchAll(db, sql: "SELECT key || '|' || word_count || '|' || display || '|' || status || '|' || typeof(created_at) || '|' || created_at || '|' || updated_at FROM term ORDER BY id"),
                String.fetchAll(db, sql: "SELECT form || '|' || lemma || '|' || status || '|' || typeof(updated_at) || '|' || updated_at FROM form_override"),
                String.fetchAll(db, sql: """
                    SELECT term_id || '|' || surface || '|' || sentence || '|' || source || '|' || start || '|' || "end" || '|' ||
                           sentence_start || '|' || typeof(captured_at) || '|' || captured_at || '|' || note FROM capture
                    """),
                String.fetchAll(db, sql: "SELECT term_id || '|' || status || '|' || origin || '|' || typeof(changed_at) || '|' || changed_at FROM status_change ORDER BY id"),
                String.fetchAll(db, sql: "SELECT key || '|' || value FROM setting"),
            ]
        }
        #expect(rows == [
            ["be|1|be|known|real|1750000000.0|1750000000.0", "run|1|Ran|learning|real|1750000060.0|1750000060.0"],
            ["data|datum|known|real|1750000000.0"],
            ["2|Ran|Ran home.|/a.txt|0|3|0|real|1750000060.0|n"],
            ["1|known|seed|real|1750000000.0", "2|learning|capture|real|1750000060.0"],
            ["level|B1"],
        ])
        // And read back through the records
        #expect(try store.captures(of: term("run")).map(\.capturedAt) == [later])
        var entries: [VocabularyEntry] = []
        try store.forEachEntry(includingLatestCapture: true) { entries.append($0) }
        #expect(entries.map(\.createdAt) == [storeTestDate, later, storeTestDate])
        #expect(entries.map { $0.latestCapture?.range } == [nil, 0..<3, nil])
        #expect(entries.map(\.captureCount) == [0, 1, 0])
    }
}
