import Foundation
import Testing

@Suite("CLI: init, mark, list")
struct VocabularyMarkTests {
    @Test func markStoresWordsByLemmaAndPhrasesByLemmaSequence() throws {
        let cli = try ReaderCLI()
        // When
        let result = try cli.run(["mark", "ran", "made a decision", "--learning"])
        // Then
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "run (from ran): learning\nmake a decision (from made a decision): learning\n")
        #expect(try cli.listed() == ["run": "learning", "make a decision": "learning"])
        // Marking again reports the change.
        #expect(try cli.run(["mark", "runs", "--known"]).stdout == "run (from runs): known (was learning)\n")
        #expect(try cli.run(["mark", "run", "--known"]).stdout == "run: already known\n")
    }

    @Test func formOverrideIsListedAsAForm() throws {
        let cli = try ReaderCLI()
        #expect(try cli.run(["mark", "--form", "Mice", "--ignored"]).stdout == "mice (form): ignored\n")
        let line = try cli.run(["list", "--format", "jsonl"]).stdout
        #expect(line.hasPrefix(#"{"term":"mice","lemma":"mouse","status":"ignored","kind":"form","captures":0,"#))
    }

    @Test(arguments: [
        (["mark", "run"], 64, "reader: Missing one of: '--new', '--learning', '--known', '--ignored' (see 'reader help')\n"),
        (["mark", "--known"], 64, "reader: Missing expected argument '<term> ...' (see 'reader help')\n"),
        (["mark", "...", "--known"], 64, "reader: '...' has no words to store\n"),
        (["mark", "--form", "look up", "--known"], 64, "reader: --form takes single words; 'look up' is a phrase (see 'reader help')\n"),
        (["init"], 64, "reader: give --level A1..C2 or --top N, e.g. 'reader init --level B1' (see 'reader help')\n"),
        (["list", "--status", "great"], 64, nil),
    ] as [([String], Int32, String?)])
    func badArgumentsAreUsageErrors(arguments: [String], status: Int32, message: String?) throws {
        let cli = try ReaderCLI()
        let result = try cli.run(arguments)
        #expect(result.status == status)
        if let message { #expect(result.stderr == message) }
        #expect(result.stdout == "")
    }

    @Test func initByLevelSeedsKnownLemmasAndKeepsOwnMarks() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["mark", "house", "--learning"])
        // When
        let result = try cli.run(["init", "--level", "A1"])
        // Then
        #expect(result.status == 0)
        let listed = try cli.listed()
        #expect(listed["the"] == "known")
        #expect(listed["run"] == "known")
        // The frequency data counts the possessive "her" under "she" and adjectival participles under
        // their verb; the lemmatizer keeps them apart.
        #expect(listed["she"] == "known")
        #expect(listed["her"] == "known")
        #expect(listed["interested"] == "known")
        #expect(listed["house"] == "learning")
        #expect(listed["ubiquitous"] == nil)
        let added = listed.count - 1
        #expect(result.stdout.hasPrefix("marked \(added) lemmas Known (level A1); 1 already in your store kept their status\n"))
    }

    @Test func initTopMarksTheMostFrequentLemmas() throws {
        let cli = try ReaderCLI()
        #expect(try cli.run(["init", "--top", "5"]).stdout.hasPrefix("marked 5 lemmas Known (top 5 lemmas)\n"))
        #expect(try cli.listed() == ["the": "known", "be": "known", "to": "known", "of": "known", "and": "known"])
    }

    @Test func listFiltersByStatusAndAlignsATable() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["mark", "cat", "dog", "--known"])
        _ = try cli.run(["mark", "look up", "--learning"])
        #expect(try cli.run(["list", "--status", "known"]).stdout == """
            TERM  LEMMA  STATUS  KIND  CAPTURES
            cat   cat    known   word  0
            dog   dog    known   word  0

            """)
        #expect(try cli.run(["list", "--status", "ignored"]).stdout == "TERM  LEMMA  STATUS  KIND  CAPTURES\n(no terms with status ignored)\n")
    }

    @Test func defaultStoreLocationFollowsReaderDBThenXDG() throws {
        let cli = try ReaderCLI()
        let xdg = cli.folder.appendingPathComponent("xdg").path
        _ = try cli.run(["mark", "cat", "--known"], environment: ["XDG_DATA_HOME": xdg], unsetting: ["READER_DB"])
        #expect(FileManager.default.fileExists(atPath: xdg + "/reader/vocabulary.sqlite"))
        let explicit = cli.folder.appendingPathComponent("env.sqlite").path
        _ = try cli.run(["mark", "dog", "--known"], environment: ["READER_DB": explicit, "XDG_DATA_HOME": xdg])
        #expect(FileManager.default.fileExists(atPath: explicit))
    }
}
