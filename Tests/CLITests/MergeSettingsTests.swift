import Foundation
import Testing

/// Issue 51 item 4: `merge` of an A2 store into a C1 store set the level to A2 and said "2989 changed"
/// where no status changed (only history was added).
@Suite("CLI: merge keeps this store's settings and counts what changed for the learner (issue 51)")
struct MergeSettingsTests {
    /// A C1 store and, a day later, an A2 store of the same learner.
    static func stores(_ cli: ReaderCLI) throws -> (mine: String, other: String) {
        let mine = cli.folder.appendingPathComponent("c1.sqlite").path, other = cli.folder.appendingPathComponent("a2.sqlite").path
        _ = try cli.run(["init", "--level", "C1", "--db", mine], environment: ["READER_NOW": "2026-11-01T09:00:00Z"])
        _ = try cli.run(["init", "--level", "A2", "--db", other], environment: ["READER_NOW": "2026-11-02T09:00:00Z"])
        return (mine, other)
    }

    static func level(_ cli: ReaderCLI, _ store: String) throws -> String? {
        let backup = try cli.run(["export", "--format", "json", "--db", store]).stdout
        return backup.firstMatch(of: #/"name" : "level",\s*"updated" : "[^"]*",\s*"value" : "([A-C][12])"/#).map { String($0.1) }
    }

    @Test(arguments: [
        ([String](), "setting level kept: C1 (the other has A2; --take-settings takes it)", "C1"),
        (["--take-settings"], "setting level taken: A2 (was C1)", "A2"),
    ])
    func theLevelStaysUnlessTaken(flags: [String], settingLine: String, level: String) throws {
        let cli = try ReaderCLI()
        let (mine, other) = try Self.stores(cli)
        let merged = try cli.run(["merge", other, "--db", mine] + flags, environment: ["READER_NOW": "2026-11-03T09:00:00Z"])
        #expect(merged.status == 0)
        #expect(merged.stdout == "merged \(other): 3020 terms (0 added, 0 changed, 3020 unchanged); 0 captures, 0 review answers "
            + "and 3020 history entries added\n\(settingLine)\n")
        #expect(try Self.level(cli, mine) == level)
    }

    /// A term added with its capture (quay, not C1), a status changed (house), their history: each counted once, and nothing the second time.
    @Test func theSummaryCountsNewStatusesTermsAndCaptures() throws {
        let cli = try ReaderCLI()
        let (mine, other) = try Self.stores(cli)
        let story = try cli.file("story.txt", "The dreadful storm hit the quay.\n")
        let later = ["READER_NOW": "2026-11-03T09:00:00Z"]
        _ = try cli.run(["capture", story, "--word", "quay", "--db", other], environment: later)
        _ = try cli.run(["mark", "house", "--learning", "--db", other], environment: later)
        let first = try cli.run(["merge", other, "--db", mine, "--take-settings"], environment: later)
        #expect(first.stdout == "merged \(other): 3021 terms (1 added, 1 changed, 3019 unchanged); 1 capture, 0 review answers "
            + "and 3022 history entries added\nsetting level taken: A2 (was C1)\n")
        let again = try cli.run(["merge", other, "--db", mine], environment: later)
        #expect(again.stdout == "merged \(other): 3021 terms (0 added, 0 changed, 3021 unchanged); 0 captures, 0 review answers "
            + "and 0 history entries added\n")
    }
}
