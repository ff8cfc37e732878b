import Testing
@testable import Tokenizer

@Suite("Part-of-speech tagger (issue 26)")
struct TaggerTests {
    /// The UPOS tag of each non-space token, "word/TAG" joined by spaces.
    static func tagged(_ text: String) throws -> String {
        let tokenized = try Fixture.tokenize(text)
        return tokenized.tokens.filter { $0.kind != .space }
            .map { "\(tokenized.text(of: $0))/\($0.pos.map(\.name) ?? "nil")" }.joined(separator: " ")
    }

    @Test("the issue's sentences are tagged as UD tags them", arguments: [
        ("The leaves are falling.", "The/DET leaves/NOUN are/AUX falling/VERB ./PUNCT"),
        ("She has looked everywhere.", "She/PRON has/AUX looked/VERB everywhere/ADV ./PUNCT"),
        ("We have tried and have talked.", "We/PRON have/AUX tried/VERB and/CCONJ have/AUX talked/VERB ./PUNCT"),
        ("She has rested.", "She/PRON has/AUX rested/VERB ./PUNCT"),
        ("It means nothing.", "It/PRON means/VERB nothing/PRON ./PUNCT"),
        ("That made it rich.", "That/PRON made/VERB it/PRON rich/ADJ ./PUNCT"),
        ("I found a lost wallet.", "I/PRON found/VERB a/DET lost/VERB wallet/NOUN ./PUNCT"),
        ("These used to be cheap.", "These/PRON used/VERB to/PART be/AUX cheap/ADJ ./PUNCT"),
        ("I saw the saw.", "I/PRON saw/VERB the/DET saw/NOUN ./PUNCT"),
    ])
    func issueSentences(text: String, expected: String) throws {
        // A demonstrative standing for a noun is PRON in UD (EWT train: 29 of 29 "these" before a verb).
        #expect(try TaggerTests.tagged(text) == expected)
    }

    /// Issue 26: a capitalized word with a verb reading before a name was misread (Downing/VERB) until the pair
    /// features of shapes and lexicon classes.
    @Test("words read by their class and their neighbours' shapes (issue 26)", arguments: [
        ("The minister left Downing Street.", "The/DET minister/NOUN left/VERB Downing/PROPN Street/PROPN ./PUNCT"),
        ("She walked down Downing Street.", "She/PRON walked/VERB down/ADP Downing/PROPN Street/PROPN ./PUNCT"),
    ])
    func classAndShapePairs(text: String, expected: String) throws {
        #expect(try TaggerTests.tagged(text) == expected)
    }

    @Test("every token but spaces gets a tag; spaces none")
    func spacesHaveNoTag() throws {
        let tokenized = try Fixture.tokenize("Hi  there,\nfriend 42!")
        for token in tokenized.tokens {
            #expect((token.pos == nil) == (token.kind == .space), "\(tokenized.text(of: token))")
        }
    }

    /// The drift test: what the tagger adds up per token (each word's cached contribution from its
    /// position, tabulated transitions) equals the sum over the feature list training uses, built
    /// from the words as strings.
    @Test("tagging scores equal the training features' scores", arguments: [
        "He lives in Wales.", "“Don’t,” said Claire Kober, 42, of Goldsmiths' in 1999.", "She has looked everywhere!",
        "e-mail me at 10:30 -- OK?",
    ])
    func featureDrift(sentence: String) throws {
        let tagger = try #require(Fixture.lemmatizer.tagger)
        let (text, observed) = try Fixture.taggedWithScores(sentence)
        let indices = text.tokens.indices.filter { text.tokens[$0].kind != .space }
        #expect(Set(indices.map { text.tokens[$0].sentence }).count == 1)
        var scratch: [UInt8] = []
        let words = indices.map { index in
            Array(text.text(of: text.tokens[index]).utf8).withUnsafeBufferPointer {
                TaggerFeatures.Word($0, lexicon: Fixture.lexicon, scratch: &scratch)
            }
        }
        let tags = indices.map { text.tokens[$0].pos!.rawValue }
        for (i, index) in indices.enumerated() {
            var reference = [Float](repeating: 0, count: UPOSTag.allCases.count)
            reference.withUnsafeMutableBufferPointer { scores in
                TaggerFeatures.forEachFeature(at: i, of: words, tags: tags) { tagger.model.addWeights(of: $0, to: scores.baseAddress!) }
            }
            let got = try #require(observed[index])
            for t in reference.indices {
                #expect(abs(got[t] - reference[t]) < 1e-3, "\(text.text(of: text.tokens[index])) \(UPOSTag(rawValue: UInt8(t))!)")
            }
        }
    }

