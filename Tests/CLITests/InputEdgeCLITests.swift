import Foundation
import Testing

/// Regression tests for how every command reads its text: a byte-order mark
/// (issue 25, item 6) and a closed stdin (issue 28, item 10).
@Suite("CLI: input edges (issues 25 and 28)")
struct InputEdgeCLITests {
    static let byteOrderMark = "\u{FEFF}"

    /// Issue 25 item 6: the mark was part of the first word's sentence in captures, the Anki cloze and the HTML page.
    @Test func byteOrderMarkLeaksIntoCapturesAnkiAndHTML() throws {
        let cli = try ReaderCLI()
        let path = try cli.file("story.txt", Self.byteOrderMark + "Quixotic plans fail.\n")
        // The word starts at byte 3: offsets count the mark, as README says (offsets into the input).
        let capture = try cli.run(["capture", path, "--at", "3"])
        #expect(capture.status == 0)
        #expect(capture.stdout.contains("sentence: {Quixotic} plans fail.\nsource:   \(path) (bytes 3-11)\n"))
        let anki = try cli.run(["export", "--format", "anki"]).stdout
        #expect(anki.contains("\n{{c1::Quixotic}} plans fail.\t"))
        let html = try cli.run(["read", path, "--format", "html"]).stdout
        #expect(html.contains("<title>story.txt</title>"))
        let json = try cli.run(["read", path, "--format", "json"]).stdout
        #expect(json.hasPrefix(#"{"spans":[{"start":3,"end":11,"text":"Quixotic","#))
        for output in [capture.stdout, anki, html, json] { #expect(!output.contains(Self.byteOrderMark)) }
    }

    /// Issue 25 item 6, every reader of text: tokens, score, expand and define skip the mark and keep its bytes in offsets.
    @Test(arguments: [
        (["tokens", "--format", "tsv"], "Cats\tcat\tword\t3\t7\t0\tNOUN\n"),
        (["expand", "--at", "3", "--format", "text"], "3\t3\t13\tCats sleep\tcat sleep\tlexicon\t"),
        (["define", "--at", "8", "--format", "json"], #"{"term":"sleep","#),
    ])
    func byteOrderMarkIsSkippedByEveryReader(arguments: [String], expected: String) throws {
        let cli = try ReaderCLI()
        let run = try cli.run(arguments, stdin: Self.byteOrderMark + "Cats sleep all day.\n")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix(expected))
        #expect(!run.stdout.contains(Self.byteOrderMark))
    }

    /// Issue 25 item 6: a pipe may deliver the mark in two reads; a lone mark is an empty text.
    @Test func byteOrderMarkSplitAcrossReadsIsStillSkipped() throws {
        let cli = try ReaderCLI()
        let split = try HostileInputCLITests.shell(cli, #"{ printf '\357'; sleep 0.2; printf '\273\277Cats sleep.'; } | $R tokens --format tsv | head -1"#)
        #expect(split.stdout == "Cats\tcat\tword\t3\t7\t0\tNOUN\n")
        let alone = try HostileInputCLITests.shell(cli, #"printf '\357\273\277' | $R tokens; echo "exit=$?""#)
        #expect(alone.stdout == "exit=0\n")
        // Two marks: only the first is the input's; the second is text.
        let twice = try HostileInputCLITests.shell(cli, #"printf '\357\273\277\357\273\277a' | $R tokens --format tsv | cut -f4,5"#)
        #expect(twice.stdout.hasPrefix("3\t"))
    }

    /// Issue 28 item 10: closed stdin gave "(NSCocoaErrorDomain error 256.)" from some commands and empty input in others.
    @Test(arguments: [
        "tokens", "read --format plain --no-pager", "score", "capture --word cat", "import - --format csv", "define --at 0",
        "expand --at 0", "finish --dry-run", "batch --stdin-jsonl", "review --script",
    ])
    func closedStdinIsOneClearErrorInEveryCommand(command: String) throws {
        let run = try HostileInputCLITests.shell(try ReaderCLI(), "$R \(command) <&-; echo \"exit=$?\"")
        #expect(run.stdout == "exit=66\n")
        #expect(run.stderr == "reader: <stdin>: standard input is closed: name a file, or give the text on stdin\n")
    }
}
