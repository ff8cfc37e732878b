@testable import Collocations
import Foundation
import Testing
import Tokenizer

/// What gets counted, and that counts from shards merge into the counts of the whole.
struct NGramCounterTests {
    @Test(arguments: [
        ("make a decision", 2),
        ("make a", 3),
        ("a decision", 3),
        ("decision", 3),
        ("make", 3),
        ("decision and a cake", 1),
        ("a decision and a", 0),
        ("we make a", 0),
        ("we make", 1),
    ])
    func counts(_ words: String, expected: Int) throws {
        let counts = try CollocationFixture.counts("We made a decision. They make a cake, and a decision and a cake.\nShe makes a decision")
        #expect(counts.count(of: CollocationFixture.gram(words)) == expected)
    }

    @Test func nGramsStopAtPunctuationAndSentenceEnds() throws {
        let counts = try CollocationFixture.counts("I saw the cake, decision time. Cake. Decision.")
        #expect(counts.count(of: CollocationFixture.gram("cake decision")) == 0)
        #expect(counts.count(of: CollocationFixture.gram("decision time")) == 1)
        #expect(counts.words == 8)
    }

    @Test func wordJoiningHyphensDoNotBreakNGrams() throws {
        let counts = try CollocationFixture.counts("We ate ice-cream and more ice cream. Cold - cream.")
        #expect(counts.count(of: CollocationFixture.gram("ice cream")) == 2)
        #expect(counts.count(of: CollocationFixture.gram("cold cream")) == 0)
    }

    /// Function words alone make no n-gram worth keeping, nor does a 4-gram
    /// that starts or ends on an article, pronoun or auxiliary.
    @Test func functionWordOnlyNGramsAreNotStored() throws {
        let counts = try CollocationFixture.counts("It was in the house of the man.")
        #expect(counts.count(of: CollocationFixture.gram("in the")) == 0)
        #expect(counts.count(of: CollocationFixture.gram("of the")) == 0)
        #expect(counts.count(of: CollocationFixture.gram("the house")) == 1)
        #expect(counts.count(of: CollocationFixture.gram("in the house of")) == 1)
        #expect(counts.count(of: CollocationFixture.gram("be in the house")) == 0)
    }

    @Test func countingTwoHalvesAndMergingEqualsCountingTheWhole() throws {
        let text = String(decoding: CollocationFixture.bytes("samples/pride-and-prejudice-chapter-1.txt"), as: UTF8.self)
        let paragraphs = text.components(separatedBy: "\n\n")
        let half = paragraphs.count / 2
        let first = paragraphs[..<half].joined(separator: "\n\n"), second = paragraphs[half...].joined(separator: "\n\n")
        var whole = NGramCounter(lexicon: CollocationFixture.lexicon)
        whole.add(try CollocationFixture.lemmatized(first + "\n\n" + second))
        var merged = NGramCounter(lexicon: CollocationFixture.lexicon)
        merged.add(try CollocationFixture.lemmatized(first))
        var other = NGramCounter(lexicon: CollocationFixture.lexicon)
        other.add(try CollocationFixture.lemmatized(second))
        merged.merge(other)
        #expect(whole.counts.words > 800)
        #expect(whole.counts.distinctNGrams > 900)
        #expect(merged.counts == whole.counts)
        var missing = NGramCounter(lexicon: CollocationFixture.lexicon)
        missing.add(try CollocationFixture.lemmatized(first))
        #expect(missing.counts != whole.counts)
    }

    @Test(arguments: [1, 2, 3])
    func parallelCountingEqualsSequentialCounting(workers: Int) throws {
        let documents = ["samples/emma-opening.txt", "samples/moby-dick-loomings.txt"].map(CollocationFixture.bytes)
        var sequential = NGramCounter(lexicon: CollocationFixture.lexicon)
        for document in documents {
            var text = try Tokenizer().tokenize(document)
            CollocationFixture.lemmatizer.lemmatize(&text)
            sequential.add(text)
        }
        let parallel = try NGramCounter.count(documents: documents, lemmatizer: CollocationFixture.lemmatizer, workers: workers)
        #expect(parallel == sequential.counts)
    }

    @Test func paragraphChunksCoverTheDocumentAndEndAtLineBreaks() {
        let bytes = CollocationFixture.bytes("samples/emma-opening.txt")
        let chunks = NGramCounter.paragraphChunks(of: bytes, size: 1000)
        #expect(chunks.count > 3)
        #expect(chunks.first?.lowerBound == 0 && chunks.last?.upperBound == bytes.count)
        for (chunk, next) in zip(chunks, chunks.dropFirst()) {
            #expect(chunk.upperBound == next.lowerBound)
            #expect(bytes[chunk.upperBound - 1] == 10)
        }
    }

    @Test func nGramPacking() {
        let gram = NGram([7, 8, 9])
        #expect(gram.count == 3)
        #expect(gram.ids == [7, 8, 9])
        #expect(gram.slice(1..<3) == NGram([8, 9]))
        #expect(NGram([7, 8]) != NGram([7, 8, 9]))
    }
}
