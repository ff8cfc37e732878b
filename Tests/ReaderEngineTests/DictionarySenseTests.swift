import Foundation
import Testing
import Tokenizer
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Dictionary: senses")
struct DictionarySenseTests {
    let dictionary = DictionaryFixture.dictionary

    @Test func mostFrequentSenseFirstAndPartOfSpeechByTagCount() {
        let senses = dictionary.senses(of: "bank")
        #expect(senses.count == 18)
        // cntlist.rev: bank n.1 25 tags, n.2 20; the nouns' 48 tags beat the verbs'.
        #expect(senses[0].gloss == "sloping land (especially the slope beside a body of water)")
        #expect(senses[0].tagCount == 25)
        #expect(senses[1].gloss == "a financial institution that accepts deposits and channels the money into lending activities")
        #expect(senses[1].synonyms == ["depository financial institution", "banking concern", "banking company"])
        #expect(senses.prefix(10).allSatisfy { $0.partOfSpeech == .noun })
        #expect(senses[10].partOfSpeech == .verb)
        #expect(senses[0].examples == ["they pulled the canoe up on the bank", "he sat on the bank of the river and watched the currents"])
    }

    /// Issue 26: a synset that holds a word twice in two cases (`Earth 0 earth 2`) gave it the second's key,
    /// which nobody tagged, so the planet came third with no tags; it takes the first's key, as SemCor tags it.
    @Test("a word written twice in one synset keeps the key SemCor tags", arguments: [
        ("earth", "earth%1:17:00::", 51, "the 3rd planet from the sun; the planet we live on"),
        ("sun", "sun%1:17:00::", 42, "the star that is the source of light and heat for the planets in the solar system"),
        ("moon", "moon%1:17:01::", 30, "the natural satellite of the Earth"),
    ] as [(String, String, Int, String)])
    func wordTwiceInOneSynsetKeepsTheTaggedKey(word: String, key: String, tags: Int, gloss: String) throws {
        let first = try #require(dictionary.senses(of: word).first)
        #expect(first.key == key)
        #expect(first.tagCount == tags)
        #expect(first.gloss == gloss)
    }

    @Test func preferredPartOfSpeechComesFirst() {
        let senses = dictionary.senses(of: "bank", preferring: .verb)
        #expect(senses[0].partOfSpeech == .verb)
        #expect(senses[0].gloss == "tip laterally")
    }

    @Test func phraseWithOwnSensesAndPhraseWithHeadWord() throws {
        let giveUp = try #require(dictionary.entry(for: "give up", lemma: "give up"))
        #expect(giveUp.sensesOf == nil)
        #expect(giveUp.senses.first?.partOfSpeech == .verb)
        let decision = try #require(dictionary.entry(for: "made a decision", lemma: "make a decision"))
        #expect(decision.sensesOf == "decision")
        #expect(decision.senses.first?.gloss == "the act of making up your mind about something")
        // IPA of the words as written.
        #expect(decision.ipa == ["meɪd ə dɪˈsɪʒən"])
    }

    @Test func entryCarriesRankBandAndLevel() throws {
        let bank = try #require(dictionary.entry(for: "bank", lemma: "bank"))
        #expect(bank.rank == 514)
        #expect(bank.badge == .essential)
        #expect(bank.cefr == .a2)
        #expect(dictionary.entry(for: "xyzzyq", lemma: "xyzzyq") == nil)
    }

    @Test func jsonFieldsAreStable() throws {
        let entry = try #require(dictionary.entry(for: "deteriorate", lemma: "deteriorate"))
        let json = DictionaryJSON.entry(CardFacts(entry: entry, status: .new))
        #expect(json.hasPrefix(#"{"term":"deteriorate","lemma":"deteriorate","ipa":["dɪˈtɪriəˌreɪt"],"senses":[{"pos":"verb","key":"deteriorate%2:30:00::","synset":"v00208497","chosen":false,"gloss":"become worse or disintegrate","examples":["His mind deteriorated"],"synonyms":[],"translations":null},{"pos":"verb","key":"deteriorate%2:29:00::","synset":"v00092293","chosen":false,"gloss":"grow worse","examples":["Her condition deteriorated","Conditions in the slums degenerated","The discussion devolved into a shouting match"],"synonyms":["devolve","drop","degenerate"],"translations":null}]"#))
        #expect(json.hasSuffix(#""senses_of":null,"frequency":{"rank":8153,"band":"advanced","shown":"Advanced (rank 8,153)"},"cefr":"C2","status":"new","translation":null}"#))
    }

