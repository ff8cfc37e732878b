import Foundation
import Testing

/// Issue 46, items 3 and 16: `say --out` renamed its WAV over whatever was at the path (a FIFO, a
/// symlink, and as root the device node `/dev/full`); `say --sentence` of a 150 KB "sentence" took
/// 1.1 GB and one of 600 KB aborted.
@Suite("CLI: say --out writes only a new or regular file; speech is capped (issue 46, items 3 and 16)")
struct SpeechOutputTests {
    /// Every writer of a named file goes through `OutputFile`: what is at the path stays as it was.
    @Test(arguments: [
        ("mkfifo target", "test -p target"),
        ("ln -s real target && : > real", "test -L target && test ! -s real"),
        ("ln -s /dev/null target", "test -L target"),
        ("mkdir target", "test -d target"),
    ], [
        "say hello --out target",
        "collocations train t.txt --out target --min-count 1",
    ])
    func aSpecialFileAtTheOutputIsNeverReplaced(target: (setup: String, unchanged: String), command: String) throws {
        let cli = try ReaderCLI()
        try cli.file("t.txt", "Group one must pay attention. Group one must pay attention.\n")
        let run = try HostileInputCLITests.shell(cli, "\(target.setup) && timeout 60 $R \(command); echo \"exit=$?\"; "
                                                 + "\(target.unchanged) && echo unchanged")
        #expect(run.stdout == "exit=73\nunchanged\n", "\(target.setup): \(run.stderr)")
        #expect(run.stderr.hasPrefix("reader: target: exists and is not a regular file; not replaced by the "), "\(run.stderr)")
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// As root, `/dev/full` was replaced by a WAV; as anyone, a device is refused before anything is written.
    @Test func aDeviceIsNeverReplaced() throws {
        let cli = try ReaderCLI()
        let run = try cli.run(["say", "hello", "--out", "/dev/full"])
        #expect(run.status == 73)
        #expect(run.stderr == "reader: /dev/full: exists and is not a regular file; not replaced by the speech\n")
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    /// A regular file is replaced whole and keeps its permissions; no temporary file is left beside it.
    @Test func aRegularFileIsReplacedKeepingItsMode() throws {
        let cli = try ReaderCLI()
        let out = try cli.file("old.wav", "not a wav")
        #expect(chmod(out, 0o600) == 0)
        let run = try cli.run(["say", "hello", "--out", out])
        #expect(run.status == 0 && run.stderr.isEmpty)
        var info = stat()
        #expect(stat(out, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)).prefix(4) == Data("RIFF".utf8))
        let left = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).filter { $0.hasPrefix(".reader-out-") }
        #expect(left.isEmpty)
    }

    @Test(arguments: [
        ("/nonexistent/x.wav", "reader: /nonexistent/x.wav: cannot create: No such file or directory\n"),
        ("t.txt/x.wav", "reader: t.txt/x.wav: cannot create: Not a directory\n"),
    ])
    func anOutputThatCannotBeCreatedIsExit73(path: String, message: String) throws {
        let cli = try ReaderCLI()
        try cli.file("t.txt", "x\n")
        let run = try cli.run(["say", "hello", "--out", path], in: cli.folder)
        #expect(run.status == 73)
        #expect(run.stderr == message)
    }

    /// Item 16: at most `SpokenText.limit` (4,000) characters are spoken, cut at a space, with one line
    /// on stderr; the speech goes on with them.
    @Test(arguments: [(150_000, "150,000"), (600_000, "600,000")])
    func aLongSentenceIsCutToTheLimit(characters: Int, shown: String) throws {
        let cli = try ReaderCLI()
        // "alpha " repeated: the last space among the first 4,000 characters is at index 3,995.
        let sentence = String(String(repeating: "alpha ", count: characters / 6 + 1).prefix(characters - 1)) + "."
        let text = try cli.file("long.txt", sentence + "\n")
        let out = cli.folder.appendingPathComponent("s.wav").path
        let run = try cli.run(["say", text, "--at", "0", "--sentence", "--out", out])
        #expect(run.status == 0)
        #expect(run.stderr == "reader: the text is \(shown) "
                + "characters long; saying its first 3,995 (at most 4,000 at a time)\n")
        // 666 words at 175 a minute: under four minutes.
        let seconds = try soxStat(out).seconds
        #expect(seconds > 60 && seconds < 240)
    }

    @Test func wordsOnTheCommandLineAreCutTheSameWay() throws {
        let cli = try ReaderCLI()
        let out = cli.folder.appendingPathComponent("w.wav").path
        let run = try cli.run(["say", String(repeating: "alpha ", count: 1_000), "--out", out])
        #expect(run.status == 0)
        #expect(run.stderr == "reader: the text is 6,000 characters long; saying its first 3,995 (at most 4,000 at a time)\n")
    }
}
