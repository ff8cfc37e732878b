import Foundation
import GRDB
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 46 items 7, 8 and 22: one range of times (`TimeStamp.range`), checked where a time
/// enters, kept by the store, and printed by printers that take any date.
@Suite("Store: times out of range (issue 46)")
struct HostileTimesTests {
    // MARK: Item 8: one range, enforced where a time enters

    /// A valid RFC 3339 text whose offset moves it past 9999 or before 0001 was read,
    /// and its export (year 10000) then refused: a backup that could not be restored.
    @Test(arguments: [
        ("9999-12-31T23:00:00-01:00", TimeStamp.Problem.outOfRange),
        ("9999-12-31T23:59:59.9996Z", .outOfRange),
        ("0001-01-01T00:30:00+01:00", .outOfRange),
        ("0001-01-01T00:00:00.000+00:01", .outOfRange),
        ("2026-02-29T00:00:00Z", .notATime),
    ])
    func timesPastTheRangeAreRefused(text: String, problem: TimeStamp.Problem) {
        #expect(TimeStamp.date(text) == nil)
        #expect(TimeStamp.time(text) == .failure(problem))
    }

    @Test(arguments: [
        ("9999-12-31T23:59:59.999Z", "9999-12-31T23:59:59.999Z"),
        ("0001-01-01T00:00:00Z", "0001-01-01T00:00:00.000Z"),
        ("0001-01-01T23:59:00+23:59", "0001-01-01T00:00:00.000Z"),
        ("9999-12-31T00:00:00-23:59", "9999-12-31T23:59:00.000Z"),
    ])
    func theEndsOfTheRangeAreTimes(text: String, written: String) throws {
        #expect(TimeStamp.string(try #require(TimeStamp.date(text))) == written)
    }

    // MARK: Item 7: every printer of a time is total

    static let hostileSeconds: [Double] = [
        1e300, -1e300, .infinity, -.infinity, .nan, Double(1 << 62) / 1000, -Double(1 << 40) * 86_400, 9.3e15, -9.3e15,
    ]

    /// Each of these trapped (SIGILL) in `TimeStamp.string`, `CalendarDay` or `DurationText`.
    @Test(arguments: hostileSeconds)
    func printersTakeAnyDate(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        let expected = seconds > 0 ? "9999-12-31T23:59:59.999Z" : "0001-01-01T00:00:00.000Z"
        #expect(TimeStamp.string(date) == expected)
        #expect(CalendarDay(date, in: TimeZone(identifier: "UTC")!).iso == String(expected.prefix(10)))
        #expect(TimeStamp.milliseconds(date) == (seconds > 0 ? 253_402_300_799_999 : -62_135_596_800_000))
        #expect(DurationText.rounded(seconds.isNaN ? 0 : seconds) == (seconds > 0 ? "3652059 days" : "0 minutes"))
    }

