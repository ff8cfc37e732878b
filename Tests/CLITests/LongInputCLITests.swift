import Foundation
import Testing

/// Regression tests for issue 28 item 3: taps (`capture`, `expand`, `define --at`) held the whole text
/// at about 60 times its size, and `open` read endless input until an allocation failed. Memory itself
/// is measured on 50-200 MB inputs by scripts/memory-bounds.sh; these check the behaviour that bounds it.
@Suite("CLI: long and endless input (issue 28)")
struct LongInputCLITests {
    static let sentence = "She looked it up in the dictionary. "
    /// About 2.9 MB: three pieces of 1 MB, so taps land in different pieces.
    static let long = String(repeating: sentence, count: 80_000)

    /// A tap into endless stdin grew without bound: now only the text up to the tap's piece is read.
    @Test(arguments: [
        (["expand", "--at", "4", "--format", "text"], "4\t4\t16\tlooked it up\tlook up\tlexicon\t"),
        (["capture", "--at", "4", "--word-only"], "looked  /lʊkt/  (look)\n"),
        (["define", "--at", "4", "--format", "json"], #"{"term":"looked","#),
    ])
    func tapIntoEndlessStdinReadsOnlyItsPiece(arguments: [String], expected: String) throws {
        let cli = try ReaderCLI()
        let command = arguments.joined(separator: " ")
        let run = try HostileInputCLITests.shell(cli, "yes '\(Self.sentence)' | timeout 60 $R \(command); echo \"exit=$?\"")
        #expect(run.stdout.hasPrefix(expected))
        #expect(run.stdout.hasSuffix("exit=0\n"))
    }

    /// Taps in several pieces, out of order, one past the end: each answered in the taps' order.
    @Test func tapsAcrossPiecesKeepTheirOrder() throws {
        let cli = try ReaderCLI()
        let path = try cli.file("long.txt", Self.long)
        let size = Self.long.utf8.count
        let length = Self.sentence.utf8.count
        let taps = [length * 79_999 + 4, 4, size + 10, length * 40_000 + 4]
        let tapFile = try cli.file("taps.txt", taps.map(String.init).joined(separator: "\n"))
        let run = try cli.run(["expand", path, "--taps", tapFile, "--format", "jsonl"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").map(String.init) == taps.map { at in
            at > size ? #"{"at":\#(at),"error":"offset \#(at) is outside the text (\#(size) bytes)"}"#
                : #"{"at":\#(at),"start":\#(at),"end":\#(at + 12),"text":"looked it up","lemma":"look up","source":"lexicon","score":1}"#
        })
    }

    /// `--word` with `--nth` counts occurrences across pieces.
    @Test func nthWordIsFoundInALaterPiece() throws {
        let cli = try ReaderCLI()
        let run = try cli.run(["capture", "--word", "dictionary", "--nth", "50000"], stdin: Self.long)
        let start = Self.sentence.utf8.count * 49_999 + 24
        #expect(run.status == 0)
        #expect(run.stdout.contains("source:   <stdin> (bytes \(start)-\(start + 10))\n"))
        let missing = try cli.run(["capture", "--word", "dictionary", "--nth", "80001"], stdin: Self.long)
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("80,000") || missing.stderr.contains("80000"))
    }

    /// `finish` held the whole text annotated too: now it annotates a piece at a time, and a name is still
    /// decided over the whole text ("Zyx" starts the text, and is a name because the last piece writes it mid-sentence).
    @Test func finishAnnotatesAPieceAtATimeWithNamesFromTheWholeText() throws {
        let cli = try ReaderCLI()
        let text = "Zyx walked home. " + String(repeating: "The cat sat on the mat. ", count: 120_000) + "Then Zyx slept.\n"
        let expected = "walk\nhome\nthe\ncat\nsit\non\nmat\nthen\nsleep\n9 new words would be marked known\n"
        #expect(try cli.run(["finish", "--dry-run"], stdin: text).stdout == expected)
        #expect(try cli.run(["finish", "--dry-run", try cli.file("long.txt", text)]).stdout == expected)
    }

    /// A text of up to 4 MB keeps its pieces from the first reading (the test above); a longer one is read
    /// again, from the file or from stdin's copy, and its names are still decided over the whole text.
    @Test(arguments: [false, true])
    func finishReadsATextOverFourMegabytesAgain(fromStdin: Bool) throws {
        let cli = try ReaderCLI()
        let text = "Zyx walked home. " + String(repeating: "Extraordinary documentation helps. ", count: 125_000) + "Then Zyx slept.\n"
        #expect(text.utf8.count > 4 << 20)
        let expected = "walk\nhome\nextraordinary\ndocumentation\nhelp\nthen\nsleep\n7 new words would be marked known\n"
        let run = fromStdin ? try cli.run(["finish", "--dry-run"], stdin: text)
            : try cli.run(["finish", "--dry-run", try cli.file("long.txt", text)])
        #expect(run.stdout == expected)
    }

    /// `open` on a FIFO fed by `yes` aborted allocating 51 GB (a large regular file it pages through:
    /// `OpenLargeFileTests`).
    @Test(arguments: [
        ("mkfifo f; ", "f", "reader: f: not a regular file (a pipe or device may never end); open needs a file: save the text first, or use 'reader read'\n"),
        ("", "/dev/zero", "reader: /dev/zero: not a regular file (a pipe or device may never end); open needs a file: save the text first, or use 'reader read'\n"),
        ("", "missing.txt", "reader: missing.txt: no such file\n"),
    ])
    func openRefusesEndlessInput(setup: String, file: String, message: String) throws {
        let run = try HostileInputCLITests.shell(try ReaderCLI(), "\(setup)$R open \(file); echo \"exit=$?\"")
        #expect(run.stderr == message)
        #expect(run.stdout == (file == "missing.txt" ? "exit=66\n" : "exit=65\n"))
    }
}
