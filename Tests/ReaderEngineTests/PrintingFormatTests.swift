import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Numbers, times, CSV records and the progress line: exact strings.
@Suite("Printing: numbers, times, CSV, progress")
struct PrintingFormatTests {
    @Test(arguments: [(0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (49_364, "49,364"), (1_234_567, "1,234,567"),
                      (-1_234, "-1,234"), (Int.min, "-9,223,372,036,854,775,808")])
    func grouped(value: Int, expected: String) {
        #expect(NumberText.grouped(value) == expected)
    }

    @Test(arguments: [(0.0, "0.0%"), (1.0, "100.0%"), (0.93548, "93.5%"), (0.9355, "93.6%"), (0.88349, "88.3%"),
                      (0.00049, "0.0%"), (0.0005, "0.1%"), (Double.nan, "0.0%")])
    func percent(share: Double, expected: String) {
        #expect(NumberText.percent(share) == expected)
    }

    /// `stats` shows whole percentages through the same formatter, so a share that is not a number
    /// (no answers, no cards) prints 0% instead of trapping (issue 29).
    @Test(arguments: [(0.0, "0%"), (1.0, "100%"), (0.935, "94%"), (0.9349, "93%"), (0.005, "1%"), (Double.nan, "0%"),
                      (-Double.infinity, "0%")])
    func wholePercent(share: Double, expected: String) {
        #expect(NumberText.percent(share, decimals: 0) == expected)
    }

    @Test(arguments: [(0.93548, 2, "93.55%"), (0.5, 3, "50.000%"), (0.00001, 2, "0.00%")])
    func percentDecimals(share: Double, decimals: Int, expected: String) {
        #expect(NumberText.percent(share, decimals: decimals) == expected)
    }

    @Test(arguments: [(0.93548, 4, "0.9355"), (12.0, 2, "12.00"), (1.25, 1, "1.2"), (Double.infinity, 2, "0.00"), (-0.5, 0, "-0")])
    func fixed(value: Double, digits: Int, expected: String) {
        #expect(NumberText.fixed(value, digits) == expected)
    }

    @Test(arguments: [(1.0, "1"), (0.0, "0"), (4_294_967_295.0, "4294967295"), (0.42149, "0.4215"), (-2.5, "-2.5000"),
                      (1e15, "1000000000000000.0000"),
                      (Double.nan, "0")])
    func compact(value: Double, expected: String) {
        #expect(NumberText.compact(value) == expected)
    }

    @Test(arguments: [(0.0, "1970-01-01T00:00:00.000Z"), (1_750_000_000.0, "2025-06-15T15:06:40.000Z"),
                      (1_750_000_000.1234, "2025-06-15T15:06:40.123Z"), (1_750_000_000.9996, "2025-06-15T15:06:41.000Z"),
                      (-0.25, "1969-12-31T23:59:59.750Z")])
    func timestamps(seconds: Double, expected: String) throws {
        let text = TimeStamp.string(Date(timeIntervalSince1970: seconds))
        #expect(text == expected)
        // Read back, the time prints the same text again.
        #expect(TimeStamp.string(try #require(TimeStamp.date(text))) == expected)
    }

    @Test(arguments: [
        (["a", "b"], "a,b\r\n"),
        (["with,comma", "with \"quote\"", "line\nbreak", "cr\rx"], "\"with,comma\",\"with \"\"quote\"\"\",\"line\nbreak\",\"cr\rx\"\r\n"),
        (["", "", ""], ",,\r\n"),
        (["café", "日本"], "café,日本\r\n"),
        // Found by the importer fuzzer: a quote or comma followed by a combining
        // mark is one Character, so the quote was neither doubled nor quoted.
        (["ran\"\u{364}x", "a,\u{301}b"], "\"ran\"\"\u{364}x\",\"a,\u{301}b\"\r\n"),
    ])
    func csvRecord(fields: [String], expected: String) throws {
        #expect(CSV.record(fields) == expected)
        var parsed: [[String]] = []
        try CSV.forEachRecord(expected) { record, _ in parsed.append(record) }
        #expect(parsed == [fields])
    }

    @Test(arguments: [
        (ProgressLine(done: 350, total: 2000, unit: "files", bytes: 5_000_000, totalBytes: 10_000_000, elapsed: 2),
         "[##########..........] 350/2000 files  2.5 MB/s  ETA 0:02"),
        (ProgressLine(done: 120_000, total: 300_000, unit: "terms", elapsed: 30),
         "[########............] 120000/300000 terms  ETA 0:45"),
        (ProgressLine(done: 0, total: 10, unit: "terms", elapsed: 0), "[....................] 0/10 terms  ETA --:--"),
        (ProgressLine(done: 3, total: 3, unit: "files", bytes: 0, totalBytes: 0, elapsed: 1),
         "[####################] 3/3 files  0.0 MB/s  ETA 0:00"),
        (ProgressLine(done: 0, total: 0, unit: "terms", elapsed: 100), "[####################] 0/0 terms  ETA 0:00"),
    ])
    func progressLine(line: ProgressLine, expected: String) {
        #expect(line.text == expected)
    }

    /// One line, the one rule of cards, frames, deck names and the editor (issue 29: it had four owners).
    @Test(arguments: [
        ("  made\ta\n decision ", true, "made a decision"),
        ("  made\ta\n decision ", false, " made a decision "),
        ("a\r\nb", true, "a b"),
        ("", false, ""),
        ("\n\n", false, " "),
    ])
    func oneLine(text: String, trimming: Bool, expected: String) {
        #expect(OneLine.collapsed(text, trimming: trimming) == expected)
    }

    @Test func oneLineCleanedNeutralisesControls() {
        #expect(OneLine.cleaned("run\u{1B}[2J \n \u{202E}away\u{7F}") == "run\u{241B}[2J \u{FFFD}away\u{2421}")
    }
}