    @Test(arguments: [
        ("I saw the saw.", 2, "see", PartOfSpeech.verb),
        ("I saw the saw.", 10, "saw", .noun),
        ("They bank with us.", 5, "bank", .verb),
        ("The bank was closed.", 4, "bank", .noun),
        ("She left the room.", 4, "leave", .verb),
        // Issue 26: the tagger decides where the form has several classes ("home": noun, adverb, adjective).
        ("She ran home, then ran back!", 8, "home", .adverb),
        ("Her home is small.", 4, "home", .noun),
    ] as [(String, Int, String, PartOfSpeech)])
    func tapTakesPartOfSpeechFromContext(sentence: String, at: Int, lemma: String, pos: PartOfSpeech) throws {
        let tokenizer = try Tokenizer()
        let text = try CaptureFixture.text(sentence, tokenizer: tokenizer)
        let index = try CaptureTarget.offset(at).locate(in: text, tokenizer: tokenizer).lowerBound
        #expect(CaptureFixture.data.lemmatizer.lemmaString(of: text.tokens[index], in: text) == lemma)
        #expect(ContextPartOfSpeech.partOfSpeech(at: index, lemma: lemma, in: text, table: CaptureFixture.partsOfSpeech) == pos)
    }
}

@Suite("Dictionary: review definition prompts")
struct DictionaryDefinitionPromptTests {
    @Test("a card without a sentence asks for the first sense; unknown words get none", arguments: [
        ("bank", "sloping land (especially the slope beside a body of water)"),
        ("give up", "lose (s.th.) or lose the right to (s.th.) by some error, offense, or crime"),
        ("xyzzy", nil),
    ] as [(String, String?)])
    func prompt(key: String, gloss: String?) throws {
        let term = try #require(Term(key: key))
        #expect(DictionaryFixture.dictionary.card(for: term, status: .learning)?.senses.first?.gloss == gloss)
    }
}

@Suite("Dictionary: what a review reveal adds")
struct DictionaryRevealNoteTests {
    @Test("IPA with the first sense, then the family; nothing for unknown words", arguments: [
        ("bank", ["/bæŋk/ · (noun) sloping land (especially the slope beside a body of water)",
                  "family: bankable, banker, banking"]),
        ("xyzzy", []),
    ] as [(String, [String])])
    func notes(key: String, lines: [String]) throws {
        let term = try #require(Term(key: key))
        let face = ReviewFace(card: ReviewCard(id: 1, term: term, display: key, status: .learning, capture: nil, memory: .new(due: Date())))
        #expect(face.notes(DictionaryFixture.dictionary.card(for: term, status: .learning)) == lines)
    }

    /// A term marked Learning without a sentence showed its definition twice once revealed: in the prompt
    /// and again beside the IPA. See: issue 25.
    @Test func aDefinitionPromptIsNotRepeatedByTheReveal() throws {
        let term = try #require(Term(key: "bank"))
        let card = ReviewCard(id: 1, term: term, display: "bank", status: .learning, capture: nil, memory: .new(due: Date()))
        let face = ReviewFace(card: card, definitions: DictionaryFixture.dictionary)
        #expect(face.prompt == "Which word or phrase means: sloping land (especially the slope beside a body of water)")
        #expect(face.notes(DictionaryFixture.dictionary.card(for: term, status: .learning)) == ["/bæŋk/", "family: bankable, banker, banking"])
    }
}
