@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import Testing
import Tokenizer

/// `read` counts distinct New words without a term (random letters, base64) in a set of bounded
/// size: before, 100 MB of random words held 317 MB for it (issue 28 item 4, memory on endless input).
@Suite("Summary: distinct New words beyond the remembered ones")
struct SummaryTallyBoundTests {
    /// Words no lexicon holds, so each is a New word without a term.
    static let text = "qzxa qzxb qzxa qzxc qzxc qzxd qzxa."

    @Test("under the limit the count is exact; past it a word not held counts again", arguments: [
        (100, 4), // qzxa qzxb qzxc qzxd
        (4, 4),
        (2, 5), // qzxa qzxb held; qzxc counted twice, qzxd once
        (1, 5), // qzxa held; qzxb, qzxc, qzxc, qzxd counted
    ])
    func distinctNewWords(limit: Int, uniqueNew: Int) throws {
        let tokenizer = try Tokenizer()
        var tokenized = try tokenizer.tokenize(Self.text)
        AnnotationFixture.data.lemmatizer.lemmatize(&tokenized)
        let annotator = Annotator(snapshot: AnnotationFixture.snapshot(), lexicon: AnnotationFixture.data.lexicon)
        var reading = Annotator.Reading(annotator: annotator, othersLimit: limit)
        let annotated = reading.annotate(tokenized)
        #expect(annotated.summary.new == 7)
        #expect(annotated.summary.uniqueNew == uniqueNew)
    }

    @Test func limitIsScoresBudget() {
        #expect(SummaryTally.rememberedOthers == 4 << 20)
    }
}
