import Foundation
import Testing

@Suite("CLI: define, family, show")
struct DictionaryCommandTests {
    @Test func defineTextShowsIPABadgeAndSensesPerPartOfSpeech() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["define", "deteriorate"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            deteriorate /dɪˈtɪriəˌreɪt/ · Advanced (rank 8,153) · C2 · new
              verb
                1. become worse or disintegrate
                   "His mind deteriorated"
                2. grow worse
                   "Her condition deteriorated"
                   = devolve, drop, degenerate

            """)
    }

    @Test func defineJSONHasOneRecordPerTermWithTheLearnersStatus() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["mark", "go", "--known"])
        let lines = try cli.run(["define", "went", "bank", "--format", "json"]).stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix(#"{"term":"went","lemma":"go","ipa":["wɛnt"],"senses":[{"pos":"verb","gloss":"change location; move, travel, or proceed, also metaphorically""#))
        #expect(lines[0].hasSuffix(#""status":"known"}"#))
        #expect(lines[1].contains(#""frequency":{"rank":514,"band":"essential"},"cefr":"A2","status":"new"}"#))
    }

    @Test func tapInContextPutsThatPartOfSpeechFirst() throws {
        let cli = try ReaderCLI()
        let path = try cli.file("saw.txt", "I saw the saw.\n")
        let verb = try cli.run(["define", path, "--at", "2", "--format", "json"]).stdout
        let noun = try cli.run(["define", path, "--at", "10", "--format", "json"]).stdout
        #expect(verb.hasPrefix(#"{"term":"saw","lemma":"see","ipa":["sɔ"],"senses":[{"pos":"verb","#))
        #expect(noun.hasPrefix(#"{"term":"saw","lemma":"saw","ipa":["sɔ"],"senses":[{"pos":"noun","#))
    }

    @Test func phraseWithoutItsOwnEntryUsesItsHeadWord() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["define", "make a decision", "--senses", "1"])
        #expect(result.stdout.hasPrefix("""
            make a decision /meɪk ə dɪˈsɪʒən/ · Essential (rank 638) · B1 · new
              (no entry for the phrase; senses of "decision")
              noun
                1. the act of making up your mind about something

            """))
    }

    @Test func unknownWordIsADataError() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["define", "bank", "xyzzyq"])
        #expect(result.status == 65)
        #expect(result.stdout.hasPrefix("bank /bæŋk/"))
        #expect(result.stderr == "reader: no dictionary entry for 'xyzzyq' (not in WordNet or CMUdict)\n")
    }

    @Test func familyListsDerivationsThenRootWithStatuses() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["mark", "inspection", "--learning"])
        let json = try cli.run(["family", "inspect", "--format", "json"]).stdout
        #expect(json.hasPrefix(#"{"word":"inspect","lemma":"inspect","root":{"form":"spect","meaning":"look"},"members":[{"lemma":"inspection","pos":"noun","relation":"derivation","status":"learning"},{"lemma":"inspector","pos":"noun","relation":"derivation","status":"new"},{"lemma":"respect","pos":"noun","relation":"root","status":"new"}"#))
        let text = try cli.run(["family", "inspect"]).stdout
        #expect(text.hasPrefix("inspect\n  root spect \"look\" (Latin specere, spectus)\n  ├─ inspection noun · learning\n  ├─ inspector noun · new\n"))
    }

    @Test func showPrintsTheCardWithEverySavedSentenceAndNote() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["capture", "--word", "bank", "--note", "river side"], stdin: "We sat on the bank.\n")
        _ = try cli.run(["capture", "--word", "bank"], stdin: "The bank opens at nine.\n")
        let result = try cli.run(["show", "bank"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("bank  /bæŋk/\nEssential (rank 514) · A2 · noun, verb\n"))
        #expect(result.stdout.contains("sentence: The {bank} opens at nine.\n"))
        #expect(result.stdout.contains("status:   learning\n2 saved sentences:\n  - We sat on the bank.\n  - The bank opens at nine.\nnote:     river side\n"))
    }
}
