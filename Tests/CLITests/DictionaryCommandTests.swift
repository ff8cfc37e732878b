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
        #expect(lines[0].hasPrefix(#"{"term":"went","lemma":"go","ipa":["wɛnt"],"senses":[{"pos":"verb","key":"go%2:38:00::","synset":"v01835514","chosen":false,"gloss":"change location; move, travel, or proceed, also metaphorically""#))
        #expect(lines[0].hasSuffix(#""status":"known","translation":null}"#))
        #expect(lines[1].contains(#""frequency":{"rank":514,"band":"essential","shown":"Essential (rank 514)"},"cefr":"A2","status":"new","translation":null}"#))
    }

    @Test func tapInContextPutsThatPartOfSpeechFirst() throws {
        let cli = try ReaderCLI()
        let path = try cli.file("saw.txt", "I saw the saw.\n")
        let verb = try cli.run(["define", path, "--at", "2", "--format", "json"]).stdout
        let noun = try cli.run(["define", path, "--at", "10", "--format", "json"]).stdout
        #expect(verb.hasPrefix(#"{"term":"saw","lemma":"see","ipa":["sɔ"],"senses":[{"pos":"verb","#))
        #expect(noun.hasPrefix(#"{"term":"saw","lemma":"saw","ipa":["sɔ"],"senses":[{"pos":"noun","#))
    }

    /// Issue 26: the sense a tap shows first is the one its sentence gives, not WordNet's first alone.
    @Test(arguments: [
        ("The bank raised interest rates.", 4, "bank%1:14:00::", "a financial institution that accepts deposits"),
        ("We sat on the bank of the river.", 14, "bank%1:17:01::", "sloping land (especially the slope beside a body of water)"),
        ("We met in a bar.", 12, "bar%1:06:04::", "a room or establishment where alcoholic drinks are served"),
        ("The painting was sold at auction last week.", 26, "auction%1:04:00::", "the public sale of something to the highest bidder"),
        ("She ran home, then ran back!", 8, "home%4:02:01::", "at or to or in the direction of one's home or family"),
    ] as [(String, Int, String, String)])
    func tapShowsTheSenseItsSentenceGivesFirst(sentence: String, at: Int, key: String, gloss: String) throws {
        let cli = try ReaderCLI()
        let path = try cli.file("tap.txt", sentence + "\n")
        let json = try cli.run(["define", path, "--at", String(at), "--format", "json"]).stdout
        let senses = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["senses"] as? [[String: Any]])
        #expect(senses.first?["key"] as? String == key)
        #expect((senses.first?["gloss"] as? String)?.hasPrefix(gloss) == true)
        #expect(senses.map { $0["chosen"] as? Bool } == [true] + Array(repeating: false, count: senses.count - 1))
        #expect(senses.allSatisfy { ($0["key"] as? String)?.contains("%") == true })
    }

    /// Issue 52 item 2: a tap on a part of a hyphenated word the lexicon knows defines the whole word (WordNet's
    /// hyphenated entry, no sense of a part: *wi* is not Wisconsin); one it does not know, the part tapped.
    @Test(arguments: [
        ("The wi-fi was slow.", 4, "wi-fi", "wi fi", nil),
        ("The wi-fi was slow.", 7, "wi-fi", "wi fi", nil),
        ("I wore two t-shirts today.", 13, "t-shirts", "t shirt", "a close-fitting pullover shirt"),
        ("A jack-in-the-box sat there.", 10, "jack-in-the-box", "jack in the box",
         "plaything consisting of a toy clown that jumps out of a box when the lid is opened"),
        ("A home-cooked meal.", 2, "home", "home", "housing that someone is living in"),
    ] as [(String, Int, String, String, String?)])
    func aTapOnAHyphenatedWordDefinesTheWhole(sentence: String, at: Int, term: String, lemma: String, gloss: String?) throws {
        let cli = try ReaderCLI()
        let path = try cli.file("tap.txt", sentence + "\n")
        let json = try cli.run(["define", path, "--at", String(at), "--format", "json"]).stdout
        let entry = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(entry["term"] as? String == term)
        #expect(entry["lemma"] as? String == lemma)
        #expect((entry["senses"] as? [[String: Any]])?.first?["gloss"] as? String == gloss)
        #expect(entry["senses_of"] is NSNull)
    }

    @Test func tapsGiveOneRecordPerLineAndAnErrorRecordForABadOffset() throws {
        let cli = try ReaderCLI()
        let path = try cli.file("tap.txt", "The bank raised interest rates.\n")
        let taps = try cli.file("taps.txt", "4\n3\nx\n")
        let result = try cli.run(["define", path, "--taps", taps, "--format", "json"])
        let lines = result.stdout.split(separator: "\n")
        #expect(result.status == 0)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix(#"{"term":"bank","lemma":"bank","ipa":["bæŋk"],"senses":[{"pos":"noun","key":"bank%1:14:00::","synset":"n08420278","chosen":true,"#))
        #expect(lines[1] == #"{"at":3,"error":"no word at byte 3 (found space)"}"#)
        #expect(lines[2] == #"{"at":null,"error":"line 3: not a byte offset: 'x'"}"#)
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

    /// A tapped word the dictionary lacks gets the card the browser gives it (`ReadingDesk.card`), not an error.
    static let unlistedTaps: [(args: [String], stdout: String)] = [
        (["--at", "4"], "Quibbleworth · Rare · new\n  (no meanings in WordNet)\n"),
        (["--at", "4", "--format", "json"],
         #"{"term":"Quibbleworth","lemma":"Quibbleworth","ipa":[],"senses":[],"senses_of":null,"frequency":{"rank":null,"band":"rare","shown":"Rare"},"cefr":null,"status":"new","translation":null}"# + "\n"),
        (["--taps", "TAPS", "--format", "json"],
         #"{"term":"Quibbleworth","lemma":"Quibbleworth","ipa":[],"senses":[],"senses_of":null,"frequency":{"rank":null,"band":"rare","shown":"Rare"},"cefr":null,"status":"new","translation":null}"# + "\n"
            + #"{"term":"the","lemma":"the","ipa":["ðə","ðʌ","ði"],"senses":[],"senses_of":null,"frequency":{"rank":1,"band":"essential","shown":"Essential (rank 1)"},"cefr":"A1","status":"new","translation":null}"# + "\n"),
    ]

    @Test(arguments: unlistedTaps)
    func tappedWordTheDictionaryLacksGetsItsCard(args: [String], stdout: String) throws {
        let cli = try ReaderCLI()
        let path = try cli.file("name.txt", "The Quibbleworth family sold the bank.\n")
        let taps = try cli.file("taps.txt", "4\n30\n")
        let result = try cli.run(["define", path] + args.map { $0 == "TAPS" ? taps : $0 })
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == stdout)
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

    @Test func showPrintsTheCardWithEverySavedSentenceNoteAndTheHistory() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["capture", "--word", "bank", "--note", "river side"], stdin: "We sat on the bank.\n",
                        environment: ["READER_NOW": "2026-11-20T09:00:00Z"])
        _ = try cli.run(["capture", "--word", "bank"], stdin: "The bank opens at nine.\n", environment: ["READER_NOW": "2026-11-21T09:00:00Z"])
        _ = try cli.run(["mark", "bank", "--known"], environment: ["READER_NOW": "2026-11-22T10:30:00Z"])
        let result = try cli.run(["show", "bank"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            bank  /bæŋk/
            Essential (rank 514) · A2 · noun, verb
            1. (noun) sloping land (especially the slope beside a body of water)
            2. (noun) a financial institution that accepts deposits and channels the money
               into lending activities
            3. (noun) a long ridge or pile
            family:   bankable, banker, banking
            status:   known
            sentence: We sat on the {bank}.
            source:   <stdin> (bytes 14-18) · 2026-11-20T09:00:00.000Z
            note:     river side
            sentence: The {bank} opens at nine.
            source:   <stdin> (bytes 4-8) · 2026-11-21T09:00:00.000Z
            history:  2026-11-20T09:00:00.000Z  new -> learning (capture)
                      2026-11-22T10:30:00.000Z  learning -> known (mark)

            """)
        let json = try cli.run(["show", "bank", "--format", "json"])
        #expect(json.stdout.hasPrefix(#"{"term":"bank","lemma":"bank","ipa":["bæŋk"],"senses":[{"pos":"noun","key":"bank%1:17:01::","synset":"n09213565","chosen":true,"gloss":"sloping land"#))
        #expect(json.stdout.hasSuffix(#""notes":["river side"],"history":[{"at":"2026-11-20T09:00:00.000Z","from":"new","to":"learning","origin":"capture"},{"at":"2026-11-22T10:30:00.000Z","from":"learning","to":"known","origin":"mark"}]}"# + "\n"))
    }

    @Test(arguments: [
        (["show", "xyzzyq"], 65, "reader: 'xyzzyq' is not in your vocabulary, WordNet or CMUdict\n"),
        (["show", "xyzzyq", "--format", "json"], 65, "reader: 'xyzzyq' is not in your vocabulary, WordNet or CMUdict\n"),
        (["show", "bank", "--format", "yaml"], 64, "reader: The value 'yaml' is invalid for '--format <format>'. Please provide one of 'text' and 'json'. (see 'reader help')\n"),
    ] as [([String], Int32, String)])
    func showRefusesWhatItCannotShow(arguments: [String], status: Int32, stderr: String) throws {
        let result = try ReaderCLI().run(arguments)
        #expect(result.status == status)
        #expect(result.stderr == stderr)
        #expect(result.stdout == "")
    }

    @Test func showFindsAStoreOnlyTermAndTheNounSaw() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["mark", "xyzzyq", "--learning"], environment: ["READER_NOW": "2026-11-20T09:00:00Z"])
        #expect(try cli.run(["show", "xyzzyq"]).stdout == """
            xyzzyq
            Rare
            status:   learning
            history:  2026-11-20T09:00:00.000Z  new -> learning (mark)

            """)
        let path = try cli.file("saw.txt", "I saw the saw.\n")
        _ = try cli.run(["capture", path, "--at", "10"])
        #expect(try cli.run(["show", "saw"]).stdout.hasPrefix("saw  /sɔ/\nAdvanced (rank 13,115) · C1 · noun, verb\n1. (noun) "))
    }
}
