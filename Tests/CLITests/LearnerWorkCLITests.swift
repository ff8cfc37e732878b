import Foundation
import Testing

/// Issue 25 (never lose the learner's work) and issue 28 items 9 and 11, through the command line.
@Suite("CLI: backups, undo and imports keep the learner's work")
struct LearnerWorkCLITests {
    static let now = ["READER_NOW": "2026-11-24T09:00:00Z"]

    /// Two captured terms in a deck, one marked, answered in review.
    static func reviewedStore(_ cli: ReaderCLI) throws {
        let story = try cli.file("story.txt", "We need to make a decision soon. The dreadful storm hit the quay.\n")
        _ = try cli.run(["capture", story, "--word", "decision", "--deck", "life"], environment: now)
        _ = try cli.run(["capture", story, "--word", "dreadful"], environment: now)
        _ = try cli.run(["mark", "quay", "--learning"], environment: now)
        let review = try cli.run(["review", "--script", "--no-fuzz"], stdin: "good\nagain\n3\n3\n", environment: now)
        #expect(review.status == 0 && review.stdout.split(separator: "\n").count == 4)
    }

    /// The issue's reproduction: `export json > b.json; import b.json into a new store; stats` gave `cards: 0`
    /// where there were cards, and `list --deck` found no deck.
    @Test func aJSONBackupRestoresCardsAnswersAndDecks() throws {
        let cli = try ReaderCLI()
        try Self.reviewedStore(cli)
        let stats = try cli.run(["stats", "--format", "json"], environment: Self.now).stdout
        let backup = try cli.file("b.json", try cli.run(["export", "--format", "json"]).stdout)
        let other = cli.folder.appendingPathComponent("new.sqlite").path
        let imported = try cli.run(["import", backup, "--format", "json", "--db", other], environment: Self.now)
        #expect(imported.stdout == "imported 3 terms: 3 added, 0 changed, 0 unchanged, 0 forms, 2 captures, 4 review answers\n")
        #expect(try cli.run(["stats", "--format", "json", "--db", other], environment: Self.now).stdout == stats)
        #expect(stats.contains(#""cards":{"new":0,"learning":3,"review":0,"relearning":0}"#))
        #expect(try cli.run(["list", "--deck", "life", "--db", other]).stdout.contains("make a decision"))
        #expect(try cli.run(["export", "--format", "json", "--db", other]).stdout == String(contentsOfFile: backup, encoding: .utf8))
        // Item 7: importing it again changes nothing.
        let again = try cli.run(["import", backup, "--format", "json", "--db", other], environment: Self.now)
        #expect(again.stdout == "imported 3 terms: 0 added, 0 changed, 3 unchanged, 0 forms, 0 captures, 0 review answers\n")
    }

    /// Item 7: a CSV re-import doubled the captures (times compared beyond the milliseconds the export writes).
    @Test func importingTheSameCSVTwiceChangesNothingTheSecondTime() throws {
        let cli = try ReaderCLI()
        let story = try cli.file("story.txt", "It was a quixotic plan.\n")
        _ = try cli.run(["capture", story, "--word", "quixotic"])
        let csv = try cli.file("export.csv", try cli.run(["export", "--format", "csv"]).stdout)
        let other = cli.folder.appendingPathComponent("other.sqlite").path
        let first = try cli.run(["import", csv, "--format", "csv", "--db", other])
        let second = try cli.run(["import", csv, "--format", "csv", "--db", other])
        let third = try cli.run(["import", csv, "--format", "csv"])
        #expect(first.stdout == "imported 1 term: 1 added, 0 changed, 0 unchanged, 0 forms, 1 capture\n")
        #expect(second.stdout == "imported 1 term: 0 added, 0 changed, 1 unchanged, 0 forms, 0 captures\n")
        #expect(third.stdout == "imported 1 term: 0 added, 0 changed, 1 unchanged, 0 forms, 0 captures\n")
    }

