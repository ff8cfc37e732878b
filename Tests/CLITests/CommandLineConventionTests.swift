import Foundation
import Testing

/// Version, help, errors, store paths, hints, HTML page, plurals and the score
/// bar: the command-line conventions of issue 10, end to end with a temporary
/// XDG_CONFIG_HOME and store.
@Suite("CLI: command-line conventions")
struct CommandLineConventionTests {
    static func run(_ cli: ReaderCLI, _ arguments: [String], stdin: String = "",
                    environment: [String: String] = [:]) throws -> ReaderCLI.Result {
        var variables = ["XDG_CONFIG_HOME": cli.folder.appendingPathComponent("config").path]
        variables.merge(environment) { $1 }
        return try cli.run(arguments, stdin: stdin, environment: variables)
    }

    /// Runs `reader` under `script`, so stdin, stdout and stderr are a terminal
    /// (script merges stdout and stderr into its own output; "\r" is dropped).
    /// `stopAfter` ends a command that waits for the terminal's input.
    static func runOnTerminal(_ cli: ReaderCLI, _ arguments: [String], stopAfter seconds: Int? = nil,
                              environment: [String: String] = [:]) throws -> String {
        let quoted = ([try #require(ReaderCLI.binary).path] + arguments + ["--db", cli.db])
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        // KILL: the test runner's blocked signals are inherited, so a TERM would never arrive.
        let limit = seconds.map { "timeout --foreground -s KILL \($0) " } ?? ""
        process.arguments = ["-q", "-e", "-E", "never", "-c", "stty rows 5 cols 80; " + limit + quoted, "/dev/null"]
        var variables = ProcessInfo.processInfo.environment
        variables["HOME"] = cli.folder.path
        variables["XDG_CONFIG_HOME"] = cli.folder.appendingPathComponent("config").path
        variables["TERM"] = "dumb"
        variables["READER_DB"] = nil
        variables.merge(environment) { $1 }
        process.environment = variables
        // stdin stays open (and empty) until the command ends: script ends the session at its EOF.
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
    }

    static let hint = "reader: your vocabulary is empty, so every word counts as New; "
        + "'reader init --level B1' marks the words a B1 learner knows as Known (use your own level, A1-C2)\n"
        + "reader: cards can show each meaning in your own language too: 'reader config set native es' (fr, zh, ...)\n"

    @Test func versionFlagAndCommandAgree() throws {
        let cli = try ReaderCLI()
        let flag = try Self.run(cli, ["--version"])
        #expect(flag.status == 0)
        #expect(flag.stdout.range(of: #"^reader \d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
        #expect(try Self.run(cli, ["version"]).stdout == flag.stdout)
    }

    @Test("an unknown subcommand is exit 64 with the nearest command", arguments: [
        (["raed"], "reader: 'raed' is not a reader command; did you mean 'read'? (see 'reader help')"),
        (["scroe", "x.txt"], "reader: 'scroe' is not a reader command; did you mean 'score'? (see 'reader help')"),
        (["config", "lst"], "reader: 'lst' is not a reader config command; did you mean 'list'? (see 'reader config help')"),
        (["collocations", "tarin"],
         "reader: 'tarin' is not a reader collocations command; did you mean 'train'? (see 'reader collocations help')"),
        (["xyzzy"], "reader: 'xyzzy' is not a reader command (see 'reader help')"),
    ])
    func unknownSubcommand(_ arguments: [String], _ message: String) throws {
        let result = try Self.run(try ReaderCLI(), arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
    }

    @Test("a bad --level lists the valid levels; help shows levels as typed")
    func levelHelpAndError() throws {
        let cli = try ReaderCLI()
        let result = try Self.run(cli, ["score", "--level", "Z9"])
        #expect(result.status == 64)
        #expect(result.stderr == "reader: The value 'Z9' is invalid for '--level <level>'. Please provide one of the following: "
            + "A1, A2, B1, B2, C1, C2 (see 'reader help')\n")
        let help = try Self.run(cli, ["score", "--help"]).stdout
        #expect(help.contains("else B1)"))
        #expect(!help.contains("default: 3"))
        for command in ["tokens", "lemma", "init", "mark", "capture", "import", "export", "list", "stats", "read", "expand",
                        "score", "batch", "config"] {
            #expect(try Self.run(cli, [command, "--help"]).stdout.contains("Examples:\n  "), "\(command)")
        }
    }

    @Test("--db '' is a usage error, never the default store")
    func emptyDB() throws {
        let cli = try ReaderCLI()
        let result = try Self.run(cli, ["mark", "cat", "--known", "--db", ""])
        #expect(result.status == 64)
        #expect(result.stderr == "reader: --db needs a path (got an empty string; is a shell variable unset?)\n")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent(".local").path))
    }

    @Test("--db in a missing folder: exit 73, nothing created", arguments: [["mark", "cat", "--known"], ["read"], ["list"]])
    func missingFolder(_ arguments: [String]) throws {
        let cli = try ReaderCLI()
        let store = cli.folder.appendingPathComponent("typo/vocabulary.sqlite").path
        let result = try Self.run(cli, arguments + ["--db", store], stdin: "Hello.")
        #expect(result.status == 73)
        #expect(result.stderr == "reader: cannot create vocabulary store \(store): folder \(cli.folder.path)/typo does not exist "
            + "(create it first; reader creates folders only for its default store)\n")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("typo").path))
    }

    @Test func defaultStoreFoldersAreCreated() throws {
        let cli = try ReaderCLI()
        #expect(try cli.run(["mark", "cat", "--known"], unsetting: ["READER_DB"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent(".local/share/reader/vocabulary.sqlite").path))
    }

    @Test func listOnAMissingStoreSaysSo() throws {
        let cli = try ReaderCLI()
        let result = try Self.run(cli, ["list"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "reader: no vocabulary store at \(cli.db) yet; 'reader init --level B1' creates one\n")
        #expect(!FileManager.default.fileExists(atPath: cli.db))
    }

    @Test("first run: one hint on a terminal for read, score and batch; none when piped or once the store has terms")
    func firstRunHint() throws {
        let cli = try ReaderCLI()
        let text = try cli.file("a.txt", "The cat sat.\n")
        _ = try cli.file("b.txt", "The dog ran.\n")
        for arguments in [["read", "--no-pager", text], ["score", text], ["batch", cli.folder.path]] {
            let shown = try Self.runOnTerminal(cli, arguments)
            #expect(shown.components(separatedBy: Self.hint).count == 2, "\(arguments[0]): \(shown)")
            #expect(try Self.run(cli, arguments).stderr == "")
        }
        _ = try Self.run(cli, ["mark", "cat", "--known"])
        #expect(!(try Self.runOnTerminal(cli, ["score", text])).contains("vocabulary is empty"))
    }

    @Test("read with no file at a terminal says it is reading stdin")
    func stdinNotice() throws {
        let cli = try ReaderCLI()
        _ = try Self.run(cli, ["mark", "cat", "--known"])
        let shown = try Self.runOnTerminal(cli, ["read", "--no-pager"], stopAfter: 5)
        #expect(shown == "reader: reading from stdin (Ctrl-D to end)\n")
        #expect(try Self.run(cli, ["read"], stdin: "The cat.\n").stderr == "")
    }

    @Test("list pages through the pager on a terminal when longer than the screen")
    func listPages() throws {
        let cli = try ReaderCLI()
        _ = try Self.run(cli, ["mark", "cat", "dog", "house", "tree", "river", "--known"])
        let paged = try Self.runOnTerminal(cli, ["list"], environment: ["READER_PAGER": "sed 's/^/paged: /'"])
        #expect(paged.hasPrefix("paged: TERM   LEMMA  STATUS  KIND  CAPTURES\npaged: cat    cat    known   word  0\n"))
        let direct = try Self.runOnTerminal(cli, ["list", "--no-pager"], environment: ["READER_PAGER": "sed 's/^/paged: /'"])
        #expect(direct.hasPrefix("TERM   LEMMA  STATUS  KIND  CAPTURES\n"))
    }

    @Test("HTML: the file's name as title; the browser's colour scheme unless a theme is given")
    func htmlPage() throws {
        let cli = try ReaderCLI()
        let file = try cli.file("chapter <1>.txt", "Hello.\n")
        let page = try Self.run(cli, ["read", "--format", "html", file]).stdout
        #expect(page.contains("<title>chapter &lt;1&gt;.txt</title>"))
        #expect(page.contains("<body class=\"\">"))
        #expect(page.contains("@media (prefers-color-scheme:dark){\nbody:not(.light){background:#121212;color:#E6E6E6}\n"
            + "body:not(.light) .new{background:#1565C0;color:#FFFFFF}"))
        let fromStdin = try Self.run(cli, ["read", "--format", "html", "--theme", "light"], stdin: "Hello.").stdout
        #expect(fromStdin.contains("<title>Text from standard input</title>"))
        #expect(fromStdin.contains("<body class=\"light\">"))
    }

    @Test("plurals follow the count; the Anki export counts only Learning terms it left out")
    func pluralsAndAnkiCount() throws {
        let cli = try ReaderCLI()
        let words = try cli.file("words.txt", "cat\n")
        #expect(try Self.run(cli, ["import", words, "--format", "words"]).stdout
            == "imported 1 term: 1 added, 0 changed, 0 unchanged, 0 forms, 0 captures\n")
        #expect(try Self.run(cli, ["init", "--top", "1"]).stdout.hasPrefix("marked 1 lemma Known (top 1 lemma)"))
        _ = try Self.run(cli, ["mark", "dog", "--learning"])
        #expect(try Self.run(cli, ["export", "--format", "anki"]).stderr
            == "reader: 1 learning term without a captured sentence was left out\n")
        _ = try Self.run(cli, ["mark", "horse", "--learning"])
        #expect(try Self.run(cli, ["export", "--format", "anki"]).stderr
            == "reader: 2 learning terms without a captured sentence were left out\n")
    }

    @Test("score table: the bar spans 80-100% with ticks at 95% and 98%", arguments: [
        ("the cat sat on mat and dog run", "▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆│▆▆▆│▆▆ 100.0%"),
        ("the cat sat on mat and dog", "▆▆▆▆▆▆▆▆▆▆▁▁▁▁▁│▁▁▁│▁▁  90.0%"),
    ])
    func coverageBar(_ known: String, _ bar: String) throws {
        let cli = try ReaderCLI()
        _ = try Self.run(cli, ["mark"] + known.split(separator: " ").map(String.init) + ["--known"])
        let result = try Self.run(cli, ["score", "--color", "never"], stdin: "The cat sat on the mat and the dog ran.")
        let row = try #require(result.stdout.split(separator: "\n").dropFirst().first)
        #expect(row.contains(" \(bar) "), "\(row)")
    }
}
