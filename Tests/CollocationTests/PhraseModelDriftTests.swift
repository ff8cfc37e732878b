import Collocations
import Foundation
import Testing
import Tokenizer

/// The shipped model is what training on the shipped prose gives today (issue 10:
/// the lemmatizer moved on and the model kept 4,068 phrases where a retrain gave
/// 4,283). Any change to tokens, lemmas or phrase rules that moves the model fails
/// here until `Corpora/scripts/train_phrase_model.sh` regenerates it. A full
/// retrain, byte for byte: about 4 s of CPU in a debug build.
@Suite("Shipped phrase model")
struct PhraseModelDriftTests {
    @Test("equals a retrain of Corpora/prose")
    func shippedModelMatchesRetrain() throws {
        let prose = CollocationFixture.corpora.appendingPathComponent("prose")
        let files = try FileManager.default.contentsOfDirectory(atPath: prose.path).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(files.count == 7)
        let documents = try files.map { try [UInt8](Data(contentsOf: prose.appendingPathComponent($0))) }
        let lexicon = CollocationFixture.lexicon
        let counts = try NGramCounter.count(documents: documents, lemmatizer: CollocationFixture.lemmatizer, workers: 2)
        let phrases = PhraseDetector(lexicon: lexicon).phrases(in: counts)
        let retrained = PhraseModel.encode(phrases, totalWords: Int(counts.words), minCount: 5, lexicon: lexicon)
        let shipped = CollocationFixture.bytes("models/default.phrases")
        // Compared as one Bool: a failing #expect on the arrays would print megabytes.
        let isCurrent = retrained == shipped
        let shippedCount = (try? PhraseModel(bytes: shipped, lexicon: lexicon))?.phrases.count ?? 0
        #expect(isCurrent, """
            Corpora/models/default.phrases is stale (\(shippedCount) phrases, a retrain keeps \(phrases.count)): \
            run Corpora/scripts/train_phrase_model.sh
            """)
    }
}
