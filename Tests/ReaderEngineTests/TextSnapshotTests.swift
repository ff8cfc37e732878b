import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import Tokenizer

/// `read` of a short text takes from a large store only the statuses of the
/// text's words (`VocabularyStore.snapshot(for:)`, issue 12's cold start). That
/// snapshot must annotate the text exactly as the whole vocabulary does.
@Suite("Store: snapshot of one text's words")
struct TextSnapshotTests {
    /// A learner with the 20,000 most frequent lemmas Known, names and words of
    /// the samples in every status, phrases, form overrides, a known abbreviation
    /// set back to New, and words outside the lexicon.
    static let store: VocabularyStore = {
        do {
            let store = try VocabularyStore.inMemory()
            let list = try String(contentsOf: DifficultyFixture.corpora.appendingPathComponent("frequency/lemmas.tsv"), encoding: .utf8)
            let frequent = list.split(separator: "\n").prefix(20_000).compactMap { Term(key: String($0.split(separator: "\t")[0])) }
            _ = try store.seed(frequent, status: .known, at: storeTestDate)
            let statuses: [(String, WordStatus)] = [
                ("handsome", .learning), ("clever", .learning), ("emma", .learning), ("woodhouse", .learning),
                ("taylor", .ignored), ("bennet", .learning), ("ishmael", .ignored), ("mr.", .new), ("happy", .new),
                ("i", .learning), ("whale", .learning), ("elliot", .new), ("kellynch", .learning), ("zorblax", .learning),
                ("café", .learning), ("make a decision", .learning), ("in spite of", .learning), ("a good deal", .known),
                ("call i", .learning), ("single man", .learning), ("take place", .ignored),
            ]
            for (key, status) in statuses { try store.setStatus(status, of: term(key), at: storeTestDate) }
            try store.setStatus(.learning, ofForm: "was", lemma: "be", at: storeTestDate)
            try store.setStatus(.known, ofForm: "Emma's", lemma: "emma", at: storeTestDate)
            return store
        } catch {
            fatalError("text snapshot store: \(error)")
        }
    }()

    static let crafted = "Call me Ishmael. I saw Zorblax at the Café with Mr. Woodhouse; ZORBLAX was happy, "
        + "in spite of the rain, and made a decision. Emma's cafés took place."

    static func tokenized(_ text: String) throws -> TokenizedText {
        var tokenized = try Tokenizer().tokenize(text)
        AnnotationFixture.data.lemmatizer.lemmatize(&tokenized)
        return tokenized
    }

    static func keys(_ text: TokenizedText) -> VocabularyKeys {
        var keys = VocabularyKeys()
        keys.add(text, lexicon: AnnotationFixture.data.lexicon)
        return keys
    }

    static func rendered(_ text: TokenizedText, _ snapshot: VocabularySnapshot) -> [String] {
        let annotated = Annotator(snapshot: snapshot, lexicon: AnnotationFixture.data.lexicon).annotate(text)
        let truecolor = TerminalCapabilities(colorDepth: .truecolor, styledUnderlines: true)
        let renderers: [any Renderer] = [PlainRenderer(), JSONRenderer(), HTMLRenderer(theme: nil, patternMode: true),
                                         ANSIRenderer(theme: .dark, capabilities: truecolor, patternMode: true)]
        return renderers.map { $0.render(annotated) }
    }

    @Test("the text's words alone annotate as the whole vocabulary", arguments: PieceRenderingTests.samples + ["crafted"])
    func sameAnnotation(name: String) throws {
        let text = try Self.tokenized(name == "crafted" ? Self.crafted : DifficultyFixture.sample(name))
        let partial = try Self.store.snapshot(onlyFor: Self.keys(text))
        let whole = try Self.store.snapshot()
        #expect(partial.isPartial && !whole.isPartial)
        #expect(partial.lemmas.count < whole.lemmas.count / 10)
        #expect(Self.rendered(text, partial) == Self.rendered(text, whole))
    }

    @Test func keysAreLexiconLemmasElseLowercasedWords() throws {
        let keys = Self.keys(try Self.tokenized("I went to Paris, 3 times with Zorblax."))
        #expect(keys.keys.subtracting(StatusTable.knownAbbreviations) == ["i", "go", "to", "paris", "time", "with", "zorblax"])
    }

    @Test func partialSnapshotHoldsTheTextsLemmasWithEveryPhraseAndForm() throws {
        let store = try VocabularyStore.inMemory()
        for (key, status) in [("go", WordStatus.learning), ("home", .known), ("zebra", .new), ("look up", .learning)] {
            try store.setStatus(status, of: term(key), at: storeTestDate)
        }
        try store.setStatus(.known, ofForm: "data", lemma: "datum", at: storeTestDate)
        let snapshot = try store.snapshot(onlyFor: Self.keys(try Self.tokenized("She went home.")))
        #expect(snapshot.lemmas == ["go": .learning, "home": .known])
        #expect(snapshot.phrases == [["look", "up"]: .learning])
        #expect(snapshot.forms == ["data": .known])
        #expect(!snapshot.isEmpty)
    }

    @Test("a page against a large store reads its words; a small store is read whole")
    func theStoreChoosesTheCheaperRead() throws {
        let page = Self.keys(try Self.tokenized(Self.crafted))
        #expect(try Self.store.snapshot(for: page).isPartial)
        let small = try VocabularyStore.inMemory()
        try small.setStatus(.known, of: term("rain"), at: storeTestDate)
        #expect(try small.snapshot(for: page) == VocabularySnapshot(lemmas: ["rain": .known]))
        #expect(try VocabularyStore.inMemory().snapshot(for: page).isEmpty)
    }
}
