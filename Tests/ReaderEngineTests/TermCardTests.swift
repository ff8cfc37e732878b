import Foundation
import Testing
import Tokenizer
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// `reader show`'s card (issue 12) and the sense every capture surface leads
/// with: the part of speech the saved sentence gives.
@Suite("Capture: term card and sense in context")
struct TermCardTests {
    static let builder = CaptureBuilder(data: CaptureFixture.data, partsOfSpeech: CaptureFixture.partsOfSpeech,
                                        dictionary: DictionaryFixture.dictionary)
    let tokenizer = try! Tokenizer()

    @Test(arguments: [
        ("I saw the saw.", "saw", "saw", 10..<13, PartOfSpeech.noun),
        ("I saw the saw.", "saw", "saw", nil, .verb),
        ("Where do you bank in this town?", "bank", "bank", 13..<17, .verb),
        ("We sat on the bank of the river.", "bank", "bank", 14..<18, .noun),
        ("Prices went up.", "went", "go", 7..<11, .verb),
        ("The bank was closed.", "banks", "bank", nil, nil),
        ("We need to make a decision soon.", "make a decision", "make a decision", 11..<26, nil),
    ] as [(String, String, String, Range<Int>?, PartOfSpeech?)])
    func savedSentenceGivesThePartOfSpeech(sentence: String, surface: String, key: String, range: Range<Int>?,
                                           expected: PartOfSpeech?) {
        let capture = Capture(term: term(key), surface: surface, sentence: sentence, range: range,
                              sentenceStart: range == nil ? nil : 0, capturedAt: storeTestDate)
        #expect(Self.builder.sense.context(of: capture, tokenizer: tokenizer)?.partOfSpeech == expected)
    }

    @Test(arguments: [
        ("Where do you bank in this town?", "bank", 13..<17, "bæŋk", "verb", "tip laterally"),
        ("We sat on the bank of the river.", "bank", 14..<18, "bæŋk", "noun", "sloping land (especially the slope beside a body of water)"),
        ("I saw the saw.", "saw", 10..<13, "sɔ", "noun", "hand tool having a toothed blade for cutting"),
    ] as [(String, String, Range<Int>, String, String, String)])
    func exportsCardIsTheCaptureCardInItsSentence(sentence: String, key: String, range: Range<Int>, ipa: String, pos: String, gloss: String) throws {
        let capture = Capture(term: term(key), surface: key, sentence: sentence, range: range, sentenceStart: 0, capturedAt: storeTestDate)
        let exported = Self.builder.card(for: capture, status: .learning, tokenizer: tokenizer)
        let card = Self.builder.card(for: capture, change: .unchanged, level: nil,
                                     context: Self.builder.sense.context(of: capture, tokenizer: tokenizer))
        #expect(exported.ipa.first == ipa)
        #expect(exported.senses.first.map { $0.partOfSpeech.dictionaryName } == pos)
        #expect(exported.senses.first?.gloss == gloss)
        #expect(exported == card.facts)
    }

    /// Two captures (one with a note), then a mark: every sentence with its source, time and note, then the history.
    static func bankStore() throws -> VocabularyStore {
        let store = try VocabularyStore.inMemory()
        try store.capture(Capture(term: term("bank"), surface: "bank", sentence: "We sat on the bank of the river.",
                                  source: "/texts/river.txt", range: 114..<118, sentenceStart: 100,
                                  capturedAt: storeTestDate, note: "river side"))
        try store.capture(Capture(term: term("bank"), surface: "bank", sentence: "Where do you bank in this town?",
                                  capturedAt: storeTestDate + 86_400))
        try store.setStatus(.known, of: term("bank"), at: storeTestDate + 90_000)
        return store
    }

