import Foundation
import ReaderEngine
import Testing

@Suite("CLI: import and export")
struct VocabularyImportExportTests {
    @Test func wordListIsImportedByLemmaWithTheGivenStatus() throws {
        let cli = try ReaderCLI()
        let list = try cli.file("words.txt", "# my words\nran\n\nMice\nlooked up\n...\n")
        let result = try cli.run(["import", list, "--format", "words", "--status", "learning"])
        #expect(result.status == 0)
        #expect(result.stdout == "imported 3 terms: 3 added, 0 changed, 0 unchanged, 0 forms, 0 captures\n")
        #expect(try cli.listed() == ["run": "learning", "mouse": "learning", "look up": "learning"])
    }

    @Test func jsonExportImportsIntoAnotherStoreIdentically() throws {
        let cli = try ReaderCLI()
        let story = try cli.file("story.txt", "She ran home, then ran back!\n")
        _ = try cli.run(["init", "--top", "20"])
        _ = try cli.run(["capture", story, "--word", "home", "--note", "a \"note\""])
        _ = try cli.run(["mark", "--form", "mice", "--ignored"])
        let backup = try cli.run(["export", "--format", "json"])
        #expect(backup.status == 0)
        // Each capture carries its card's IPA and sense (issue 12); the import ignores them, the next export derives them again.
        #expect(backup.stdout.contains("""
                      "ipa" : "hoʊm",
                      "note" : "a \\"note\\"",
                      "sense" : {
                        "gloss" : "where you live at a particular time",
                        "pos" : "noun"
                      },
            """))
        let file = try cli.file("backup.json", backup.stdout)
        // When
        let other = cli.folder.appendingPathComponent("other.sqlite").path
        let imported = try cli.run(["import", file, "--format", "json", "--db", other])
        // Then
        #expect(imported.stdout == "imported 22 terms: 21 added, 0 changed, 0 unchanged, 1 form, 1 capture\n")
        #expect(try cli.run(["export", "--format", "json", "--db", other]).stdout == backup.stdout)
    }

    @Test func csvExportImportsBackAndQuotesFields() throws {
        let cli = try ReaderCLI()
        let story = try cli.file("story.txt", "\"Well,\" she said, \"it was a quixotic plan.\"\n")
        _ = try cli.run(["capture", story, "--word", "quixotic"])
        _ = try cli.run(["mark", "cat", "--known"])
        let csv = try cli.run(["export", "--format", "csv"]).stdout
        let rows = csv.components(separatedBy: "\r\n")
        #expect(rows[0] == "term,lemma,kind,status,sentence,source,start,end,sentence_start,note,captured,updated,ipa,sense")
        #expect(rows[2].hasPrefix("quixotic,quixotic,word,learning,\"\"\"Well,\"\" she said, \"\"it was a quixotic plan.\"\"\",\(story),28,36,0,,"))
        #expect(rows[2].hasSuffix(",kwɪkˈsɑtɪk,not sensible about practical matters; idealistic and unrealistic"))
        #expect(rows[1].hasSuffix(",kæt,feline mammal usually having thick soft fur and no ability to roar: domestic cats; wildcats"))
        let file = try cli.file("export.csv", csv)
        let other = cli.folder.appendingPathComponent("other.sqlite").path
        #expect(try cli.run(["import", file, "--format", "csv", "--db", other]).status == 0)
        // Everything but `updated` (the time of the import) comes back; the dictionary columns follow it.
        func withoutUpdated(_ csv: String) throws -> [[String]] {
            var records: [[String]] = []
            try CSV.forEachRecord(csv) { fields, _ in records.append(fields.enumerated().filter { $0.offset != 11 }.map(\.element)) }
            return records
        }
        let again = try cli.run(["export", "--format", "csv", "--db", other]).stdout
        #expect(try withoutUpdated(again) == withoutUpdated(csv))
    }

    @Test func ankiExportHasHeadersAndOneClozePerCapturedTerm() throws {
        let cli = try ReaderCLI()
        let story = try cli.file("story.txt", "It was a quixotic plan.\n")
        _ = try cli.run(["capture", story, "--word", "quixotic"])
        _ = try cli.run(["mark", "cat", "--known"])
        let result = try cli.run(["export", "--format", "anki"])
        #expect(result.stdout == """
            #separator:tab
            #html:true
            #notetype:Cloze
            #columns:Text\tBack Extra\tTags
            #tags column:3
            It was a {{c1::quixotic}} plan.\t<b>quixotic</b> /kwɪkˈsɑtɪk/ · adjective · Rare · C2<br><i>adj</i> not sensible about practical matters; idealistic and unrealistic<br><small>\(story)</small>\treader reader::learning

            """)
        // Known terms are no study cards: nothing was missed (issue 10).
        #expect(result.stderr == "")
    }

    @Test(arguments: [
        (["import", "bad.csv", "--format", "csv"], "term\n\"never closed\n", 65, "reader: csv import, line 2: a quoted field is never closed\n"),
        (["import", "bad.json", "--format", "json"], "{}", 65, "reader: json import: missing 'format' at top level\n"),
        (["import", "absent.txt", "--format", "words"], nil, 66, "reader: absent.txt: no such file\n"),
        (["export", "--format", "json", "--status", "known"], nil, 64, "reader: a json backup holds every term; --status does not apply (see 'reader help')\n"),
    ] as [([String], String?, Int32, String)])
    func badImportsFailCleanly(arguments: [String], content: String?, status: Int32, message: String) throws {
        let cli = try ReaderCLI()
        if let content { _ = try cli.file(arguments[1], content) }
        let result = try cli.run(arguments, in: cli.folder)
        #expect(result.status == status)
        #expect(result.stderr == message)
    }
}