    /// A crafted Anki collection (built as `AnkiPackageWritingTests` builds its hostile ones) whose
    /// note id or card times lie outside the range is refused: before, it imported, and every export,
    /// `show` and `stats` trapped from then on.
    @Test(arguments: [
        ("INSERT INTO notes VALUES (4611686018427387904, 'g', 1, '', 'x');",
         "note 4611686018427387904's time (its id, in milliseconds since 1970) is out of range"),
        ("INSERT INTO notes VALUES (-9223372036854775808, 'g', 1, '', 'x');",
         "note -9223372036854775808's time (its id, in milliseconds since 1970) is out of range"),
        ("INSERT INTO cards VALUES (7, 1, 1, 0, 2, 2, -1099511627776, 0, 5, 1, 0, '', 0);", "card 7's due time is out of range"),
        ("INSERT INTO cards VALUES (7, 1, 1, 0, 1, 1, 9223372036854775807, 0, 5, 1, 0, '', 0);", "card 7's due time is out of range"),
        ("INSERT INTO cards VALUES (7, 1, 1, 0, 2, 2, 10, 0, 5, 1, 0, '{\"lrt\": 1e300}', 0);",
         "card 7's last review (lrt) is out of range"),
        ("INSERT INTO cards VALUES (7, 1, 1, 0, 2, 2, 10, 0, 5, 1, 0, '', 0); CREATE TABLE revlog (id, cid);"
            + "INSERT INTO revlog VALUES (9223372036854775807, 7);", "card 7's last answer (its review log id) is out of range"),
        ("UPDATE col SET crt = 9223372036854775807;", "the collection's creation time (crt) is out of range"),
    ])
    func ankiTimesOutOfRangeAreRefused(rows: String, reason: String) throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("collection.anki2")
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE col (crt, models, decks); INSERT INTO col VALUES (0, '{}', '{}');"
                + "CREATE TABLE notes (id, guid, mid, tags, flds);"
                + "CREATE TABLE cards (id, nid, did, odid, type, queue, due, odue, ivl, reps, lapses, data, ord);" + rows)
        }
        try queue.close()
        let url = try AnkiPackageWritingTests.zip([("collection.anki2", try Data(contentsOf: file))], in: folder)
        #expect(throws: AnkiPackageError.malformed(reason + " (\(TimeStamp.rangeDescription))")) { try AnkiPackage.read(url) }
    }

    /// A store whose times were set by hand (or by an import before the range) to any number:
    /// the backup, the listing's card, the stats and the Anki export all work, and the backup imports again.
    @Test(arguments: hostileSeconds.filter { !$0.isNaN })
    func aStoreHoldingAnyTimeStillBacksUp(seconds: Double) throws {
        let store = try VocabularyStore.inMemory()
        try store.capture(Capture(term: term("run"), surface: "ran", sentence: "She ran.", range: 4..<7, sentenceStart: 0,
                                  capturedAt: storeTestDate))
        try store.prepareCards(at: storeTestDate)
        let card = try #require(try store.reviewQueue(at: storeTestDate).first?.id)
        _ = try store.recordReview(card, rating: .good, at: storeTestDate, scheduler: FSRSScheduler())
        try store.write { db in
            for (table, column) in [("term", "created_at"), ("term", "updated_at"), ("capture", "captured_at"),
                                    ("status_change", "changed_at"), ("card", "due"), ("card", "last_review"),
                                    ("review_log", "reviewed_at"), ("review_log", "due_after")] {
                try db.execute(sql: "UPDATE \(table) SET \(column) = ?", arguments: [seconds])
            }
        }
        // When
        let exported = try store.backup().encoded()
        let text = String(decoding: exported, as: UTF8.self)
        // Then
        let end = seconds > 0 ? "9999-12-31T23:59:59.999Z" : "0001-01-01T00:00:00.000Z"
        #expect(text.contains("\"created\" : \"\(end)\""))
        #expect(text.contains("\"due\" : \"\(end)\""))
        let restored = try VocabularyStore.inMemory()
        try restored.merge(try VocabularyBackup.decode(exported))
        #expect(try restored.backup().encoded() == exported)
        #expect(try store.reviewCard(card).memory.due == (seconds > 0 ? TimeStamp.latest : TimeStamp.earliest))
        let utc = TimeZone(identifier: "UTC")!
        _ = try store.statistics(now: storeTestDate, timeZone: utc)
        let review = try store.reviewStatistics(now: storeTestDate, timeZone: utc)
        #expect(review.nextDue.map(TimeStamp.string) == (seconds > 0 ? end : nil))
        #expect(try store.statusHistory(of: term("run")).map { TimeStamp.string($0.at) } == [end])
    }

    /// Item 8: a review at the end of 9999 schedules past it; the due date is kept as the last
    /// millisecond of the range, which the backup writes and reads back.
    @Test func aDueDatePastTheRangeIsClamped() throws {
        let store = try VocabularyStore.inMemory()
        let late = try #require(TimeStamp.date("9999-12-31T23:00:00Z"))
        try store.setStatus(.learning, of: term("run"), at: late)
        try store.prepareCards(at: late)
        let card = try #require(try store.reviewQueue(at: late).first?.id)
        _ = try store.recordReview(card, rating: .easy, at: late, scheduler: FSRSScheduler())
        #expect(try store.reviewCard(card).memory.due == TimeStamp.latest)
        let exported = try store.backup().encoded()
        #expect(String(decoding: exported, as: UTF8.self).contains("\"due\" : \"9999-12-31T23:59:59.999Z\""))
        let restored = try VocabularyStore.inMemory()
        try restored.merge(try VocabularyBackup.decode(exported))
        #expect(try restored.backup().encoded() == exported)
    }

    // MARK: Item 22: a number out of range is named with its place

    /// A backup with a batch, reading positions, a reviewed card and one never answered: a number of
    /// every member that holds one.
    static func backupText() throws -> String {
        let store = try VocabularyStore.inMemory()
        _ = try store.recordingBatch(.mark, label: "mark", at: storeTestDate) {
            try store.setStatus(.learning, of: term("run"), at: storeTestDate)
        }
        // A card never answered keeps its learning step.
        try store.setStatus(.learning, of: term("walk"), at: storeTestDate)
        try store.prepareCards(at: storeTestDate)
        let card = try #require(try store.reviewQueue(at: storeTestDate).map(\.id).first { try store.reviewCard($0).term == term("run") })
        _ = try store.recordReview(card, rating: .good, at: storeTestDate, scheduler: FSRSScheduler())
        _ = try store.recordReview(card, rating: .good, at: storeTestDate + 3 * 86_400, scheduler: FSRSScheduler())
        try store.saveReadingPosition(ReadingPosition(path: "/books/emma.txt", offset: 4321, updatedAt: storeTestDate), chapters: [2: 1234])
        return String(decoding: try store.backup().encoded(), as: UTF8.self)
    }

    /// Each row: the first match of a pattern in an exported backup, the number put in its place, the reason.
    @Test(arguments: [
        (#""version" : 2"#, #""version" : 99999999999999999999"#,
         "bad value at .version: 99999999999999999999 is out of range (a whole number from -2^63 to 2^63-1)"),
        (#""id" : 1,"#, #""id" : 9223372036854775808,"#,
         "bad value at .batches[0].id: 9223372036854775808 is out of range (a whole number from -2^63 to 2^63-1)"),
        (#""offset" : 4321,"#, #""offset" : 4321.5,"#, "bad value at .positions[0].offset: 4321.5 is not a whole number"),
        (#""elapsed_days" : 3,"#, #""elapsed_days" : -1e400,"#,
         "bad value at .terms[0].card.reviews[1].elapsed_days: -1e400 is out of range (not representable as a 64-bit floating-point number)"),
        (#""rating" : 3,"#, #""rating" : 3e30,"#,
         "bad value at .terms[0].card.reviews[0].rating: 3e30 is out of range (a whole number from -2^63 to 2^63-1)"),
        (#""stability" : [0-9.]+,"#, #""stability" : 1e-400,"#,
         "bad value at .terms[0].card.reviews[0].stability: 1e-400 is out of range (not representable as a 64-bit floating-point number)"),
        (#""created" : "2025-06-15T15:06:40.000Z""#, #""created" : "9999-12-31T23:30:00-01:00""#,
         "bad value at .batches[0].created: '9999-12-31T23:30:00-01:00' is out of range (times run from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z)"),
    ])
    func backupNumbersOutOfRangeAreNamed(pattern: String, replacement: String, reason: String) throws {
        let text = try Self.backupText()
        let match = try #require(text.firstMatch(of: try Regex(pattern)), "the backup holds \(pattern)")
        let hostile = text.replacingCharacters(in: match.range, with: replacement)
        #expect(throws: StoreError.malformedImport(format: "json", line: 0, reason: reason)) {
            try VocabularyBackup.decode(Data(hostile.utf8))
        }
    }

    static let wholeOutOfRange = "is out of range (a whole number from -2^63 to 2^63-1)"
    static let notRepresentable = "is out of range (not representable as a 64-bit floating-point number)"

    /// What `JSONDecoder` refuses in a number, by the kind of member it is read as.
    @Test(arguments: [
        ("9223372036854775807", true, nil), ("-9223372036854775808", true, nil), ("1e3", true, nil), ("2.0", true, nil),
        ("9223372036854775808", true, wholeOutOfRange), ("-9223372036854775809", true, wholeOutOfRange),
        ("9.3e18", true, wholeOutOfRange), ("1.5", true, "is not a whole number"), ("-", true, "is not a number"),
        ("1e400", false, notRepresentable), ("-1e-400", false, notRepresentable), ("1e400", true, notRepresentable),
        ("0e-400", false, nil), ("4.9e-324", false, nil), ("1e308", false, nil), ("99999999999999999999", false, nil),
    ] as [(String, Bool, String?)])
    func numbersTheDecoderRefusesAreFound(literal: String, whole: Bool, problem: String?) {
        #expect(JSONNumberRange.problem(with: literal, whole: whole) == problem)
    }

    /// The list of members read as whole numbers is the backup's: every member an export
    /// writes as an integer (its fractional numbers made fractional) is on it, the offsets aside.
    @Test func backupWholeNumberMembersAreTheIntegerFields() throws {
        let text = try Self.backupText()
        let integerMembers = Set(text.matches(of: /"([a-z_]+)" : -?[0-9]+[,\n]/).map { String($0.1) })
        let fractional = Set(text.matches(of: /"([a-z_]+)" : -?[0-9]+\.[0-9]+/).map { String($0.1) })
        #expect(fractional == ["stability", "difficulty"])
        #expect(integerMembers == VocabularyBackup.wholeNumberMembers)
    }
}