    /// Issue 28 item 11: a refused import bumped the schema version of an older store and added a page.
    @Test(arguments: [
        ("bad.json", #"{"format":"reader-vocabulary","version":-1,"settings":{},"terms":[],"forms":[]}"#, "json",
         "reader: json import: backup version -1 does not exist (versions are 1 to 2)\n"),
        ("dup.json", #"{"format":"reader-vocabulary","version":1,"version":1,"settings":{},"terms":[],"forms":[]}"#, "json",
         "reader: json import: 'version' appears twice in one object\n"),
        ("time.json", #"{"format":"reader-vocabulary","version":1,"settings":{},"forms":[{"form":"mice","lemma":"mouse","status":"known","updated":"2026-02-29T00:00:00Z"}],"terms":[]}"#,
         "json", "reader: json import: bad value at .forms[0].updated: '2026-02-29T00:00:00Z' is not an RFC 3339 time\n"),
        ("bad.csv", "term,status\nrun,sleepy\n", "csv", "reader: csv import, line 2: unknown status 'sleepy' (use new, learning, known or ignored)\n"),
    ])
    func aRefusedImportLeavesTheStoreFileByteIdentical(name: String, content: String, format: String, message: String) throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["mark", "run", "--known"])
        // An older store: before the setting times of migration v5, checkpointed so the file holds everything.
        let downgrade = try cli.run(["sqlite3", cli.db, """
            ALTER TABLE setting DROP COLUMN updated_at; DELETE FROM grdb_migrations WHERE identifier = 'v5-setting-time';
            PRAGMA wal_checkpoint(TRUNCATE);
            """], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(downgrade.status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.db))
        let result = try cli.run(["import", try cli.file(name, content), "--format", format])
        #expect(result.status == 65)
        #expect(result.stderr == message)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.db)) == before)
        // A valid import does upgrade it (so the comparison above could fail).
        #expect(try cli.run(["import", try cli.file("ok.txt", "sail\n"), "--format", "words"]).status == 0)
        _ = try cli.run(["sqlite3", cli.db, "PRAGMA wal_checkpoint(TRUNCATE);"], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.db)) != before)
    }

    /// Issue 28 item 9: READER_NOW is read by the same strict parser.
    @Test(arguments: ["2026-02-29T09:00:00Z", "2026-11-24T09:00:00Zjunk", "2026-11-24T25:61:61Z"])
    func readerNowMustBeARealTime(value: String) throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["mark", "run", "--known"], environment: ["READER_NOW": value])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("reader: READER_NOW='\(value)' is not an ISO 8601 time"))
    }

    /// Item 3: `undo --list`, newest first; a revert that would take a reviewed card out of review needs --yes
    /// without a terminal, and says what it reverted.
    @Test func undoListsBatchesAndAsksBeforeDroppingAReviewedCard() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["mark", "quay", "--learning"], environment: Self.now)
        _ = try cli.run(["review", "--script", "--no-fuzz"], stdin: "good\n", environment: Self.now)
        _ = try cli.run(["mark", "quay", "--ignored"], environment: Self.now)
        let words = try cli.file("w.txt", "quay\nsail\n")
        _ = try cli.run(["import", words, "--format", "words", "--status", "learning"], environment: ["READER_NOW": "2026-11-24T10:00:00Z"])
        #expect(try cli.run(["undo", "--list"]).stdout == "import \(words) (2026-11-24T10:00:00.000Z): set 2 learning\n")
        let refused = try cli.run(["undo"], environment: Self.now)
        #expect(refused.status == 64)
        #expect(refused.stderr == "reader: undoing import \(words) (2026-11-24T10:00:00.000Z) would take 1 reviewed card (quay) out of "
            + "review; their answers are kept. Run 'reader undo --yes' to revert it anyway\n")
        let undone = try cli.run(["undo", "--yes"], environment: Self.now)
        #expect(undone.stdout == """
            undid import \(words) (2026-11-24T10:00:00.000Z): 1 restored, 1 removed
              quay: learning -> ignored
              sail: removed

            """)
        #expect(try cli.run(["undo", "--list"]).stdout == "nothing to undo\n")
    }
    /// Issue 51 item 16: a large revert is listed by outcome with counts, and a restore to the status a term
    /// already has (a merged store's batch) is counted as unchanged, not listed as `known -> known`.
    @Test func undoOfALargeBatchIsListedByOutcome() throws {
        let cli = try ReaderCLI()
        let words = "abcdefghijklmnopqrstuvwxy".map { "zq\($0)" }.joined(separator: "\n")
        let file = try cli.file("many.txt", "quay\n" + words + "\n")
        _ = try cli.run(["mark", "quay", "--learning"], environment: Self.now)
        _ = try cli.run(["import", file, "--format", "words", "--status", "known"], environment: ["READER_NOW": "2026-11-24T10:00:00Z"])
        let undone = try cli.run(["undo"], environment: Self.now)
        #expect(undone.stdout == """
            undid import \(file) (2026-11-24T10:00:00.000Z): 1 restored, 25 removed
              known -> learning: 1 term (quay)
              removed: 25 terms (zqa, zqb, zqc, zqd, zqe, ...)

            """)
    }
    /// A deck name the store refuses is refused before the capture is saved: no term without its deck.
    @Test func aRefusedDeckNameSavesNoCapture() throws {
        let cli = try ReaderCLI()
        let refused = try cli.run(["capture", "--word", "decision", "--deck", " "], stdin: "We need to make a decision soon.\n",
                                  environment: Self.now)
        #expect(refused.status == 64)
        #expect(refused.stderr == "reader: ' ' is not a deck name (it is empty)\n")
        #expect(try cli.run(["list", "--format", "jsonl"]).stdout == "")
    }
}
