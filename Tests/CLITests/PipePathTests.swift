import Foundation
import Testing

/// Issue 46, items 6 and 14: a file named as a pipe (`<(...)`, `/dev/stdin`, `/proc/self/fd/N`) was
/// opened twice, once to learn its format from its first 512 bytes and again to read it, so those
/// bytes were lost (`tokens` and `score` counted too few words, `import` skipped words, `merge` said
/// "not valid JSON"); a FIFO given to `merge` or `import --format json` blocked for ever.
@Suite("CLI: files named as pipes are opened once (issue 46, items 6 and 14)")
struct PipePathTests {
    /// 985 bytes: two words only in the first 512 (those that were lost), 40 sentences of the cat, then
    /// "A dog ran." (dog at byte 976, ran at 980).
    static let text = "Zebras graze. " + String(repeating: "The cat sat on the mat. ", count: 40) + "A dog ran.\n"

    /// The three ways of naming a pipe, each fed `FILE` by `cat` (run by bash, in the scratch folder).
    enum Way: String, CaseIterable, Sendable {
        case processSubstitution = "<(cat FILE)"
        case devStdin = "/dev/stdin"
        case procFD = "/proc/self/fd/3"

        /// `template` with PATH naming the pipe, as a shell command.
        func command(_ template: String) -> String {
            let run = "$R " + template.replacingOccurrences(of: "PATH", with: rawValue)
            switch self {
            case .processSubstitution: return run
            case .devStdin: return "cat FILE | " + run
            case .procFD: return run + " 3< <(cat FILE)"
            }
        }
    }

    static func bash(_ cli: ReaderCLI, _ script: String) throws -> ReaderCLI.Result {
        try cli.run(["-c", "R=\(try #require(ReaderCLI.binary).path); cd \(cli.folder.path); " + script],
                    environment: ["READER_NOW": "2026-11-24T09:00:00Z"], executable: URL(fileURLWithPath: "/bin/bash"))
    }

    /// Every text command reads the whole text from a pipe: the same figures as from the file.
    @Test(arguments: [
        ("tokens PATH", #"{"text":"\n","lemma":null,"kind":"space","start":984,"end":985,"sentence":41,"pos":null}"#),
        ("score PATH --format json", #""words":245,"sentences":42,"unique_lemmas":10,"#),
        ("read PATH --format plain --no-pager", "245 words · 0.0% known · 10 new (245 times) · 0 learning"),
        ("batch PATH --format csv", ",245,42,10,0.0000,"),
        ("finish PATH --dry-run", "zebra\ngraze\nthe\ncat\nsit\non\nmat\na\ndog\nrun\n10 new words would be marked known\n"),
        ("define PATH --at 980", "ran /ræn/ (run) · Essential (rank 217)"),
        ("capture PATH --at 976", "sentence: A {dog} ran.\n"),
    ], Way.allCases)
    func textCommandsReadThePipeWhole(row: (command: String, expected: String), way: Way) throws {
        let (command, expected) = row
        let cli = try ReaderCLI()
        try cli.file("t.txt", Self.text)
        let run = try Self.bash(cli, way.command(command).replacingOccurrences(of: "FILE", with: "t.txt"))
        #expect(run.status == 0, "\(way): \(run.stderr)")
        #expect(run.stdout.contains(expected), "\(way): \(run.stdout.suffix(300))")
    }

    /// 300 made-up words (1,800 bytes) imported and exported by the file, then each form read from a pipe.
    private func vocabulary() throws -> ReaderCLI {
        let cli = try ReaderCLI()
        let letters = Array("abcdefghij")
        let words = (0..<300).map { "zq" + String([letters[$0 / 100], letters[$0 / 10 % 10], letters[$0 % 10]]) }
        try cli.file("words.txt", words.joined(separator: "\n") + "\n")
        let made = try Self.bash(cli, "$R import words.txt --format words --db made.sqlite >/dev/null && "
            + "$R export --format csv --db made.sqlite > made.csv && $R export --format json --db made.sqlite > made.json")
        #expect(made.status == 0, "\(made.stderr)")
        return cli
    }

    @Test(arguments: [
        ("import PATH --format words --db new.sqlite", "words.txt", "imported 300 terms: 300 added, 0 changed, 0 unchanged"),
        ("import PATH --format csv --db new.sqlite", "made.csv", "imported 300 terms: 300 added, 0 changed, 0 unchanged"),
        ("import PATH --format json --db new.sqlite", "made.json", "imported 300 terms: 300 added, 0 changed, 0 unchanged"),
        ("merge PATH --db new.sqlite", "made.json", ": 300 terms (300 added, 0 changed, 0 unchanged)"),
        ("merge PATH --db new.sqlite", "made.sqlite", ": 300 terms (300 added, 0 changed, 0 unchanged)"),
    ], Way.allCases)
    func importsAndMergesReadThePipeWhole(row: (command: String, file: String, expected: String), way: Way) throws {
        let (command, file, expected) = row
        let cli = try vocabulary()
        let run = try Self.bash(cli, way.command(command).replacingOccurrences(of: "FILE", with: file)
            + " && $R list --db new.sqlite --format jsonl | grep -c '\"lemma\":\"zq'")
        #expect(run.status == 0, "\(way): \(run.stderr)")
        #expect(run.stdout.contains(expected), "\(way): \(run.stdout)")
        #expect(run.stdout.hasSuffix("\n300\n"), "\(way): every word stored whole")
    }

    /// An Anki package and an EPUB are zips, read by seeking: a pipe's bytes are copied to a temporary file.
    @Test(arguments: [
        ("import PATH --format apkg", "Tests/Fixtures/Anki/deck.apkg", "imported 9 Anki notes: 9 terms, 9 added"),
        ("score PATH --format csv", "Tests/Fixtures/documents/two-openings.epub", ",359,16,"),
    ], Way.allCases)
    func zipsFromAPipeAreCopiedFirst(row: (command: String, file: String, expected: String), way: Way) throws {
        let (command, file, expected) = row
        let cli = try ReaderCLI()
        let path = ReaderCLI.repository.appendingPathComponent(file).path
        let run = try Self.bash(cli, way.command(command).replacingOccurrences(of: "FILE", with: "'\(path)'"))
        #expect(run.status == 0, "\(way): \(run.stderr)")
        #expect(run.stdout.contains(expected), "\(way): \(run.stdout)")
    }

    /// Item 14: a FIFO is read as the stream it is, once, while its writer writes.
    @Test(arguments: ["merge fifo --db new.sqlite", "import fifo --format json --db new.sqlite"])
    func aFIFOIsReadOnceAsItIsWritten(command: String) throws {
        let cli = try vocabulary()
        let run = try Self.bash(cli, "mkfifo fifo && { cat made.json > fifo & } && timeout 60 $R \(command); echo \"exit=$?\"")
        #expect(run.stdout.contains("300 terms (300 added") || run.stdout.contains("imported 300 terms: 300 added"), "\(run.stderr)")
        #expect(run.stdout.hasSuffix("exit=0\n"), "\(run.stderr)")
    }

    /// Item 18: a folder to merge was exit 1 with Foundation's text.
    @Test func aFolderToMergeIsNamed() throws {
        let cli = try ReaderCLI()
        let folder = cli.folder.appendingPathComponent("sub").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let run = try cli.run(["merge", folder])
        #expect(run.status == 66)
        #expect(run.stderr == "reader: \(folder): is a directory, not a text file\n")
        #expect(!FileManager.default.fileExists(atPath: cli.db))
    }
}