    static let tinyCorpus = Array("""
        The\tDET\tDT
        cat\tNOUN\tNN
        sleeps\tVERB\tVBZ
        .\tPUNCT\t.

        Dogs\tNOUN\tNNS
        bark\tVERB\tVBP
        loudly\tADV\tRB
        !\tPUNCT\t.

        The\tDET\tDT
        dog\tNOUN\tNN
        saw\tVERB\tVBD
        a\tDET\tDT
        saw\tNOUN\tNN
        .\tPUNCT\t.

        """.utf8)

    @Test("training is deterministic: the same data and seed give the same bytes")
    func deterministicTraining() throws {
        let first = try TaggerTrainer.train(tsv: TaggerTests.tinyCorpus, lexicon: Fixture.lexicon, iterations: 4, seed: 7)
        let second = try TaggerTrainer.train(tsv: TaggerTests.tinyCorpus, lexicon: Fixture.lexicon, iterations: 4, seed: 7)
        #expect(first.image == second.image)
        #expect(first.report.sentences == 3)
        #expect(first.report.tokens == 14)
        #expect(first.report.accuracyByIteration.count == 4)
        // A perceptron separates three sentences in a few passes.
        #expect(first.report.accuracyByIteration.last == 1.0)
        let model = try TaggerModel(image: first.image)
        var text = try Tokenizer().tokenize("The dog saw a saw.")
        PartOfSpeechTagger(model: model, lexicon: Fixture.lexicon).tag(&text)
        #expect(text.tokens.compactMap { $0.pos?.name } == ["DET", "NOUN", "VERB", "DET", "NOUN", "PUNCT"])
    }

    @Test("runs averaged into one model: deterministic, and each run's shuffle counts")
    func averagedRuns() throws {
        let first = try TaggerTrainer.train(tsv: TaggerTests.tinyCorpus, lexicon: Fixture.lexicon, iterations: 4, seed: 7, runs: 3)
        let second = try TaggerTrainer.train(tsv: TaggerTests.tinyCorpus, lexicon: Fixture.lexicon, iterations: 4, seed: 7, runs: 3)
        let one = try TaggerTrainer.train(tsv: TaggerTests.tinyCorpus, lexicon: Fixture.lexicon, iterations: 4, seed: 7, runs: 1)
        #expect(first.image == second.image)
        #expect(first.image != one.image)
        var text = try Tokenizer().tokenize("The dog saw a saw.")
        PartOfSpeechTagger(model: try TaggerModel(image: first.image), lexicon: Fixture.lexicon).tag(&text)
        #expect(text.tokens.compactMap { $0.pos?.name } == ["DET", "NOUN", "VERB", "DET", "NOUN", "PUNCT"])
    }

    @Test("a held-out block is left out of training and measured")
    func heldOutBlock() throws {
        let held = try TaggerTrainer.train(tsv: TaggerTests.tinyCorpus, lexicon: Fixture.lexicon, iterations: 4, seed: 7,
                                           heldOut: 3, fold: 2)
        #expect(held.report.sentences == 2)
        #expect(held.report.tokens == 8)
        #expect(held.report.heldOutTokens == 6)
        // "dog", "saw" (twice) and "a" are in no training sentence.
        #expect(held.report.heldOutUnseenTokens == 4)
        #expect(held.report.heldOutAccuracy != nil)
        let all = try TaggerTrainer.train(tsv: TaggerTests.tinyCorpus, lexicon: Fixture.lexicon, iterations: 4, seed: 7)
        #expect(all.report.heldOutAccuracy == nil)
    }

    @Test("malformed training data is refused with its line", arguments: [
        ("cat\tNOUN\tNN\ndog\tNOUNS\tNNS\n", TaggerTrainingError.malformed(line: 2)),
        ("cat NOUN NN\n", .malformed(line: 1)),
        ("cat\tNOUN\n", .malformed(line: 1)),
        ("\n\n", .empty),
    ])
    func malformedTrainingData(text: String, error: TaggerTrainingError) {
        #expect(throws: error) { try TaggerTrainer.train(tsv: Array(text.utf8), lexicon: Fixture.lexicon, iterations: 1, seed: 1) }
    }

    @Test("a truncated or foreign model is refused, never misread")
    func corruptModel() throws {
        let image = Fixture.taggerModel.image
        #expect(throws: TaggerModelError.corrupt) { try TaggerModel(image: Array(image.dropLast(8))) }
        #expect(throws: TaggerModelError.corrupt) { try TaggerModel(image: Array(image.prefix(12))) }
        var future = image
        future[0] = 99
        #expect(throws: TaggerModelError.unsupportedVersion(99)) { try TaggerModel(image: future) }
    }
}
