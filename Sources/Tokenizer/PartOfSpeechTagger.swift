/// Tags every token of a text with its UPOS part of speech: a greedy averaged
/// perceptron (Collins 2002) over `TaggerFeatures`, left to right within each
/// sentence, as NLTK's `PerceptronTagger` does. Runs in the lemmatizer's pass
/// (`Lemmatizer.lemmatize`), before lemmas are chosen.
///
/// Most of a token's score is what each of the five words around it contributes
/// from its position, which depends on that word alone: each distinct word of a
/// text is scored once (`TaggerWordCache`, kept across the pieces of a long text), and a
/// token costs five vector loads, a table of tag transitions, the word's cached weights for
/// the previous tag and nine or ten weight lookups, with no allocation.
public struct PartOfSpeechTagger: Sendable {
    public let model: TaggerModel
    let lexicon: LemmaLexicon
    /// Scores of the transition features per (previous tag, tag before it), `tagCount` each.
    private let transitions: [Float]

    static let tagCount = TaggerModel.tagCount
    /// Tag contexts: every tag and the sentence start.
    static let contextCount = tagCount + 1

    public init(model: TaggerModel, lexicon: LemmaLexicon) {
        precondition(PartOfSpeechTagger.tagCount == TagScores.width, "TagScores holds one score per tag")
        self.model = model
        self.lexicon = lexicon
        let n = PartOfSpeechTagger.contextCount
        var transitions = [Float](repeating: 0, count: n * n * PartOfSpeechTagger.tagCount)
        transitions.withUnsafeMutableBufferPointer { table in
            for previous in 0..<n {
                for beforePrevious in 0..<n {
                    let scores = table.baseAddress! + (previous * n + beforePrevious) * PartOfSpeechTagger.tagCount
                    TaggerFeatures.forEachTransitionFeature(previousTag: UInt8(previous), beforePreviousTag: UInt8(beforePrevious)) {
                        model.addWeights(of: $0, to: scores)
                    }
                }
            }
        }
        self.transitions = transitions
    }

    /// Sets `pos` of every token but spaces; `cache` keeps the words' scores for the next text.
    public func tag(_ text: inout TokenizedText, cache: TaggerWordCache? = nil) {
        let bytes = text.bytes
        bytes.withUnsafeBufferPointer { buffer in
            text.tokens.withUnsafeMutableBufferPointer { tokens in tag(bytes: buffer, tokens: tokens, cache: cache) }
        }
    }

    func tag(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeMutableBufferPointer<Token>, cache: TaggerWordCache?) {
        tag(bytes: bytes, tokens: tokens, cache: cache, observe: nil)
    }

    /// Tags the tokens, calling `observe` (for the drift test) with each tagged token's index and scores.
    package func tag(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeMutableBufferPointer<Token>, cache: TaggerWordCache? = nil,
                     observe: ((Int, UnsafeBufferPointer<Float>) -> Void)?) {
        let words = cache ?? TaggerWordCache()
        words.prepare(for: self, tokenCount: tokens.count)
        var sentence: [Int32] = []
        var types: [Int32] = []
        var index = 0
        var scores = [Float](repeating: 0, count: PartOfSpeechTagger.tagCount)
        while index < tokens.count {
            sentence.removeAll(keepingCapacity: true)
            types.removeAll(keepingCapacity: true)
            let number = tokens[index].sentence
            while index < tokens.count, tokens[index].sentence == number {
                let token = tokens[index]
                if token.kind == .space {
                    tokens[index].pos = nil
                } else {
                    sentence.append(Int32(index))
                    types.append(words.type(of: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), tagger: self))
                }
                index += 1
            }
            scores.withUnsafeMutableBufferPointer { scores in
                decode(sentence: sentence, types: types, words: words, tokens: tokens, scores: scores, observe: observe)
            }
        }
    }

    private func decode(sentence: [Int32], types: [Int32], words: TaggerWordCache, tokens: UnsafeMutableBufferPointer<Token>,
                        scores: UnsafeMutableBufferPointer<Float>, observe: ((Int, UnsafeBufferPointer<Float>) -> Void)?) {
        let n = PartOfSpeechTagger.tagCount
        let start = Int(TaggerFeatures.startTag)
        var previous = start
        var beforePrevious = start
        for i in 0..<sentence.count {
            var sum = TagScores.zero
            for position in TaggerFeatures.Position.allCases {
                let at = i + position.offset
                let type = at < 0 ? TaggerWordCache.sentenceStart : at >= types.count ? TaggerWordCache.sentenceEnd : types[at]
                sum += words.scores(of: type, at: position)
            }
            transitions.withUnsafeBufferPointer { table in
                sum += TagScores(table.baseAddress! + (previous * PartOfSpeechTagger.contextCount + beforePrevious) * n)
            }
            sum.store(to: scores.baseAddress!)
            let before = i > 0 ? types[i - 1] : TaggerWordCache.sentenceStart
            let after = i + 1 < types.count ? types[i + 1] : TaggerWordCache.sentenceEnd
            words.addPreviousTagWord(type: types[i], previousTag: previous, model: model, to: scores.baseAddress!)
            TaggerFeatures.forEachNeighbourPairFeature(previousTag: UInt8(previous), previous: words.word(before),
                                                       word: words.word(types[i]), next: words.word(after)) {
                let slot = words.slot(of: $0, in: model)
                if slot >= 0 { model.addWeights(ofSlot: slot, to: scores.baseAddress!) }
            }
            var best = 0
            for t in 1..<n where scores[t] > scores[best] { best = t }
            let token = Int(sentence[i])
            observe?(token, UnsafeBufferPointer(scores))
            tokens[token].pos = UPOSTag(rawValue: UInt8(best))
            (beforePrevious, previous) = (previous, best)
        }
    }
}
