import Testing
import Tokenizer
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 27: a word with no status of its own takes its family head's ("known through farm").
@Suite("Statuses by word family (issue 27)")
struct WordFamilyStatusTests {
    static let data = CaptureFixture.data

    /// Every example word of issue 27 with the head it takes its status from.
    @Test(arguments: [
        ("farming", "farm"), ("lost", "lose"), ("used", "use"), ("interested", "interest"), ("thanks", "thank"),
        ("means", "mean"), ("glasses", "glass"), ("sharing", "share"), ("eating", "eat"), ("spending", "spend"),
        ("rising", "rise"), ("paying", "pay"), ("growing", "grow"), ("bars", "bar"), ("changing", "change"),
        ("fighting", "fight"), ("leading", "lead"), ("speaking", "speak"), ("seeing", "see"), ("said", "say"),
        ("comes", "come"), ("remains", "remain"), ("billions", "billion"),
        ("smoker", "smoke"), ("shopper", "shop"), ("employer", "employ"), ("founder", "found"), ("farmer", "farm"),
        ("quickly", "quick"), ("happily", "happy"), ("careful", "care"), ("noisy", "noise"), ("unhappy", "happy"),
        ("rebuild", "build"),
    ])
    func transparentLinks(word: String, head: String) {
        #expect(Self.data.families.head(of: word, lexicon: Self.data.lexicon) == head)
    }

    /// Words of their own that only look like a form of another: no link.
    @Test(arguments: ["lay", "found", "ground", "least", "better", "only", "remark", "ready", "early", "farm"])
    func noLink(word: String) {
        #expect(Self.data.families.head(of: word, lexicon: Self.data.lexicon) == nil)
    }

    @Test("inflections reach only inflections")
    func inflectionsOnly() {
        let families = Self.data.families.reaching(.inflections)
        #expect(families.head(of: "farming", lexicon: Self.data.lexicon) == "farm")
        #expect(families.head(of: "farmer", lexicon: Self.data.lexicon) == nil)
    }

    static func annotate(_ text: String, _ lemmas: [String: WordStatus], forms: [String: WordStatus] = [:],
                         reach: FamilyReach = .transparent) throws -> [(String, WordStatus?, String?)] {
        let tokenized = try CaptureFixture.text(text, tokenizer: Tokenizer())
        let annotator = Annotator(snapshot: VocabularySnapshot(lemmas: lemmas, forms: forms), lexicon: data.lexicon,
                                  families: data.families.reaching(reach))
        let annotated = annotator.annotate(tokenized)
        return annotated.spans.filter(\.isWord).map { span in
            (String(decoding: annotated.bytes[Int(span.token.start)..<Int(span.token.end)], as: UTF8.self), span.status,
             span.familyHead.flatMap { data.lexicon.string(for: $0) })
        }
    }

    @Test("a word without a status takes its head's, and says which")
    func takesTheHeadsStatus() throws {
        let spans = try Self.annotate("The farming and farmers.", ["farm": .known, "and": .known, "the": .known])
        #expect(spans.map(\.1) == [.known, .known, .known, .known])
        #expect(spans.map(\.2) == [nil, "farm", nil, "farm"])
    }

    @Test("the learner's own marks win, on the word and on its surface form")
    func ownMarksWin() throws {
        #expect(try Self.annotate("The farming.", ["farm": .known, "farming": .new, "the": .known]).map(\.1) == [.known, .new])
        #expect(try Self.annotate("The farming.", ["farm": .known, "the": .known], forms: ["farming": .learning]).map(\.1)
                == [.known, .learning])
        #expect(try Self.annotate("The farming.", ["farm": .known, "farming": .new]).map(\.2) == [nil, nil])
    }

    @Test("a chain climbs to the nearest head with a status")
    func chain() throws {
        #expect(try Self.annotate("Farmers.", ["farm": .learning]).map(\.1) == [.learning])
    }

    @Test("the inflections setting leaves derivations New")
    func reach() throws {
        #expect(try Self.annotate("The farmer and the farming.", ["farm": .known], reach: .inflections).map(\.1)
                == [.new, .new, .new, .new, .known])
    }

    @Test("finish stores no word whose status came from its family, no name and no number (issue 27)")
    func finishLeavesFamilyNamesAndNumbers() throws {
        let tokenized = try CaptureFixture.text("Then Maria said the farmers left at 3pm in the 1990s with shrimps.", tokenizer: Tokenizer())
        let snapshot = VocabularySnapshot(lemmas: ["then": .known, "farm": .new, "say": .known, "the": .known, "leave": .known, "at": .known,
                                                   "in": .known, "with": .known])
        let annotated = Annotator(snapshot: snapshot, lexicon: Self.data.lexicon, families: Self.data.families).annotate(tokenized)
        #expect(annotated.newWordTerms.map(\.key) == ["shrimp"])
    }

    @Test("scores count family statuses as the reader does")
    func scoreAgrees() throws {
        let snapshot = VocabularySnapshot(lemmas: ["farm": .known, "and": .known, "the": .known])
        let scorer = DifficultyScorer(data: Self.data, vocabulary: snapshot, families: Self.data.families)
        let report = try scorer.score("The farming and farmers.", tokenizer: Tokenizer())
        #expect(report.knownCoverage == 1.0)
    }

    @Test("cards say where a status came from", arguments: [
        (StatusOrigin.own, WordStatus.known, "known"),
        (.name, .ignored, "name"),
        (.family(head: "farm"), .known, "known (through farm)"),
        (.family(head: "farm"), .new, "new (through farm)"),
    ])
    func origins(origin: StatusOrigin, status: WordStatus, shown: String) {
        #expect(origin.describe(status) == shown)
    }
}
