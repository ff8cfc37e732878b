import Foundation
import Testing

@Suite("CLI: Anki packages, both ways")
struct AnkiPackageCommandTests {
    static let fixtures = ReaderCLI.repository.appendingPathComponent("Tests/Fixtures/Anki")

    @Test(arguments: ["deck.apkg", "deck-legacy.apkg", "collection.colpkg"])
    func importingAPackageTwiceChangesNothingTheSecondTime(name: String) throws {
        let cli = try ReaderCLI()
        let package = Self.fixtures.appendingPathComponent(name).path
        let first = try cli.run(["import", package, "--with-schedule"])
        #expect(first.stdout == "imported 9 Anki notes: 9 terms, 9 added, 0 made known, 0 unchanged, 2 captures, 7 cards scheduled, "
            + "0 kept; 1 note without a word or short phrase skipped\n")
        #expect(first.status == 0)
        let second = try cli.run(["import", package, "--with-schedule"])
        #expect(second.stdout == "imported 9 Anki notes: 9 terms, 0 added, 0 made known, 9 unchanged, 0 captures, 0 cards scheduled, "
            + "7 kept; 1 note without a word or short phrase skipped\n")
        #expect(try cli.listed() == ["ubiquitous": "known", "serendipity": "learning", "run": "known", "ephemeral": "learning",
                                     "quixotic": "learning", "cogent": "known", "look up": "learning", "encode": "known",
                                     "send": "learning"])
        #expect(try cli.listed(["--deck", "English::Phrasal verbs"]) == ["look up": "learning"])
    }

    @Test func aHostilePackageIsExit65AndWritesNothing() throws {
        let cli = try ReaderCLI()
        // A zip whose one entry climbs out of the archive's folder (stored, no compression).
        var zip: [UInt8] = []
        let name = Array("../collection.anki2".utf8)
        func le(_ value: Int, _ bytes: Int) -> [UInt8] { (0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        zip += [0x50, 0x4B, 0x03, 0x04] + le(10, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(0, 4) + le(0, 4) + le(0, 4)
            + le(name.count, 2) + le(0, 2) + name
        let central = zip.count
        zip += [0x50, 0x4B, 0x01, 0x02] + le(20, 2) + le(10, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(0, 4) + le(0, 4) + le(0, 4)
            + le(name.count, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0o100644 << 16, 4) + le(0, 4) + name
        zip += [0x50, 0x4B, 0x05, 0x06] + le(0, 2) + le(0, 2) + le(1, 2) + le(1, 2) + le(zip.count - central, 4) + le(central, 4) + le(0, 2)
        let hostile = try cli.file("deck.apkg", zip)
        let result = try cli.run(["import", hostile])
        #expect(result.status == 65)
        #expect(result.stderr == "reader: not a usable Anki package: entry name '../collection.anki2' points outside the archive\n")
        #expect(!FileManager.default.fileExists(atPath: cli.db))
        #expect(!FileManager.default.fileExists(atPath: cli.folder.deletingLastPathComponent().appendingPathComponent("collection.anki2").path))
    }

    @Test(arguments: [
        (["import", "words.txt"], 64, "reader: say which format with --format (see 'reader help')\n"),
        (["import", "words.txt", "--format", "words", "--with-schedule"], 64,
         "reader: --with-schedule applies to Anki packages (--format apkg) (see 'reader help')\n"),
        (["import", "-", "--format", "apkg"], 64, "reader: an Anki package is read from a file, not from stdin\n"),
        (["import", "absent.apkg"], 66, "reader: absent.apkg: no such file\n"),
    ] as [([String], Int32, String)])
    func badAnkiImportsAreExplained(arguments: [String], status: Int32, message: String) throws {
        let cli = try ReaderCLI()
        try cli.file("words.txt", "cat\n")
        let result = try cli.run(arguments, in: cli.folder)
        #expect(result.status == status)
        #expect(result.stderr == message)
    }

    /// The exported package imports back into another store: the captured sentences return as captures.
    @Test func anExportedPackageImportsIntoAnotherStore() throws {
        let cli = try ReaderCLI()
        let story = try cli.file("story.txt", "It was a quixotic plan. A quixotic hope, too.\n")
        _ = try cli.run(["capture", story, "--word", "quixotic", "--deck", "novels"], environment: ["READER_NOW": "2026-11-20T09:00:00Z"])
        _ = try cli.run(["capture", story, "--word", "quixotic", "--nth", "2"], environment: ["READER_NOW": "2026-11-20T09:05:00Z"])
        let binary = try #require(ReaderCLI.binary).path
        let export = try cli.run(["-c", "\"$0\" export --format apkg > reader.apkg", binary], in: cli.folder,
                                 executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(export.status == 0 && export.stderr == "")
        let other = cli.folder.appendingPathComponent("other.sqlite").path
        let imported = try cli.run(["import", cli.folder.appendingPathComponent("reader.apkg").path, "--db", other])
        #expect(imported.stdout == "imported 2 Anki notes: 1 term, 1 added, 0 made known, 0 unchanged, 2 captures\n")
        let captures = try cli.run(["export", "--format", "csv", "--db", other]).stdout
        #expect(captures.contains("quixotic,quixotic,word,learning,\"A quixotic hope, too.\",,2,10,0,,2026-11-20T09:05:00.000Z,"))
        #expect(try cli.listed(["--db", other, "--deck", "novels"]) == ["quixotic": "learning"])
    }
}
