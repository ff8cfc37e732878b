import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 28 item 9: one strict RFC 3339 parser for every time reader reads.
@Suite("Printing: strict RFC 3339 times (issue 28)")
struct TimeStampParsingTests {
    @Test(arguments: [
        ("2026-11-24T09:00:00Z", 1_795_510_800.0),
        ("2026-11-24T09:00:00.5Z", 1_795_510_800.5),
        ("2026-11-24t09:00:00z", 1_795_510_800),
        ("2026-11-24T10:30:00+01:30", 1_795_510_800),
        ("2026-11-24T08:00:00-01:00", 1_795_510_800),
        ("2024-02-29T00:00:00Z", 1_709_164_800),
        ("2000-02-29T00:00:00Z", 951_782_400),
        ("1969-12-31T23:59:59.250Z", -0.75),
        ("0001-01-01T00:00:00Z", -62_135_596_800),
    ])
    func validTimesParse(text: String, seconds: Double) throws {
        let date = try #require(TimeStamp.date(text))
        #expect(date.timeIntervalSince1970 == seconds)
    }

    /// The campaign's examples (2026-02-29 became 1 March, text after Z was ignored, 25:61:61 rolled over) and their class.
    @Test(arguments: [
        "2026-02-29T09:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z",
        "2026-01-00T00:00:00Z", "2026-02-30T25:61:61Z", "2026-11-24T24:00:00Z", "2026-11-24T09:60:00Z", "2026-11-24T09:00:60Z",
        "2026-11-24T09:00:00Zjunk", "2026-11-24T09:00:00Z ", " 2026-11-24T09:00:00Z", "2026-11-24T09:00:00",
        "2026-11-24 09:00:00Z", "2026-11-24T09:00Z", "2026-11-24", "26-11-24T09:00:00Z", "2026-11-24T09:00:00.Z",
        "2026-11-24T09:00:00.1234567890Z", "2026-11-24T09:00:00+0100", "2026-11-24T09:00:00+24:00", "2026-11-24T09:00:00+01:60",
        "+2026-11-24T09:00:00Z", "2026-1-24T09:00:00Z", "２０２６-11-24T09:00:00Z", "0000-01-01T00:00:00Z", "",
    ])
    func invalidTimesAreRefused(text: String) {
        #expect(TimeStamp.date(text) == nil)
    }

    /// Found by the time fuzzer: years before 1582 printed on Foundation's Julian calendar (0024-03-02).
    @Test(arguments: ["2026-11-24T09:00:00.000Z", "1969-12-31T23:59:59.750Z", "2000-02-29T23:59:59.999Z",
                      "0024-02-29T18:29:24.124Z", "0001-01-01T00:00:00.000Z", "1582-10-10T12:00:00.000Z", "9999-12-31T23:59:59.999Z"])
    func writtenTimesReadBackToTheSameText(text: String) throws {
        #expect(TimeStamp.string(try #require(TimeStamp.date(text))) == text)
    }
}
