import Foundation
import Testing

@Suite("reader batch (end to end)")
struct BatchCommandTests {
    static let easy = "The dog ran to the park. It was a sunny day. We had fun with Emma and Harriet."
    static let hard = "Notwithstanding the considerable inconvenience occasioned by the protracted negotiations, "
        + "the delegation maintained its unwavering commitment to an equitable resolution of the dispute."

    static func library(_ cli: ReaderCLI) throws -> URL {
        try cli.folder("library", [
            "b-easy.txt": Array(easy.utf8),
            "a-hard.txt": Array(hard.utf8),
            "nested/c.txt": Array("I saw them today.".utf8),
            ".hidden.txt": Array("Hidden files are left out.".utf8),
            "blob.dat": [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0x0D],
            "LOOMINGS": Array("Call me Ishmael. Some years ago I went to sea.".utf8),
            "backup.json": Array("{\"format\":\"reader-backup\",\"terms\":[{\"term\":\"notwithstanding\"}]}".utf8),
            "MANIFEST.tsv": Array("file\tlevel\nb-easy.txt\tA1\n".utf8),
        ])
    }

    static func paths(_ result: ReaderCLI.Result) -> [String] {
        result.jsonLines.map { ($0["path"] as? String ?? "").components(separatedBy: "/").suffix(2).joined(separator: "/") }
    }

    /// Issue 51: a folder gives its reading material only (a name without an extension when it holds text),
    /// not a backup, a manifest or a binary file, by the rule `serve`'s library lists files by.
    @Test("a folder: its reading material in name order, hidden files and other files left out")
    func folder() throws {
        let cli = try ReaderCLI()
        let folder = try Self.library(cli)
        let result = try ReaderCLI().run(["batch", "--format", "jsonl", folder.path])
        let name = folder.lastPathComponent
        #expect(Self.paths(result) == ["\(name)/LOOMINGS", "\(name)/a-hard.txt", "\(name)/b-easy.txt"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    @Test("--all-files: every file of a folder, binary skipped with exit 65")
    func allFiles() throws {
        let cli = try ReaderCLI()
        let folder = try Self.library(cli)
        let result = try ReaderCLI().run(["batch", "--all-files", "--format", "jsonl", folder.path])
        let name = folder.lastPathComponent
        #expect(Self.paths(result) == ["\(name)/LOOMINGS", "\(name)/MANIFEST.tsv", "\(name)/a-hard.txt", "\(name)/b-easy.txt",
                                       "\(name)/backup.json"])
        #expect(result.status == 65)
        #expect(result.stderr == """
            reader: \(folder.path)/blob.dat: looks like a binary file (contains NUL bytes), not text
            reader: skipped 1 of 6 inputs (see the messages above)

            """)
    }

    @Test("a file named on the command line is scored whatever its name")
    func namedFile() throws {
        let cli = try ReaderCLI()
        let folder = try Self.library(cli)
        let result = try ReaderCLI().run(["batch", "--format", "jsonl", folder.appendingPathComponent("backup.json").path])
        #expect(result.status == 0)
        #expect(Self.paths(result) == ["\(folder.lastPathComponent)/backup.json"])
    }

    @Test("--recursive descends into subfolders")
    func recursive() throws {
        let cli = try ReaderCLI()
        let folder = try Self.library(cli)
        let result = try ReaderCLI().run(["batch", "--recursive", "--sort", "name", "--format", "jsonl", folder.path])
        #expect(Self.paths(result).map { $0.components(separatedBy: "/").last! } == ["LOOMINGS", "a-hard.txt", "b-easy.txt", "c.txt"])
        #expect(result.stderr == "")
    }

    @Test("sort orders", arguments: [
        ("level", ["c.txt", "b-easy.txt", "a-hard.txt"]),
        ("known", ["b-easy.txt", "a-hard.txt", "c.txt"]),  // names: 2/16 known, then ties by path
        ("name", ["a-hard.txt", "b-easy.txt", "c.txt"]),
    ])
    func sort(order: String, expected: [String]) throws {
        let cli = try ReaderCLI()
        let folder = try Self.library(cli)
        let files = ["a-hard.txt", "nested/c.txt", "b-easy.txt"].map { folder.appendingPathComponent($0).path }
        let result = try ReaderCLI().run(["batch", "--sort", order, "--format", "jsonl"] + files)
        #expect(result.status == 0)
        #expect(Self.paths(result).map { $0.components(separatedBy: "/").last! } == expected)
    }

    @Test("without --sort, records follow the arguments")
    func inputOrder() throws {
        let result = try ReaderCLI().run(["batch", "--format", "jsonl", "Corpora/samples/persuasion-chapter-1-opening.txt",
                                         "Corpora/samples/emma-opening.txt"])
        #expect(result.jsonLines.map { $0["path"] as? String } == [
            "Corpora/samples/persuasion-chapter-1-opening.txt", "Corpora/samples/emma-opening.txt",
        ])
    }

    @Test("one thread or several: the same output")
    func jobs() throws {
        let one = try ReaderCLI().run(["batch", "--jobs", "1", "--format", "csv", "Corpora/samples", "Corpora/leveled"])
        let four = try ReaderCLI().run(["batch", "--jobs", "4", "--format", "csv", "Corpora/samples", "Corpora/leveled"])
        #expect(one.status == 0 && four.status == 0)
        #expect(one.stdout == four.stdout)
        // The header and the four samples: Corpora/leveled holds JSON lines, no reading material.
        #expect(one.stdout.components(separatedBy: "\r\n").dropLast().count == 1 + 4)
    }

    @Test("a missing argument is reported and the rest still scored (exit 66)")
    func missing() throws {
        let result = try ReaderCLI().run(["batch", "--format", "jsonl", "no-such-dir", "Corpora/samples"])
        #expect(result.status == 66)
        #expect(result.jsonLines.count == 4)
        #expect(result.stderr == "reader: no-such-dir: no such file\nreader: skipped 1 of 5 inputs (see the messages above)\n")
    }

    @Test("no inputs: usage error 64")
    func noInputs() throws {
        let result = try ReaderCLI().run(["batch"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("name at least one directory or file"))
    }
}
