import Foundation
import Testing

/// A number option given a negative value reads it as the value, so the learner hears what is wrong
/// with it; before, `--chapter -1` or `--threshold -0.5` (a value the option allows) said
/// "Missing value" (issue 28: every bad input gets a clear message).
@Suite("CLI: negative values of number options")
struct NegativeNumberOptionTests {
    @Test("a negative value is refused by the option's own check, exit 64", arguments: [
        (["define", "text.txt", "--at", "-1"], "reader: --at must be a byte offset (0 or more) (see 'reader help')"),
        (["capture", "text.txt", "--at", "-1"], "reader: --at must be a byte offset (0 or more) (see 'reader help')"),
        (["say", "text.txt", "--at", "-1"], "reader: --at must be a byte offset (0 or more) (see 'reader help')"),
        (["expand", "text.txt", "--at", "-1"], "reader: --at must be a byte offset (0 or more) (see 'reader help')"),
        (["define", "run", "--senses", "-1"], "reader: --senses must be at least 1 (see 'reader help')"),
        (["capture", "text.txt", "--word", "gave", "--nth", "-1"], "reader: --nth counts from 1 (see 'reader help')"),
        (["finish", "text.txt", "--chapter", "-1"], "reader: --chapter counts from 1 (0: the text before the first heading) (see 'reader help')"),
        (["score", "text.txt", "--top-new", "-1"], "reader: --top-new must be 0 or more (see 'reader help')"),
        (["batch", ".", "--jobs", "-2"], "reader: --jobs must be at least 1 (see 'reader help')"),
        (["stats", "--weeks", "-1"], "reader: --weeks must be between 1 and 104 (see 'reader help')"),
        (["init", "--top", "-5"], "reader: --top must be at least 1 (see 'reader help')"),
        (["review", "--limit", "-1"], "reader: --limit must be 1 or more (see 'reader help')"),
        (["say", "run", "--rate", "-1"], "reader: --rate must be between 80 and 450 words per minute (see 'reader help')"),
        (["serve", "--port", "-1"], "reader: --port must be 1-65535 (see 'reader help')"),
        (["read", "text.txt", "--width", "-1"], "reader: --width must be at least 1 (got -1) (see 'reader help')"),
        (["expand", "text.txt", "--at", "3", "--threshold", "-2"], "reader: --threshold must be between -1 and 1 (see 'reader help')"),
    ])
    func negativeValueIsCheckedNotMissing(arguments: [String], message: String) throws {
        let cli = try ReaderCLI()
        _ = try cli.file("text.txt", "He gave up smoking.\n")
        let result = try cli.run(arguments.map { $0 == "text.txt" ? cli.folder.appendingPathComponent($0).path : $0 })
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: cli.db))
    }

    @Test func negativeThresholdInItsRangeIsAccepted() throws {
        let cli = try ReaderCLI()
        let file = try cli.file("text.txt", "He gave up smoking.\n")
        let result = try cli.run(["expand", file, "--at", "3", "--threshold", "-0.5", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("\"text\":\"gave up\""))
    }
}
