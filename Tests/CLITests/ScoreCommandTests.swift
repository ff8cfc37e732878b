import Foundation
import Testing

@Suite("reader score (end to end)")
struct ScoreCommandTests {
    static let fields = ["path", "words", "sentences", "unique_lemmas", "known_coverage", "new_unique", "bands",
                         "k95", "k98", "level_score", "cefr"]

    @Test("JSON record with the SPEC fields; words agree with `reader tokens`")
    func json() throws {
        let path = ReaderCLI.samples + "/pride-and-prejudice-chapter-1.txt"
        let result = try ReaderCLI().run(["score", "--format", "json", path])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let records = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(records.count == 1)
        let record = try #require(records.first)
        for field in Self.fields { #expect(record[field] != nil, "missing \(field)") }
        #expect(record["path"] as? String == path)
        let bands = try #require(record["bands"] as? [String: Double])
        #expect(bands.keys.sorted() == ["10k", "1k", "2k", "3k", "4k", "5k", "6k", "7k", "8k", "9k", "off"])
        #expect(abs(bands.values.reduce(0, +) - 1) < 0.001)
        #expect(["A1", "A2", "B1", "B2", "C1", "C2"].contains(record["cefr"] as? String ?? ""))

        let tokens = try ReaderCLI().run(["tokens", "--format", "jsonl", path])
        let words = tokens.jsonLines.filter { $0["kind"] as? String == "word" }.count
        #expect(record["words"] as? Int == words)
    }

    @Test("stdin is scored when no file is named")
    func stdin() throws {
        let result = try ReaderCLI().run(["score", "--format", "jsonl"], stdin: "The cat sat. The cat ran away.")
        #expect(result.status == 0)
        let record = try #require(result.jsonLines.first)
        #expect(record["path"] as? String == "<stdin>")
        #expect(record["words"] as? Int == 7)
        #expect(record["sentences"] as? Int == 2)
        #expect(record["unique_lemmas"] as? Int == 5)
        #expect(record["new_unique"] as? Int == 5)
        #expect(record["k95"] as? Int == 2)
    }

    @Test("missing file: one line on stderr, exit 66, no output")
    func missing() throws {
        let result = try ReaderCLI().run(["score", "/no/such/file.txt"])
        #expect(result.status == 66)
        #expect(result.stdout == "")
        #expect(result.stderr == "reader: /no/such/file.txt: no such file\n")
    }

    @Test("a bad file among good ones: the good ones are scored, then a summary and exit 66")
    func mixed() throws {
        let good = ReaderCLI.samples + "/emma-opening.txt"
        let result = try ReaderCLI().run(["score", "--format", "jsonl", good, "missing.txt"])
        #expect(result.status == 66)
        #expect(result.jsonLines.map { $0["path"] as? String } == [good])
        #expect(result.stderr == "reader: missing.txt: no such file\nreader: skipped 1 of 2 inputs (see the messages above)\n")
    }

    @Test("binary file: exit 65")
    func binary() throws {
        let cli = try ReaderCLI()
        let path = try cli.file("blob.bin", [0x7F, 0x45, 0x4C, 0x46, 0, 0, 1])
        let result = try ReaderCLI().run(["score", path])
        #expect(result.status == 65)
        #expect(result.stderr == "reader: \(path): looks like a binary file (contains NUL bytes), not text\n")
    }

    @Test("table: aligned columns, a coverage bar, colour only when asked", arguments: [
        ([], false), (["--color", "never"], false), (["--color", "always"], true),
    ] as [([String], Bool)])
    func table(colorArguments: [String], coloured: Bool) throws {
        let result = try ReaderCLI().run(["score"] + colorArguments + [
            "Corpora/samples/emma-opening.txt", "Corpora/samples/pride-and-prejudice-chapter-1.txt",
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("LEVEL  CEFR  KNOWN"))
        #expect(lines[1].hasSuffix("Corpora/samples/emma-opening.txt"))
        // The coverage bar: 20 columns for 80-100% on a track, ticks at 95% and 98%, then the percentage (issue 10).
        let bar = Set("▆▁│")
        let cells = Array(lines[1].drop { !bar.contains($0) }.prefix { bar.contains($0) })
        #expect(cells.count == 22)
        #expect(cells[15] == "│" && cells[19] == "│")
        #expect(lines[1].contains("%"))
        #expect(result.stdout.contains("\u{1B}[") == coloured)
        if !coloured {
            // The FILE column starts at the same place on every line.
            let starts = lines.map { $0.range(of: $0 == lines[0] ? "FILE" : "Corpora/")!.lowerBound.utf16Offset(in: $0) }
            #expect(Set(starts).count == 1)
        }
    }

    @Test("CSV: header then one row per file, RFC 4180 line ends")
    func csv() throws {
        let result = try ReaderCLI().run(["score", "--format", "csv", "Corpora/samples/emma-opening.txt"])
        #expect(result.stdout.hasSuffix("\r\n") && !result.stdout.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let lines = result.stdout.components(separatedBy: "\r\n").dropLast()
        #expect(lines.count == 2)
        try #require(lines.count == 2)
        #expect(lines[0].hasPrefix("path,words,sentences,unique_lemmas,known_coverage,learning_coverage,new_unique"))
        #expect(lines[1].hasPrefix("Corpora/samples/emma-opening.txt,"))
        #expect(lines[1].split(separator: ",", omittingEmptySubsequences: false).count
            == lines[0].split(separator: ",").count)
    }

    @Test("bad option value: usage error 64")
    func usage() throws {
        let result = try ReaderCLI().run(["score", "--level", "Z9", "Corpora/samples/emma-opening.txt"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("reader: "))
    }
}
