import Foundation
import Testing

@Suite("reader tokens and reader lemma, end to end")
struct TokensCommandTests {
    @Test("TSV records: text, lemma, kind, start, end, sentence, pos (issue 26)")
    func tsv() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["tokens", "--format", "tsv", "-"], stdin: "I saw it. She left.")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            I\tI\tword\t0\t1\t0\tPRON
             \t\tspace\t1\t2\t0\t
            saw\tsee\tword\t2\t5\t0\tVERB
             \t\tspace\t5\t6\t0\t
            it\tit\tword\t6\t8\t0\tPRON
            .\t\tpunct\t8\t9\t0\tPUNCT
             \t\tspace\t9\t10\t0\t
            She\tshe\tword\t10\t13\t1\tPRON
             \t\tspace\t13\t14\t1\t
            left\tleave\tword\t14\t18\t1\tVERB
            .\t\tpunct\t18\t19\t1\tPUNCT

            """)
    }

    @Test("JSON lines with null lemmas for non-words and escaped text")
    func jsonl() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["tokens", "--format", "jsonl"], stdin: "Hi \"x\"\u{1B}")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == #"{"text":"Hi","lemma":"hi","kind":"word","start":0,"end":2,"sentence":0,"pos":"INTJ"}"#)
        #expect(lines[1] == #"{"text":" ","lemma":null,"kind":"space","start":2,"end":3,"sentence":0,"pos":null}"#)
        #expect(lines.contains(#"{"text":"\"","lemma":null,"kind":"punct","start":3,"end":4,"sentence":0,"pos":"PUNCT"}"#))
        #expect(lines.last?.hasPrefix(#"{"text":"\u001b","lemma":null,"kind":"other","start":6,"end":7,"sentence":0,"pos":"#) == true)
    }

    @Test("a file argument gives offsets into the file")
    func file() throws {
        let cli = try ReaderCLI()
        let path = try cli.file("t.txt", "café ok")
        let result = try cli.run(["tokens", "--format", "tsv", path])
        #expect(result.stdout.split(separator: "\n").last?.hasPrefix("ok\tok\tword\t6\t8\t0\t") == true)
    }

    @Test("bad input: one line on stderr and a sysexits code", arguments: [
        (["tokens", "/no/such/file.txt"], Int32(66), "reader: /no/such/file.txt: no such file\n"),
        (["tokens", "/tmp"], 66, "reader: /tmp: is a directory, not a text file\n"),
        (["tokens", "--format", "xml"], 64,
         "reader: The value 'xml' is invalid for '--format <format>'. Please provide one of 'jsonl' and 'tsv'. (see 'reader help')\n"),
        (["lemma"], 64, "reader: Missing expected argument '<words> ...' (see 'reader help')\n"),
    ])
    func badInput(arguments: [String], status: Int32, message: String) throws {
        let result = try ReaderCLI().run(arguments)
        #expect(result.status == status)
        #expect(result.stderr == message)
        #expect(result.stdout == "")
    }

    @Test("binary input is refused with exit 65")
    func binary() throws {
        let cli = try ReaderCLI()
        let path = cli.folder.appendingPathComponent("b.bin").path
        FileManager.default.createFile(atPath: path, contents: Data([0x61, 0x00, 0x62]))
        let result = try cli.run(["tokens", path])
        #expect(result.status == 65)
        #expect(result.stderr.hasSuffix("looks like a binary file (contains NUL bytes), not text\n"))
    }

    @Test("empty input prints nothing and succeeds")
    func empty() throws {
        let result = try ReaderCLI().run(["tokens"], stdin: "")
        #expect(result.status == 0)
        #expect(result.stdout == "")
    }

    @Test("missing language data is one clear error")
    func missingData() throws {
        let result = try ReaderCLI().run(["lemma", "went"], environment: ["READER_DATA": "/nonexistent"])
        #expect(result.status == 66)
        #expect(result.stderr == "reader: language data not found (looked in: READER_DATA=/nonexistent); set READER_DATA to the Corpora folder\n")
    }

    @Test("corrupt compiled data is a data error, not a crash")
    func corruptCompiledData() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corpora-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in [("lemma/forms.tsv", "went\t\t1\t\t\ngo\t\t1\t\t\n"), ("compiled/language.rdat", "RDRDAT01\u{04}\u{00}\u{00}\u{00}\u{03}\u{00}\u{00}\u{00}")] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = try ReaderCLI().run(["lemma", "went"], environment: ["READER_DATA": folder.path])
        #expect(result.status == 65)
        #expect(result.stderr == "reader: language data \(folder.path)/compiled/language.rdat is malformed: "
            + "the file is truncated or its section table points outside it\n")
    }

    @Test("lemma prints word and lemma per line")
    func lemma() throws {
        let result = try ReaderCLI().run(["lemma", "went", "Mice", "don't"])
        #expect(result.status == 0)
        #expect(result.stdout == "went\tgo\nMice\tmouse\ndon't\tdo not\n")
    }
}
