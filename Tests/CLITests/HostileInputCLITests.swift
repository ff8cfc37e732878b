import Foundation
import Testing

/// Regression tests for issue 11 (hostile and malformed input), end to end.
@Suite("CLI: hostile input (issue 11)")
struct HostileInputCLITests {
    /// Runs `script` under /bin/sh with $R set to the reader binary and the fixture's store in $DB
    /// (for arguments Foundation cannot pass: non-UTF-8 bytes, redirections).
    static func shell(_ cli: ReaderCLI, _ script: String) throws -> ReaderCLI.Result {
        try cli.run(["-c", "R=\(try #require(ReaderCLI.binary).path); DB=\(cli.db); cd \(cli.folder.path); " + script],
                    executable: URL(fileURLWithPath: "/bin/sh"))
    }

    /// Item 1, end to end: the e-mail was printed twice and marked New.
    @Test func overlappingEmailTokensPrintOnce() throws {
        let cli = try ReaderCLI()
        let run = try cli.run(["read", "--format", "plain", "--no-pager"], stdin: "Write to o'brien@example.com today.\n")
        #expect(run.stdout.hasPrefix("[Write] [to] o'brien@example.com [today].\n"))
    }

    /// Item 7: an argument error quoted an OSC 52 clipboard write raw to stderr.
    @Test func usageErrorsNeverEchoControlCharacters() throws {
        let run = try ReaderCLI().run(["read", "a", "b\u{1B}]52;c;cHduZWQ=\u{07}"])
        #expect(run.status == 64)
        #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\u{07}"))
        #expect(run.stderr.contains("b\u{241B}]52;c;cHduZWQ=\u{2407}"))
    }

    /// Item 4: `--db ''` used the default store.
    @Test func emptyDbPathIsAUsageError() throws {
        let cli = try ReaderCLI()
        let run = try cli.run(["mark", "run", "--known", "--db", ""])
        #expect(run.status == 64)
        #expect(run.stderr == "reader: --db needs a path (got an empty string; is a shell variable unset?)\n")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent(".local").path))
    }

    /// A `READER_NOW` that is no time created the store before it was refused. See: issue 28, item 9.
    @Test(arguments: ["mark run --known", "capture --word run", "init --top 10", "review --script", "undo --yes"])
    func aBadClockIsRefusedBeforeTheStoreIsCreated(command: String) throws {
        let cli = try ReaderCLI()
        let run = try cli.run(command.split(separator: " ").map(String.init), stdin: "I run.\n",
                              environment: ["READER_NOW": "2026-02-29T09:00:00Z"])
        #expect(run.status == 64)
        #expect(run.stderr == "reader: READER_NOW='2026-02-29T09:00:00Z' is not an ISO 8601 time (e.g. 2026-11-24T09:00:00Z)\n")
        #expect(!FileManager.default.fileExists(atPath: cli.db))
    }

    /// Item 2: `--min-count 4294967296` trapped while writing the model.
    @Test func trainMinCountBeyondTheFileFormatIsAUsageError() throws {
        let cli = try ReaderCLI()
        let text = try cli.file("t.txt", "Some text here.")
        let run = try cli.run(["collocations", "train", text, "--out", cli.folder.appendingPathComponent("m").path,
                               "--min-count", "4294967296"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("reader: --min-count must be between 1 and 4294967295"))
    }

    /// Item 5: `--out` replaced a FIFO, a device or a symlink with a regular file.
    @Test(arguments: ["mkfifo target", "ln -s /dev/null target", "ln -s real target; : > real"])
    func trainNeverReplacesASpecialFile(setup: String) throws {
        let cli = try ReaderCLI()
        _ = try cli.file("t.txt", "Group one must pay attention.\n")
        let run = try Self.shell(cli, "\(setup); $R collocations train t.txt --out target --min-count 1; echo \"exit=$?\"; "
                                  + "test -f target -a ! -L target && echo replaced || echo kept")
        #expect(run.stdout.hasSuffix("exit=73\nkept\n"))
        #expect(run.stderr.contains("target: exists and is not a regular file; not replaced by the model"))
    }

    /// Item 9: counts over 7 digits were cut (4294967295 shown as 4294967).
    @Test func collocationsTopKeepsLongCounts() throws {
        let cli = try ReaderCLI()
        var bytes = Array("RDPHRASE".utf8)
        func put32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        put32(1); put32(5)
        withUnsafeBytes(of: UInt64(5_000_000_000).littleEndian) { bytes += $0 }
        put32(2); put32(1); put32(9)          // strings, phrases, string bytes
        put32(4); put32(9)                     // "make", "sense"
        bytes += Array("makesense".utf8) + [0, 0, 0]
        [0, 1, UInt32.max, UInt32.max, UInt32.max, UInt32.max, UInt32.max, 1 << 8 | 2].forEach(put32)
        let model = cli.folder.appendingPathComponent("big.phrases")
        try Data(bytes).write(to: model)
        let run = try cli.run(["collocations", "top", "--model", model.path])
        #expect(run.status == 0)
        #expect(run.stdout.contains(" 4294967295 make sense\n"))
    }

    /// Item 9: a folder as --model or on stdin gave "NSCocoaErrorDomain error 256".
    @Test func directoriesAsInputAreNamed() throws {
        let cli = try ReaderCLI()
        let model = try cli.run(["collocations", "top", "--model", cli.folder.path])
        #expect(model.status == 66)
        #expect(model.stderr == "reader: cannot read language data \(cli.folder.path): it is a directory, not a file\n")
        let stdin = try Self.shell(cli, "$R read --db \"$DB\" --format plain < .")
        #expect(stdin.stderr == "reader: <stdin>: is a directory, not a text file\n")
    }

    /// Item 9: a file name that is not UTF-8 was "no such file" for read and score, and skipped by batch.
    @Test func nonUTF8FileNamesAreRead() throws {
        let cli = try ReaderCLI()
        let name = "lib/$(printf 'caf\\351.txt')"
        let run = try Self.shell(cli, "mkdir lib; printf 'Hello there.\\n' > \"\(name)\"; "
                                  + "$R read --db \"$DB\" --format plain \"\(name)\" && "
                                  + "$R score --db \"$DB\" --format csv \"\(name)\" | tail -n 1 | cut -d, -f2 && "
                                  + "$R batch --db \"$DB\" --format csv lib | tail -n +2 | cut -d, -f2")
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("[Hello] [there].\n"))
        #expect(run.stdout.hasSuffix("\n2\n2\n"))
    }

