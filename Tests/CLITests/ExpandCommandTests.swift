import Foundation
import Testing

/// `reader expand` end to end: the built binary next to the test bundle, run
/// with Foundation's Process on files in a temporary folder.
struct ExpandCommandTests {
    let cli: ReaderCLI

    init() throws {
        cli = try ReaderCLI()
    }

    static let sentence = "We need to make a decision. Look it up, please."

    @Test func tapInsideALightVerbConstruction() throws {
        let path = try cli.textFile(ExpandCommandTests.sentence)
        let run = try cli.run(["expand", path, "--at", "20"])
        #expect(run.status == 0)
        #expect(run.stdout == #"{"at":20,"start":11,"end":26,"text":"make a decision","lemma":"make a decision","source":"lexicon","score":1}"# + "\n")
        #expect(run.stderr.isEmpty)
    }

    /// Issue 26: an auxiliary and a participle are never a light-verb construction, which needs its noun.
    @Test("auxiliary + participle is no light verb", arguments: [
        ("She has looked everywhere.", 8, "8\t8\t14\tlooked\tlook\tword\t0\n"),
        ("We have tried it.", 8, "8\t8\t13\ttried\ttry\tword\t0\n"),
        ("They have talked a lot.", 10, "10\t10\t16\ttalked\ttalk\tword\t0\n"),
        ("He has rested.", 7, "7\t7\t13\trested\trest\tword\t0\n"),
        ("I had a look at it.", 8, "8\t2\t12\thad a look\thave a look\tlexicon\t1\n"),
    ])
    func auxiliaryAndParticipleIsNoLightVerb(text: String, at offset: Int, expected: String) throws {
        let run = try cli.run(["expand", "-", "--at", "\(offset)", "--format", "text"], stdin: text)
        #expect(run.stdout == expected)
    }

    @Test func savedPhrasesFromTheStoreComeFirst() throws {
        let mark = try cli.run(["mark", "blue car", "--learning"])
        #expect(mark.status == 0)
        let path = try cli.textFile("The blue cars stopped.")
        let saved = try cli.run(["expand", path, "--at", "10", "--format", "text"])
        #expect(saved.stdout == "10\t4\t13\tblue cars\tblue car\tsaved\t1\n")
        let without = try ReaderCLI().run(["expand", path, "--at", "10", "--format", "text"])
        #expect(without.stdout == "10\t9\t13\tcars\tcar\tword\t0\n")
    }

    @Test func stdinAndTextFormat() throws {
        let run = try cli.run(["expand", "-", "--at", "29", "--format", "text"], stdin: ExpandCommandTests.sentence)
        #expect(run.status == 0)
        #expect(run.stdout == "29\t28\t38\tLook it up\tlook up\tlexicon\t1\n")
    }

    @Test func tapsFileGivesOneRecordPerLineInOrder() throws {
        let path = try cli.textFile(ExpandCommandTests.sentence)
        let taps = try cli.textFile("3\n\n99\n2\nabc\n42\n")
        let run = try cli.run(["expand", path, "--taps", taps, "--format", "jsonl"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n") == [
            #"{"at":3,"start":3,"end":7,"text":"need","lemma":"need","source":"word","score":0}"#,
            #"{"at":99,"error":"offset 99 is outside the text (47 bytes)"}"#,
            #"{"at":2,"error":"offset 2 is not on a word"}"#,
            #"{"at":null,"error":"line 5: not a byte offset: 'abc'"}"#,
            #"{"at":42,"start":40,"end":46,"text":"please","lemma":"please","source":"word","score":0}"#,
        ])
    }

    @Test func jsonFormatWithTapsIsOneArray() throws {
        let path = try cli.textFile("Ice cream.")
        let taps = try cli.textFile("0\n5\n")
        let run = try cli.run(["expand", path, "--taps", taps])
        #expect(run.stdout == #"[{"at":0,"start":0,"end":9,"text":"Ice cream","lemma":"ice cream","source":"lexicon","score":1},{"at":5,"start":0,"end":9,"text":"Ice cream","lemma":"ice cream","source":"lexicon","score":1}]"# + "\n")
    }

    @Test(arguments: [
        (["--at", "3"], "x y", Int32(65), "reader: offset 3 is outside the text (3 bytes)\n"),
        (["--at", "1"], "x y", 65, "reader: offset 1 is not on a word\n"),
        ([String](), "x y", 64, "reader: give exactly one of --at BYTE or --taps FILE (see 'reader help')\n"),
    ])
    func badTapsAreCleanErrors(_ options: [String], text: String, status: Int32, message: String) throws {
        let path = try cli.textFile(text)
        let run = try cli.run(["expand", path] + options)
        #expect(run.status == status)
        #expect(run.stderr == message)
        #expect(run.stdout.isEmpty)
    }

    @Test func missingFileIsExit66() throws {
        let run = try cli.run(["expand", "/nonexistent/words.txt", "--at", "0"])
        #expect(run.status == 66)
        #expect(run.stderr == "reader: /nonexistent/words.txt: no such file\n")
    }

    @Test func controlCharactersNeverReachTheTerminalRaw() throws {
        let path = try cli.textFile("ice\u{1B}[31m cream")
        let run = try cli.run(["expand", path, "--at", "0", "--format", "text"])
        #expect(!run.stdout.contains("\u{1B}"))
    }
}
