import Foundation
import Testing

/// Issue 28 items 5 and 6: FIFOs, devices and sockets where reader expects a
/// regular file. `collocations train` hung on a FIFO in its folder; a device
/// as the store was read as empty (exit 0) or got a `-journal` file beside it.
@Suite("CLI: FIFOs and devices in folders and as the store (issue 28, items 5 and 6)")
struct NonRegularFilesTests {
    /// A library folder holding one text and the special entry `setup` makes (run inside `lib`).
    private func library(_ setup: String) throws -> ReaderCLI {
        let cli = try ReaderCLI()
        try cli.file("lib/a.txt", "The committee reached a decision about the budget.\n")
        _ = try HostileInputCLITests.shell(cli, "cd lib && \(setup)")
        return cli
    }

    /// Item 5: every command that reads a folder skips what is not a regular
    /// file, with a note naming it, instead of waiting on a FIFO forever.
    @Test("foldersSkipFIFOsAndDevicesWithANote", arguments: [
        ("mkfifo b.txt", "b.txt: it is a FIFO (named pipe), not a regular file"),
        ("ln -s /dev/zero b.txt", "b.txt: it is a character device, not a regular file"),
        ("ln -s missing b.txt", "b.txt: it is a symbolic link to nothing, not a regular file"),
        ("mkdir sub && mkfifo sub/b.txt", "sub/b.txt: it is a FIFO (named pipe), not a regular file"),
    ])
    func foldersSkipFIFOsAndDevicesWithANote(setup: String, note: String) throws {
        let cli = try library(setup)
        let train = try HostileInputCLITests.shell(
            cli, "timeout 60 $R collocations train lib --out m.phrases --min-count 1 2>&1; echo \"exit=$?\"")
        #expect(train.stdout.contains("reader: skipped lib/\(note)\n"))
        #expect(train.stdout.contains("reader: 1 file, 8 words"))
        #expect(train.stdout.hasSuffix("exit=0\n"))
        let batch = try HostileInputCLITests.shell(
            cli, "timeout 60 $R batch --db \"$DB\" --recursive --format csv lib 2>&1 >out.csv; echo \"exit=$?\"; tail -n +2 out.csv | cut -d, -f1")
        #expect(batch.stdout == "reader: skipped lib/\(note)\nexit=0\nlib/a.txt\n")
    }

    /// Item 5: a FIFO as a language data file of `compile-data` is named, not waited on.
    @Test func compileDataRefusesAFIFOAsADataFile() throws {
        let cli = try ReaderCLI()
        let run = try HostileInputCLITests.shell(cli, """
            mkdir -p data/dictionary data/lemma && cp \(ReaderCLI.repository.path)/Corpora/lemma/forms.tsv data/lemma/
            mkfifo data/dictionary/senses.tsv
            timeout 60 $R compile-data data --out out.rdat; echo "exit=$?"
            """)
        #expect(run.stdout == "exit=66\n")
        #expect(run.stderr == "reader: cannot read language data \(cli.folder.path)/data/dictionary/senses.tsv: "
            + "it is a FIFO (named pipe), not a regular file\n")
    }

    /// Item 6: a device, FIFO or socket as the store is refused before SQLite
    /// sees it (exit 73), for reading and writing commands, and nothing is created beside it.
    @Test("storePathMustBeARegularFile", arguments: [
        ("/dev/null", "mark run --known", "a character device"),
        ("/dev/null", "list", "a character device"),
        ("/dev/zero", "list", "a character device"),
        ("/dev/zero", "stats", "a character device"),
        ("/dev/full", "import v.csv --format csv", "a character device"),
        ("fifo", "list", "a FIFO (named pipe)"),
        ("fifo", "mark run --known", "a FIFO (named pipe)"),
        ("link", "capture --word run t.txt", "a FIFO (named pipe)"),
    ])
    func storePathMustBeARegularFile(store: String, command: String, kind: String) throws {
        let cli = try ReaderCLI()
        try cli.file("t.txt", "We run every day.\n")
        try cli.file("v.csv", "term\nrun\n")
        let run = try HostileInputCLITests.shell(cli, """
            mkfifo fifo; ln -s fifo link; before=$(ls -A | sort)
            timeout 60 $R \(command) --db \(store); echo "exit=$?"
            [ "$before" = "$(ls -A | sort)" ] && echo same-files; ls \(store)-journal \(store)-wal 2>/dev/null; true
            """)
        #expect(run.stdout == "exit=73\nsame-files\n")
        #expect(run.stderr == "reader: vocabulary store \(store): it is \(kind), not a regular file; nothing was opened or created\n")
    }
}