    @Test func textCardHasSentencesNotesAndHistory() throws {
        let card = try #require(try TermCard(term: term("bank"), typed: "bank", store: Self.bankStore(), builder: Self.builder,
                                             tokenizer: tokenizer))
        // The latest sentence has the verb: its senses lead.
        #expect(TermCardRenderer.render(card) == """
            bank  /bæŋk/
            Essential (rank 514) · A2 · noun, verb
            1. (verb) tip laterally
            2. (verb) enclose with a bank
            3. (verb) have confidence or faith in
            family:   bankable, banker, banking
            status:   known
            sentence: We sat on the {bank} of the river.
            source:   /texts/river.txt (bytes 114-118) · 2025-06-15T15:06:40.000Z
            note:     river side
            sentence: Where do you {bank} in this town?
            source:   <stdin> · 2025-06-16T15:06:40.000Z
            history:  2025-06-15T15:06:40.000Z  new -> learning (capture)
                      2025-06-16T16:06:40.000Z  learning -> known (mark)

            """)
    }

    @Test func termOnlyInTheDictionaryIsNewWithoutHistory() throws {
        let card = try #require(try TermCard(term: term("deteriorate"), typed: "deteriorate", store: VocabularyStore.inMemory(),
                                             builder: Self.builder, tokenizer: tokenizer))
        #expect(TermCardRenderer.render(card) == """
            deteriorate  /dɪˈtɪriəˌreɪt/
            Advanced (rank 8,153) · C2 · verb
            1. (verb) become worse or disintegrate
            2. (verb) grow worse
            family:   deterioration
            status:   new (not in your vocabulary)

            """)
    }

    @Test func unknownEverywhereIsNil() throws {
        #expect(try TermCard(term: term("xyzzyq"), typed: "xyzzyq", store: VocabularyStore.inMemory(), builder: Self.builder,
                             tokenizer: tokenizer) == nil)
    }

    @Test func jsonOfATermTheDictionaryLacks() throws {
        let store = try VocabularyStore.inMemory()
        try store.capture(Capture(term: term("xyzzyq"), surface: "Xyzzyq", sentence: "Say \"Xyzzyq\"\tnow.", range: 5..<11,
                                  sentenceStart: 0, capturedAt: storeTestDate, note: "a \u{1B} game"))
        try store.setStatus(.ignored, of: term("xyzzyq"), at: storeTestDate + 0.25)
        let card = try #require(try TermCard(term: term("xyzzyq"), typed: "xyzzyq", store: store, builder: Self.builder,
                                             tokenizer: tokenizer))
        #expect(TermCardJSON.render(card) == """
            {"term":"Xyzzyq","lemma":"xyzzyq","ipa":[],"senses":[],"senses_of":null,"frequency":{"rank":null,"band":"rare","shown":"Rare"},\
            "cefr":null,"status":"ignored","translation":null,"captures":[{"surface":"Xyzzyq","sentence":"Say \\"Xyzzyq\\"\\tnow.","source":null,\
            "start":5,"end":11,"sentence_start":0,"captured":"2025-06-15T15:06:40.000Z","note":"a \\u001b game"}],\
            "notes":["a \\u001b game"],"history":[{"at":"2025-06-15T15:06:40.000Z","from":"new","to":"learning","origin":"capture"},\
            {"at":"2025-06-15T15:06:40.250Z","from":"learning","to":"ignored","origin":"mark"}]}
            """)
    }

    @Test func jsonLeadsWithTheDefineRecord() throws {
        let card = try #require(try TermCard(term: term("bank"), typed: "bank", store: Self.bankStore(), builder: Self.builder,
                                             tokenizer: tokenizer))
        let json = TermCardJSON.render(card)
        let entry = try #require(card.entry)
        #expect(json.hasPrefix(String(DictionaryJSON.entry(CardFacts(entry: entry, status: .known)).dropLast()) + ",\"captures\":["))
        #expect(json.hasPrefix(#"{"term":"bank","lemma":"bank","ipa":["bæŋk"],"senses":[{"pos":"verb","key":"bank%2:38:00::","synset":"v02039431","chosen":true,"gloss":"tip laterally""#))
        #expect(json.hasSuffix(#""notes":["river side"],"history":[{"at":"2025-06-15T15:06:40.000Z","from":"new","to":"learning","origin":"capture"},{"at":"2025-06-16T16:06:40.000Z","from":"learning","to":"known","origin":"mark"}]}"#))
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }
}