    /// Item 8: a bad CSV row stopped the import part-way with SQLite's CHECK message and no line number.
    @Test func importBadRecordLeavesStoreUnchanged() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["mark", "house", "--known"])
        let csv = try cli.file("v.csv", "term,sentence,start,end,sentence_start\nrun,She ran.,4,7,0\nwalk,He walked.,3,9,5\n")
        let run = try cli.run(["import", csv, "--format", "csv"])
        #expect(run.status == 65)
        #expect(run.stderr == "reader: csv import, line 3: sentence_start 5 is after start 3\n")
        #expect(try cli.listed() == ["house": "known"])
    }

    /// Item 8, found by the importer fuzzer: a NUL (`\u0000`) in a JSON backup
    /// reached SQLite, which keeps text only up to it. A lemma of only NUL
    /// failed its CHECK (exit 74), "run\u0000zz" was stored as the term "run",
    /// and a sentence was cut short. Now the record is named, nothing written.
    @Test(arguments: [
        (#""lemma":"\u0000""#, #""sentence":"She ran.""#, "terms[0]: lemma"),
        (#""lemma":"run\u0000zz""#, #""sentence":"She ran.""#, "terms[0]: lemma"),
        (#""lemma":"run""#, #""sentence":"She ran\u0000 home.""#, "terms[0].captures[0]: sentence"),
    ])
    func backupTextWithNULIsRejected(lemma: String, sentence: String, field: String) throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["mark", "house", "--known"])
        let json = #"{"format":"reader-vocabulary","version":1,"settings":{},"forms":[],"terms":[{"term":"ran","#
            + lemma + #","status":"known","created":"2025-06-15T15:06:40.000Z","updated":"2025-06-15T15:06:40.000Z","#
            + #""history":[],"captures":[{"surface":"ran","#
            + sentence + #","captured":"2025-06-15T15:06:40.000Z"}]}]}"#
        let run = try cli.run(["import", try cli.file("v.json", json), "--format", "json"])
        #expect(run.status == 65)
        #expect(run.stderr == "reader: json import: \(field) holds a NUL character (U+0000), which the store cannot keep\n")
        #expect(try cli.listed() == ["house": "known"])
    }

    /// Found by the importer fuzzer: a term whose quote was followed by a
    /// combining mark ("ranrms\"\u{364}...") was exported unquoted, so the export
    /// did not import again ("text after a closing quote").
    @Test func csvExportOfQuoteBeforeCombiningMarkImportsAgain() throws {
        let now = ["READER_NOW": "2026-11-24T09:00:00Z"]
        let cli = try ReaderCLI()
        let csv = try cli.file("in.csv", "term,sentence\nran\"\u{364}x,\"She ran\"\"\u{364}, then,\u{301} stopped.\"\n")
        #expect(try cli.run(["import", csv, "--format", "csv"], environment: now).status == 0)
        let export = try cli.run(["export", "--format", "csv"])
        #expect(export.stdout.contains("\"ran\"\"\u{364}x\""))
        let again = try ReaderCLI()
        let run = try again.run(["import", try again.file("out.csv", export.stdout), "--format", "csv"], environment: now)
        #expect(run.status == 0)
        #expect(try again.listed() == cli.listed())
        #expect(try again.run(["export", "--format", "csv"]).stdout == export.stdout)
    }

    /// Item 7: captured sentences with ESC/BEL were exported raw in CSV.
    @Test func csvExportHasNoRawControlCharacters() throws {
        let cli = try ReaderCLI()
        let capture = try cli.run(["capture", "--word", "decision", "--word-only"], stdin: "A \u{1B}[31m decision \u{07} now.\n")
        #expect(capture.status == 0)
        let export = try cli.run(["export", "--format", "csv"])
        #expect(export.status == 0)
        #expect(!export.stdout.contains("\u{1B}") && !export.stdout.contains("\u{07}"))
        #expect(export.stdout.contains("A \u{241B}[31m decision \u{2407} now."))
    }
}
