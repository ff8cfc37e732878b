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

    /// A CSV capture without a `captured` column was stamped with the system time, not `READER_NOW`. See: issue 29.
    @Test func csvCaptureWithoutItsTimeTakesTheCommandsClock() throws {
        let cli = try ReaderCLI()
        let list = try cli.file("words.csv", "term,sentence\nran,She ran home.\n")
        #expect(try cli.run(["import", list, "--format", "csv"], environment: ["READER_NOW": "2024-02-29T08:15:00Z"]).status == 0)
        let exported = try cli.run(["export", "--format", "csv"])
        #expect(exported.stdout.contains(",2024-02-29T08:15:00.000Z,"))
    }

    @Test func jsonExportImportsIntoAnotherStoreIdentically() throws {
        let cli = try ReaderCLI()
        let story = try cli.file("story.txt", "She ran home, then ran back!\n")
        _ = try cli.run(["init", "--top", "20"])
        _ = try cli.run(["capture", story, "--word", "home", "--note", "a \"note\""])
        _ = try cli.run(["mark", "--form", "mice", "--ignored"])
        let backup = try cli.run(["export", "--format", "json"])
        #expect(backup.status == 0)
        // Each capture carries the IPA and the sense its sentence gives it (issues 12, 26: "ran home" is the adverb); the import ignores them, the next export derives them again.
        #expect(backup.stdout.contains("""
                      "ipa" : "hoʊm",
                      "note" : "a \\"note\\"",
                      "sense" : {
                        "gloss" : "at or to or in the direction of one's home or family",
                        "pos" : "adv"
                      },
            """))
        let file = try cli.file("backup.json", backup.stdout)
        // When
        let other = cli.folder.appendingPathComponent("other.sqlite").path
        let imported = try cli.run(["import", file, "--format", "json", "--db", other])
        // Then
        #expect(imported.stdout == "imported 22 terms: 21 added, 0 changed, 0 unchanged, 1 form, 1 capture, 0 review answers\n")
        #expect(try cli.run(["export", "--format", "json", "--db", other]).stdout == backup.stdout)
    }

    @Test func csvExportImportsBackAndQuotesFields() throws {
        let cli = try ReaderCLI()
        let story = try cli.file("story.txt", "\"Well,\" she said, \"it was a quixotic plan.\"\n")
        _ = try cli.run(["capture", story, "--word", "quixotic"])
        _ = try cli.run(["mark", "cat", "--known"])
        let csv = try cli.run(["export", "--format", "csv"]).stdout
        let rows = csv.components(separatedBy: "\r\n")
        #expect(rows[0] == "term,lemma,kind,status,sentence,source,start,end,sentence_start,note,captured,updated,ipa,sense,translation")
        #expect(rows[2].hasPrefix("quixotic,quixotic,word,learning,\"\"\"Well,\"\" she said, \"\"it was a quixotic plan.\"\"\",\(story),28,36,0,,"))
        #expect(rows[2].hasSuffix(",kwɪkˈsɑtɪk,not sensible about practical matters; idealistic and unrealistic,"))
        #expect(rows[1].hasSuffix(",kæt,feline mammal usually having thick soft fur and no ability to roar: domestic cats; wildcats,"))
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

    /// Issue 25 item 4: *encode* captured in two sentences made one note, with no
    /// deck and the full local path of the text in Back Extra.
    @Test func ankiExportHasHeadersAndOneClozePerCapturedSentenceInTheTermsDeck() throws {
        let cli = try ReaderCLI()
        let story = try cli.file("story.txt", "It was a quixotic plan. A quixotic hope, too.\n")
        _ = try cli.run(["capture", story, "--word", "quixotic"], environment: ["READER_NOW": "2026-11-20T09:00:00Z"])
        _ = try cli.run(["capture", story, "--word", "quixotic", "--nth", "2"], environment: ["READER_NOW": "2026-11-20T09:05:00Z"])
        _ = try cli.run(["mark", "quixotic", "--learning", "--deck", "novels"])
        _ = try cli.run(["mark", "cat", "--known"])
        let result = try cli.run(["export", "--format", "anki"])
        let back = "<b>quixotic</b> /kwɪkˈsɑtɪk/ · adjective · Rare · C2<br><i>adj</i> not sensible about practical matters; "
            + "idealistic and unrealistic<br><small>story.txt</small>\treader reader::learning reader::deck::novels\treader::novels"
        #expect(result.stdout == """
            #separator:tab
            #html:true
            #notetype:Cloze
            #columns:Text\tBack Extra\tTags\tDeck\tGUID
            #tags column:3
            #deck column:4
            #guid column:5
            It was a {{c1::quixotic}} plan.\t\(back)\treader:1795165200000:quixotic
            A {{c1::quixotic}} hope, too.\t\(back)\treader:1795165500000:quixotic

            """)
        #expect(!result.stdout.contains(cli.folder.path))
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
