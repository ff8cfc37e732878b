import Foundation
import Testing
import Tokenizer
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The shipped translations (`Corpora/translations/`, issue 49): the words of the sense a sentence gives a
/// word, exactly as the data has them, a word-level dictionary's words marked as such, and a sense without
/// words said to have none.
@Suite("Translations: the shipped data")
struct NativeDictionaryTests {
    static let catalog = try! TranslationCatalog(location: CaptureFixture.data.location)

    static func dictionary(_ code: String) throws -> EnglishDictionary {
        DictionaryFixture.dictionary.speaking(try NativeDictionary(language: catalog.language(named: code), catalog: catalog))
    }

    /// What the card of the word at `offset` says in language `code`.
    static func translation(_ sentence: String, at offset: Int, _ code: String) throws -> CardTranslation? {
        let tokenizer = try Tokenizer()
        let text = try CaptureFixture.text(sentence, tokenizer: tokenizer)
        let tap = try TappedWord(at: offset, in: text, tokenizer: tokenizer, lemmatizer: CaptureFixture.data.lemmatizer,
                                 partsOfSpeech: CaptureFixture.partsOfSpeech)
        let entry = try #require(tap.entry(in: try dictionary(code)))
        return CardFacts(entry: entry, status: .new).translation
    }

    enum Kind { case sense, wordLevel, missing }

    @Test("the sense the sentence gives, in the learner's language", arguments: [
        ("The bank raised interest rates.", 4, "es", Kind.sense, ["banca", "banco"], "wikt-spa"),
        ("The bank raised interest rates.", 4, "fr", .sense, ["banque"], "omw-fra"),
        ("The bank raised interest rates.", 4, "zh", .sense, ["存放款金融机构", "银行"], "omw-cmn"),
        ("We sat on the bank of the river.", 14, "es", .sense, ["ribera", "orilla"], "wikt-spa"),
        ("We sat on the bank of the river.", 14, "fr", .sense, ["rive", "banque"], "omw-fra"),
        ("We sat on the bank of the river.", 14, "pt", .sense, ["costa", "margem"], "omw-por"),
        // Right to left, in logical order; the institution is missing from the Arabic wordnet, so FreeDict's word.
        ("We sat on the bank of the river.", 14, "ar", .sense, ["ضِفّة"], "omw-arb"),
        ("The bank raised interest rates.", 4, "ar", .wordLevel, ["البنك"], "freedict-eng-ara"),
        // Hebrew's wordnet has neither sense and no word-level dictionary: the card says so.
        ("The bank raised interest rates.", 4, "he", .missing, [], nil),
    ] as [(String, Int, String, Kind, [String], String?)])
    func tapped(sentence: String, at: Int, code: String, kind: Kind, words: [String], source: String?) throws {
        let translation = try #require(try Self.translation(sentence, at: at, code))
        switch (kind, translation) {
        case (.sense, .sense(let found, _)), (.wordLevel, .wordLevel(let found, _)):
            #expect(found.words == words)
            #expect(found.source == source)
        case (.missing, .missing): break
        default: Issue.record("expected \(kind), got \(translation)")
        }
        #expect(translation.language.code == Self.catalog.languages.first { $0.shortCode == code }?.code)
    }

    @Test("a phrase WordNet lists has its own synset's words; one whose sense the wordnet lacks, the dictionary's word-level ones",
          arguments: [
              ("take place", "fr", "take_place%2:30:00::", ["passer", "se dérouler", "arriver"], "omw-fra", true),
              ("give up", "fr", "give_up%2:40:02::", ["abandonner", "renoncer", "abdiquer"], "freedict-eng-fra", false),
          ] as [(String, String, String, [String], String, Bool)])
    func phrase(term: String, code: String, key: String, words: [String], source: String, matched: Bool) throws {
        let entry = try #require(try Self.dictionary(code).entry(for: term, lemma: term))
        #expect(entry.senses.first?.key == key)
        let translation = try #require(CardFacts(entry: entry, status: .new).translation?.translation)
        #expect(translation == Translation(words: words, source: source, senseMatched: matched))
    }

    @Test("a language is named by its two- or three-letter code, in any case", arguments: [
        ("es", "spa"), ("ES", "spa"), ("spa", "spa"), ("zh", "cmn"), ("qcn", "qcn"), ("ar", "arb"), ("nb", "nob"),
    ])
    func named(code: String, expected: String) throws {
        #expect(try Self.catalog.language(named: code).code == expected)
    }

    @Test("an unknown code is refused with the installed codes listed")
    func unknown() throws {
        #expect(throws: NativeLanguageError.notInstalled("xx", installed: Self.catalog.installedCodes)) { try Self.catalog.language(named: "xx") }
        #expect(throws: NativeLanguageError.notACode("e1", installed: Self.catalog.installedCodes)) { try Self.catalog.language(named: "e1") }
        let message = NativeLanguageError.notInstalled("xx", installed: Self.catalog.installedCodes).description
        #expect(message.hasPrefix("no translations installed for 'xx'; installed: af ar bg bn ca cs cy da de el es eu fa fi fr ga gl he hi hr hu id is it ja ko la lt ms nb nl nn no pl pt qcn ro ru sk sl sq sr sv sw th tr uk ur vi zh"))
    }

    @Test("every language's files exist, its direction is as written, and each source is named with its license")
    func everyLanguage() throws {
        #expect(Self.catalog.languages.count == 50)
        #expect(Self.catalog.languages.filter { $0.direction == .rightToLeft }.map(\.code) == ["arb", "fas", "heb", "urd"])
        for language in Self.catalog.languages {
            for source in language.senseSources + language.wordSources {
                let named = try #require(Self.catalog.sources[source], "\(language.code): source \(source)")
                #expect(!named.license.isEmpty)
            }
            _ = try NativeDictionary(language: language, catalog: Self.catalog)
        }
    }
}
