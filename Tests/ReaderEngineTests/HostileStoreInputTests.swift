import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Regression tests for issue 11 (hostile and malformed input) at the store.
@Suite("Store: hostile input (issue 11)")
struct HostileStoreInputTests {
    static func backup(captures: [VocabularyBackup.CaptureRecord], extraTerms: Int = 0) -> VocabularyBackup {
        let good = (0..<extraTerms).map {
            VocabularyBackup.TermRecord(term: "w\($0)", lemma: "w\($0)", status: .known, created: storeTestDate,
                                        updated: storeTestDate, captures: [], history: [])
        }
        let bad = VocabularyBackup.TermRecord(term: "run", lemma: "run", status: .learning, created: storeTestDate,
                                              updated: storeTestDate, captures: captures, history: [])
        return VocabularyBackup(terms: good + [bad])
    }

    static func capture(start: Int?, end: Int?, sentenceStart: Int?) -> VocabularyBackup.CaptureRecord {
        .init(surface: "ran", sentence: "She ran home.", source: nil, start: start, end: end, sentenceStart: sentenceStart,
              captured: storeTestDate, note: nil)
    }

    /// Item 2: a capture with start > end trapped the restore (after committing earlier batches).
    @Test(arguments: [
        (9, 2, 0, "terms[2500].captures[0]: start 9 is after end 2"),
        (Int(Int64.max), Int(Int64.max), -1, "terms[2500].captures[0]: start 9223372036854775807 is too large for a byte offset"),
        (4, 7, -1, "terms[2500].captures[0]: sentence_start -1 is negative"),
        (4, 7, 5, "terms[2500].captures[0]: sentence_start 5 is after start 4"),
        (-3, 7, 0, "terms[2500].captures[0]: start -3 is negative"),
    ] as [(Int, Int, Int, String)])
    func backupCaptureStartAfterEndIsRejected(start: Int, end: Int, sentenceStart: Int, reason: String) throws {
        let store = try VocabularyStore.inMemory()
        try store.seed([term("the")], at: storeTestDate)
        let before = try store.backup()
        let backup = Self.backup(captures: [Self.capture(start: start, end: end, sentenceStart: sentenceStart)], extraTerms: 2500)
        #expect(throws: StoreError.malformedImport(format: "json", line: 0, reason: reason)) { try store.merge(backup) }
        // All or nothing: the 2,500 good terms before it were not written either.
        #expect(try store.backup() == before)
    }

    /// Item 8, found by the importer fuzzer: SQLite keeps text only up to a
    /// NUL, so a term "run\u{0}x" was stored as "run" and a lemma of only NUL
    /// failed the CHECK. Every text a restore or an import writes is checked.
    @Test(arguments: [
        ("term", "terms[2500]: term holds"), ("lemma", "terms[2500]: lemma holds"),
        ("surface", "terms[2500].captures[0]: surface holds"), ("sentence", "terms[2500].captures[0]: sentence holds"),
        ("source", "terms[2500].captures[0]: source holds"), ("note", "terms[2500].captures[0]: note holds"),
        ("form", "forms[0]: form holds"), ("setting", "settings[0]: setting value holds"),
    ])
    func backupTextWithNULIsRejected(field: String, reason: String) throws {
        let store = try VocabularyStore.inMemory()
        try store.seed([term("the")], at: storeTestDate)
        let before = try store.backup()
        var backup = Self.backup(captures: [Self.capture(start: 4, end: 7, sentenceStart: 0)], extraTerms: 2500)
        let nul = "x\u{0}y"
        switch field {
        case "term": backup.terms[2500].term = nul
        case "lemma": backup.terms[2500].lemma = nul
        case "surface": backup.terms[2500].captures[0].surface = nul
        case "sentence": backup.terms[2500].captures[0].sentence = nul
        case "source": backup.terms[2500].captures[0].source = nul
        case "note": backup.terms[2500].captures[0].note = nul
        case "form": backup.forms = [.init(form: nul, lemma: "run", status: .known, updated: storeTestDate)]
        default: backup.settings = [.init(name: .level, value: nul, updated: storeTestDate)]
        }
        let expected = StoreError.malformedImport(format: "json", line: 0,
                                                  reason: reason + " a NUL character (U+0000), which the store cannot keep")
        #expect(throws: expected) { try store.merge(backup) }
        #expect(try store.backup() == before)
    }

