import Foundation
import Testing

@Suite("CLI: review --script, decks, finish and undo")
struct ReviewScriptTests {
    static let now = ["READER_NOW": "2022-11-29T12:30:00Z"]
    static let text = "She made a decision to leave early. The weather was dreadful that autumn.\n"

    /// A store with "make a decision" (deck "life") and "dreadful" captured at READER_NOW.
    func captured() throws -> ReaderCLI {
        let cli = try ReaderCLI()
        let file = try cli.file("text.txt", Self.text)
        #expect(try cli.run(["capture", file, "--word", "decision", "--deck", "life"], environment: Self.now).status == 0)
        #expect(try cli.run(["capture", file, "--word", "dreadful"], environment: Self.now).status == 0)
        return cli
    }

    @Test func scriptAnswersDueCardsWithBrainBoostAndWritesJSONLines() throws {
        let cli = try captured()
        let result = try cli.run(["review", "--script", "--no-fuzz"], stdin: "good\n1\n\n3\n4\n", environment: Self.now)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.split(separator: "\n") == [
            #"{"term":"make a decision","rating":"good","state":"learning","due":"2022-11-29T12:40:00.000Z","interval_days":0,"stability":2.3065,"difficulty":2.1181,"brain_boost":false,"cram":false,"status":"learning"}"#,
            #"{"term":"dreadful","rating":"again","state":"learning","due":"2022-11-29T12:31:00.000Z","interval_days":0,"stability":0.2120,"difficulty":6.4133,"brain_boost":false,"cram":false,"status":"learning"}"#,
            #"{"term":"dreadful","rating":"good","state":"learning","due":"2022-11-29T12:40:00.000Z","interval_days":0,"stability":0.2467,"difficulty":6.4021,"brain_boost":true,"cram":false,"status":"learning"}"#,
            #"{"term":"dreadful","rating":"easy","state":"review","due":"2022-11-30T12:30:00.000Z","interval_days":1,"stability":0.4889,"difficulty":5.1851,"brain_boost":true,"cram":false,"status":"learning"}"#,
        ])
        // The next day only "dreadful" is due; "make a decision" was due at 12:40 the day before.
        let later = try cli.run(["review", "--script", "--no-fuzz", "--deck", "life"], stdin: "4\n",
                                environment: ["READER_NOW": "2022-11-30T13:00:00Z"])
        // py-fsrs 6.3.2 gives the same: stability 11.6875, due 2022-12-12 13:00.
        #expect(later.stdout == #"{"term":"make a decision","rating":"easy","state":"review","due":"2022-12-12T13:00:00.000Z","interval_days":12,"stability":11.6875,"difficulty":1.0000,"brain_boost":false,"cram":false,"status":"learning"}"# + "\n")
    }

    @Test func cramLeavesTheScheduleAndEndOfInputEndsCleanly() throws {
        let cli = try captured()
        _ = try cli.run(["review", "--script", "--no-fuzz"], stdin: "4\n4\n", environment: Self.now)
        let cram = try cli.run(["review", "--script", "--cram", "--limit", "1"], stdin: "1\n", environment: Self.now)
        #expect(cram.status == 0)
        #expect(cram.stdout.contains(#""state":"review","due":"2022-12-07T12:30:00.000Z","interval_days":8"#))
        #expect(cram.stdout.contains(#""cram":true"#))
        // Nothing due at READER_NOW any more: no output, exit 0.
        #expect(try cli.run(["review", "--script"], stdin: "3\n", environment: Self.now).stdout == "")
    }

    @Test func badGradesAndClocksAreClearErrors() throws {
        let cli = try captured()
        let bad = try cli.run(["review", "--script"], stdin: "great\n", environment: Self.now)
        #expect(bad.status == 65)
        #expect(bad.stderr == "reader: line 1: 'great' is not a grade (1-4 or again, hard, good, easy); earlier answers were saved\n")
        let clock = try cli.run(["review", "--script"], environment: ["READER_NOW": "yesterday"])
        #expect(clock.status == 64)
        #expect(clock.stderr == "reader: READER_NOW='yesterday' is not an ISO 8601 time (e.g. 2026-11-24T09:00:00Z)\n")
        let deck = try cli.run(["review", "--script", "--deck", "nope"], environment: Self.now)
        #expect(deck.status == 64)
        #expect(deck.stderr == "reader: no deck named 'nope'\n")
    }

    @Test func decksFileTermsForList() throws {
        let cli = try captured()
        #expect(try cli.run(["mark", "harbour", "quay", "--learning", "--deck", "Sea"]).status == 0)
        let listed = try cli.run(["list", "--deck", "sea"])
        #expect(listed.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
                == ["TERM", "harbour", "quay"])
        #expect(try cli.listed(["--deck", "life"]) == ["make a decision": "learning"])
    }

    @Test func finishMarksNewWordsKnownAndUndoRevertsIt() throws {
        let cli = try captured()
        let file = try cli.file("finish.txt", "They sailed to the quay.\n")
        _ = try cli.run(["mark", "they", "the", "to", "--known"])
        let dry = try cli.run(["finish", file, "--dry-run"])
        #expect(dry.stdout == "sail\nquay\n2 new words would be marked known\n")
        let done = try cli.run(["finish", file], environment: Self.now)
        #expect(done.stdout == "marked 2 new words known ('reader undo' reverts it)\n")
        #expect(try cli.listed()["quay"] == "known")
        let undo = try cli.run(["undo"], environment: Self.now)
        #expect(undo.stdout == "undid finish \(file) (2022-11-29T12:30:00.000Z): 0 restored, 2 removed\n  quay: removed\n  sail: removed\n")
        #expect(try cli.listed()["quay"] == nil)
        let markUndo = try cli.run(["undo"])
        #expect(markUndo.stdout.hasPrefix("undid mark they, the, to ("))
        #expect(try cli.run(["undo"]).stdout == "nothing to undo\n")
    }

    /// Issue 11 item 3 with review's check running alongside its first reads:
    /// the first answer, like mark and import, is refused (65) and the damaged
    /// store stays byte for byte as it was; a session ended before any answer is refused too.
    @Test(arguments: [
        (["review", "--script"], "3\n"), (["review", "--script"], ""), (["mark", "qzzz", "--known"], ""),
        (["import", "-", "--format", "words"], "qzzz\n"),
    ])
    func damagedStoreIsNeverWritten(arguments: [String], stdin: String) throws {
        let cli = try ReaderCLI()
        let bytes = try Self.damageStore(of: cli)
        let result = try cli.run(arguments, stdin: stdin, environment: Self.now)
        #expect(result.status == 65)
        #expect(result.stderr == "reader: \(cli.db) is not a readable vocabulary store (not an SQLite database, or damaged); it was left untouched\n")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: cli.db))) == bytes)
    }

    /// Fills the store with 3,000 Learning terms with cards, then garbles 40 KB in
    /// its middle (pages a review's first card does not read); returns the damaged bytes.
    static func damageStore(of cli: ReaderCLI) throws -> [UInt8] {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let words: [String] = (0..<3000).map { (i: Int) -> String in "qz" + String([letters[i / 676], letters[i / 26 % 26], letters[i % 26]]) }
        let list = try cli.file("words.txt", words.joined(separator: "\n") + "\n")
        #expect(try cli.run(["import", list, "--format", "words", "--status", "learning"]).status == 0)
        #expect(try cli.run(["review", "--script"], environment: now).status == 0)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cli.db)))
        let middle = bytes.count / 2
        for i in middle..<(middle + 40_000) { bytes[i] = UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: cli.db))
        return bytes
    }
}
