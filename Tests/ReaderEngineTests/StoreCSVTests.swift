import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Store: CSV (RFC 4180)")
struct StoreCSVTests {
    @Test(arguments: [
        (["plain", "two words"], "plain,two words\r\n"),
        (["a,b", "say \"hi\""], "\"a,b\",\"say \"\"hi\"\"\"\r\n"),
        (["line\nbreak", ""], "\"line\nbreak\",\r\n"),
        (["crlf\r\ninside"], "\"crlf\r\ninside\"\r\n"),
    ])
    func fieldsAreQuotedOnlyWhenNeeded(fields: [String], expected: String) throws {
        #expect(CSV.record(fields) == expected)
        var parsed: [[String]] = []
        try CSV.forEachRecord(expected) { record, _ in parsed.append(record) }
        #expect(parsed == [fields])
    }

    @Test func readerTakesBOMBareLineFeedsBlankLinesAndMultilineFields() throws {
        let text = "\u{FEFF}term,note\n\nrun,\"first\nsecond\"\nwalk,plain\n"
        var parsed: [([String], Int)] = []
        try CSV.forEachRecord(text) { parsed.append(($0, $1)) }
        #expect(parsed.map(\.0) == [["term", "note"], ["run", "first\nsecond"], ["walk", "plain"]])
        #expect(parsed.map(\.1) == [1, 3, 5])
    }

    @Test(arguments: [
        ("term\n\"open,never closed\n", StoreError.malformedImport(format: "csv", line: 2, reason: "a quoted field is never closed")),
        ("term\n\"done\"x\n", .malformedImport(format: "csv", line: 2, reason: "text after a closing quote")),
    ])
    func malformedCSVNamesTheLine(text: String, error: StoreError) {
        #expect(throws: error) { try CSV.forEachRecord(text) { _, _ in } }
    }

    @Test func exportedCSVImportsBackToTheSameTerms() throws {
        let source = try VocabularyStore.inMemory()
        try source.setStatus(.known, of: term("run"), display: "ran", at: storeTestDate)
        try source.capture(Capture(term: term("make a decision"), surface: "made a decision", sentence: "We made a decision, \"finally\".",
                                   source: "/t/a.txt", range: 3..<18, sentenceStart: 0, capturedAt: storeTestDate, note: "x,y"))
        try source.setStatus(.ignored, ofForm: "mice", lemma: "mouse", at: storeTestDate)
        var csv = VocabularyCSV.header
        try source.forEachEntry(includingLatestCapture: true) { csv += VocabularyCSV.record($0) }
        // When
        let records = try VocabularyCSV.records(csv, defaultStatus: .known, now: storeTestDate) { _ in Issue.record("no lemmatizing needed"); return term("x") }
        let target = try VocabularyStore.inMemory()
        try target.importRecords(records, at: storeTestDate)
        // Then
        #expect(try target.snapshot() == source.snapshot())
        #expect(try target.captures(of: term("make a decision")) == source.captures(of: term("make a decision")))
        // Importing again adds no duplicate capture.
        #expect(try target.importRecords(records, at: storeTestDate).captures == 0)
    }

    @Test func handMadeCSVIsLemmatizedAndDefaulted() throws {
        let csv = "Term,Status\nran,learning\nmice,\n"
        let records = try VocabularyCSV.records(csv, defaultStatus: .known, now: storeTestDate) { text in
            text == "ran" ? term("run") : term("mouse")
        }
        #expect(records == [
            .term(term("run"), display: "ran", status: .learning, capture: nil),
            .term(term("mouse"), display: "mice", status: .known, capture: nil),
        ])
    }

    /// The word-list parser `import --format words` uses (in the engine since issue 29): comments, blank and
    /// punctuation-only lines skipped, the rest trimmed and lemmatized, each with the one status.
    @Test func wordListSkipsCommentsBlanksAndLinesWithoutAWord() {
        struct NoWord: Error {}
        let list = "# my words\n  ran \n\n...\r\nmade a decision\n"
        let records = WordList.records(list, status: .learning) { text in
            switch text {
            case "ran": term("run")
            case "made a decision": term("make a decision")
            default: throw NoWord()
            }
        }
        #expect(records == [
            .term(term("run"), display: "ran", status: .learning, capture: nil),
            .term(term("make a decision"), display: "made a decision", status: .learning, capture: nil),
        ])
    }

    /// A capture without a `captured` column was stamped with the system time, so `READER_NOW` did not reach it. See: issue 29.
    @Test func aCaptureWithoutItsTimeIsStampedWithTheImportsClock() throws {
        let csv = "term,sentence\nran,She ran home.\n"
        let records = try VocabularyCSV.records(csv, defaultStatus: .known, now: storeTestDate) { _ in term("run") }
        guard case .term(_, _, _, let capture?) = records.first else { Issue.record("no capture in \(records)"); return }
        #expect(capture.capturedAt == storeTestDate)
        #expect(capture.sentence == "She ran home.")
    }

    @Test(arguments: [
        ("word\nrun\n", StoreError.malformedImport(format: "csv", line: 1, reason: "the header has no 'term' column")),
        ("term,status\nrun,great\n", .malformedImport(format: "csv", line: 2, reason: "unknown status 'great' (use new, learning, known or ignored)")),
        ("term,sentence,start,end\nrun,He ran.,5,2\n", .malformedImport(format: "csv", line: 2, reason: "start 5 is after end 2")),
        ("term,sentence,captured\nrun,He ran.,yesterday\n", .malformedImport(format: "csv", line: 2, reason: "'yesterday' is not an ISO 8601 time")),
    ])
    func badRowsAreRejectedWithTheirLine(csv: String, error: StoreError) {
        #expect(throws: error) { try VocabularyCSV.records(csv, defaultStatus: .known, now: storeTestDate) { _ in term("run") } }
    }
}