    /// The library's own writes follow the same rule as imports (the CLI's
    /// inputs refuse NUL bytes before they get here): refused, nothing written.
    @Test(arguments: ["surface", "sentence", "source", "note", "display", "batch display", "form", "form lemma",
                      "deck name", "setting value", "reading path"])
    func libraryWritesWithNULAreRejected(field: String) throws {
        let store = try VocabularyStore.inMemory()
        try store.seed([term("the")], at: storeTestDate)
        let before = try store.backup()
        let nul = "x\u{0}y"
        var capture = Capture(term: term("run"), surface: "ran", sentence: "She ran.", source: "/books/a.txt",
                              capturedAt: storeTestDate, note: "fast")
        let expectedField: String
        let write: () throws -> Void
        switch field {
        case "surface", "sentence", "source", "note":
            switch field {
            case "surface": capture.surface = nul
            case "sentence": capture.sentence = nul
            case "source": capture.source = nul
            default: capture.note = nul
            }
            (expectedField, write) = (field, { try store.capture(capture) })
        case "display": (expectedField, write) = ("term", { try store.setStatus(.known, of: term("run"), display: nul, at: storeTestDate) })
        case "batch display":
            (expectedField, write) = ("term", { try store.setStatus(.known, of: [(term("run"), "run"), (term("go"), nul)], at: storeTestDate) })
        case "form": (expectedField, write) = ("form", { try store.setStatus(.known, ofForm: nul, lemma: "datum", at: storeTestDate) })
        case "form lemma": (expectedField, write) = ("lemma", { try store.setStatus(.known, ofForm: "data", lemma: nul, at: storeTestDate) })
        case "deck name": (expectedField, write) = ("deck name", { _ = try store.addToDeck(nul, terms: [term("the")], at: storeTestDate) })
        case "setting value": (expectedField, write) = ("setting value", { try store.setSetting(.level, to: nul, at: storeTestDate) })
        default:
            (expectedField, write) = ("path", {
                try store.saveReadingPosition(ReadingPosition(path: nul, offset: 3, updatedAt: storeTestDate))
            })
        }
        #expect(throws: StoreError.unstorableText("\(expectedField) holds a NUL character (U+0000), which the store cannot keep")) {
            try write()
        }
        // SQLite would have kept "x", the text before the NUL.
        #expect(try store.backup() == before)
        #expect(try store.decks().isEmpty)
        #expect(try store.readingPosition(of: "x") == nil)
    }

    @Test func importedRecordsWithNULAreRejectedByIndex() throws {
        let store = try VocabularyStore.inMemory()
        let records: [ImportRecord] = [
            .term(term("run"), display: "run", status: .known, capture: nil),
            .term(term("walk"), display: "wa\u{0}lk", status: .known, capture: nil),
        ]
        let expected = StoreError.malformedImport(format: "records", line: 2,
                                                  reason: "term holds a NUL character (U+0000), which the store cannot keep")
        #expect(throws: expected) { try store.importRecords(records, at: storeTestDate) }
        #expect(try store.countsByStatus().values.reduce(0, +) == 0)
    }

    /// A space followed by a combining mark is one Character: a key split by
    /// Characters kept "x \u{301}y" as one word, which the snapshot (splitting
    /// bytes) read as two.
    @Test func termKeysSplitAtEverySpace() {
        #expect(Term(key: "make \u{301}a decision")?.lemmas == ["make", "\u{301}a", "decision"])
        #expect(Term(lemmas: ["x \u{301}y"]) == nil)
    }

    @Test(arguments: [["run\u{0}x"], ["\u{0}"], ["make", "a\u{0}", "decision"]])
    func termsNeverHoldNUL(lemmas: [String]) {
        #expect(Term(lemmas: lemmas) == nil)
    }

    /// Item 8: a float or 1e30 offset said "not valid JSON".
    @Test(arguments: [("1.5", "1.5"), ("1e30", "1e+30"), ("-2.5", "-2.5")])
    func backupFloatOffsetsAreNamed(json: String, shown: String) {
        let text = #"{"format":"reader-vocabulary","version":1,"settings":{},"forms":[],"terms":[{"term":"run","lemma":"run","#
            + #""status":"known","created":"2025-06-15T15:06:40.000Z","updated":"2025-06-15T15:06:40.000Z","history":[],"#
            + #""captures":[{"surface":"ran","sentence":"She ran.","start":"# + json
            + #","end":4,"captured":"2025-06-15T15:06:40.000Z"}]}]}"#
        let reason = "bad value at .terms[0].captures[0].start: \(shown) is not a byte offset (a whole number from 0 to 2^53)"
        #expect(throws: StoreError.malformedImport(format: "json", line: 0, reason: reason)) {
            try VocabularyBackup.decode(Data(text.utf8))
        }
    }

    /// Item 2: offsets that overflow when subtracted (start = Int64.max, sentence_start = -1) trapped `export --format anki`.
    @Test func hugeCaptureOffsetsNeverTrapTheCard() {
        let capture = Capture(term: term("run"), surface: "ran", sentence: "She ran home.", range: (Int.max - 1)..<Int.max,
                              sentenceStart: -1, capturedAt: storeTestDate)
        let range = capture.rangeInSentence
        #expect(range.map { String(capture.sentence[$0]) } == "ran")
    }

    /// Item 8: CSV rows are checked before anything is written, naming their line.
    @Test(arguments: [
        ("term,sentence,start,end,sentence_start\nrun,She ran.,4,7,0\nwalk,He walked.,3,9,5\n", 3, "sentence_start 5 is after start 3"),
        ("term,status\nrun,known\n=1+1,known\n", 3, "term '=1+1' has no words to store"),
        ("term,sentence,start,end\nrun,She ran.,7,4\n", 2, "start 7 is after end 4"),
        ("term,sentence,start,end\nrun,She ran.,1e30,4\n", 2, "'1e30' is not a byte offset"),
    ])
    func csvImportRejectsBadRowsByLine(csv: String, line: Int, reason: String) throws {
        let lemmatize = { (text: String) throws -> Term in
            guard let term = Term(key: text.lowercased()), text.contains(where: \.isLetter) else { throw StoreError.invalidTerm(text) }
            return term
        }
        #expect(throws: StoreError.malformedImport(format: "csv", line: line, reason: reason)) {
            try VocabularyCSV.records(csv, defaultStatus: .known, now: storeTestDate, lemmatize: lemmatize)
        }
    }

    /// Item 7: cells a spreadsheet would run as formulas get a leading apostrophe, removed again on import.
    @Test(arguments: [
        ("=1+1", "'=1+1"), ("+x", "'+x"), ("-ish", "'-ish"), ("@sum", "'@sum"), ("'=a", "''=a"), ("''@", "'''@"),
        ("'plain", "'plain"), ("plain", "plain"), ("", ""), ("a=b", "a=b"),
    ])
    func csvFormulaCellsAreNeutralisedAndRoundTrip(text: String, cell: String) {
        #expect(CSVCellSafety.exported(text) == cell)
        #expect(CSVCellSafety.imported(cell) == text)
    }

    /// Item 7: ESC and BEL from a captured sentence never reach the CSV raw.
    @Test func csvExportNeutralisesControlCharacters() {
        #expect(CSVCellSafety.exported("a\u{1B}]52;c;x\u{07}b\u{202E}c\td\r\ne") == "a\u{241B}]52;c;x\u{2407}b\u{FFFD}c\td\r\ne")
    }

    /// Item 3: a store damaged in its middle is refused by writers and left byte for byte as it was.
    @Test func damagedStoreIsNeverWritten() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("v.sqlite")
        let bytes = try StoreIntegrityTests.damagedStore(at: path)
        #expect(bytes.count > 80_000)
        #expect(throws: StoreError.corrupt(path: path)) { try VocabularyStore(path: path) }
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
    }
}
