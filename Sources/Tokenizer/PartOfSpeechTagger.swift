/// Tags every token of a text with its UPOS part of speech: a greedy averaged
/// perceptron (Collins 2002) over `TaggerFeatures`, left to right within each
/// sentence, as NLTK's `PerceptronTagger` does. Runs in the lemmatizer's pass
/// (`Lemmatizer.lemmatize`), before lemmas are chosen.
///
/// Most of a token's score is what each of the five words around it contributes
/// from its position, which depends on that word alone: each distinct word of a
/// text is scored once (`WordScores`), and a token costs five vector loads, a
/// table of tag transitions and four or five weight lookups, with no allocation.
public struct PartOfSpeechTagger: Sendable {
    public let model: TaggerModel
    let lexicon: LemmaLexicon
    /// Scores of the transition features per (previous tag, tag before it), `tagCount` each.
    private let transitions: [Float]

    static let tagCount = TaggerModel.tagCount
    /// Tag contexts: every tag and the sentence start.
    private static let contextCount = tagCount + 1

    public init(model: TaggerModel, lexicon: LemmaLexicon) {
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

    /// Sets `pos` of every token but spaces.
    public func tag(_ text: inout TokenizedText) {
        let bytes = text.bytes
        bytes.withUnsafeBufferPointer { buffer in
            text.tokens.withUnsafeMutableBufferPointer { tokens in tag(bytes: buffer, tokens: tokens) }
        }
    }

    func tag(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeMutableBufferPointer<Token>) {
        tag(bytes: bytes, tokens: tokens, observe: nil)
    }

    /// Tags the tokens, calling `observe` (for the drift test) with each tagged token's index and scores.
    package func tag(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeMutableBufferPointer<Token>,
                     observe: ((Int, UnsafeBufferPointer<Float>) -> Void)?) {
        var words = WordScores(tagger: self, bytes: bytes, capacity: tokens.count)
        var sentence: [Int32] = []
        var types: [Int32] = []
        var index = 0
        var scores = [Float](repeating: 0, count: PartOfSpeechTagger.tagCount)
        while index < tokens.count {
            sentence.removeAll(keepingCapacity: true)
            types.removeAll(keepingCapacity: true)
            let number = tokens[index].sentence
            while index < tokens.count, tokens[index].sentence == number {
                if tokens[index].kind == .space {
                    tokens[index].pos = nil
                } else {
                    sentence.append(Int32(index))
                    types.append(words.type(of: tokens[index]))
                }
                index += 1
            }
            scores.withUnsafeMutableBufferPointer { scores in
                decode(sentence: sentence, types: types, words: words, tokens: tokens, scores: scores, observe: observe)
            }
        }
    }

    private func decode(sentence: [Int32], types: [Int32], words: WordScores, tokens: UnsafeMutableBufferPointer<Token>,
                        scores: UnsafeMutableBufferPointer<Float>, observe: ((Int, UnsafeBufferPointer<Float>) -> Void)?) {
        let n = PartOfSpeechTagger.tagCount
        let start = Int(TaggerFeatures.startTag)
        var previous = start
        var beforePrevious = start
        for i in 0..<sentence.count {
            for t in 0..<n { scores[t] = 0 }
            for position in TaggerFeatures.Position.allCases {
                let at = i + position.offset
                let type = at < 0 ? WordScores.sentenceStart : at >= types.count ? WordScores.sentenceEnd : types[at]
                words.add(type: type, at: position, to: scores)
            }
            transitions.withUnsafeBufferPointer { table in
                let row = (previous * PartOfSpeechTagger.contextCount + beforePrevious) * n
                for t in 0..<n { scores[t] += table[row + t] }
            }
            let before = i > 0 ? types[i - 1] : WordScores.sentenceStart
            let after = i + 1 < types.count ? types[i + 1] : WordScores.sentenceEnd
            TaggerFeatures.forEachPairFeature(previousTag: UInt8(previous), previous: words.word(before), word: words.word(types[i]),
                                              next: words.word(after)) {
                model.addWeights(of: $0, to: scores.baseAddress!)
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

/// Each distinct word of one text, with what it contributes to a token's scores from each
/// `TaggerFeatures.Position`, computed when the word first appears.
private struct WordScores {
    static let sentenceStart: Int32 = 0
    static let sentenceEnd: Int32 = 1

    private let tagger: PartOfSpeechTagger
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The type of each word text (64-bit hash of its bytes as written).
    private var typeOfText: [UInt64: Int32] = [:]
    private var words: [TaggerFeatures.Word] = []
    /// Per type, one row of `tagCount` scores per position.
    private var scores: [Float] = []
    private var scratch: [UInt8] = []
    private static let rowSize = PartOfSpeechTagger.tagCount * TaggerFeatures.Position.allCases.count

    init(tagger: PartOfSpeechTagger, bytes: UnsafeBufferPointer<UInt8>, capacity: Int) {
        self.tagger = tagger
        self.bytes = bytes
        typeOfText.reserveCapacity(min(capacity, 1 << 16))
        scratch.reserveCapacity(LemmaLexicon.maxKeyLength)
        append(.sentenceStart)
        append(.sentenceEnd)
    }

    func word(_ type: Int32) -> TaggerFeatures.Word { words[Int(type)] }

    mutating func type(of token: Token) -> Int32 {
        let text = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
        let key = TaggerFeatures.hash(text)
        if let type = typeOfText[key] { return type }
        let type = Int32(words.count)
        typeOfText[key] = type
        append(TaggerFeatures.Word(text, lexicon: tagger.lexicon, scratch: &scratch))
        return type
    }

    private mutating func append(_ word: TaggerFeatures.Word) {
        let base = scores.count
        scores.append(contentsOf: repeatElement(0, count: WordScores.rowSize))
        let model = tagger.model
        scores.withUnsafeMutableBufferPointer { rows in
            for position in TaggerFeatures.Position.allCases {
                let row = rows.baseAddress! + base + position.rawValue * PartOfSpeechTagger.tagCount
                TaggerFeatures.forEachFeature(of: word, at: position) { model.addWeights(of: $0, to: row) }
            }
        }
        words.append(word)
    }

    @inline(__always)
    func add(type: Int32, at position: TaggerFeatures.Position, to target: UnsafeMutableBufferPointer<Float>) {
        scores.withUnsafeBufferPointer { rows in
            let base = Int(type) * WordScores.rowSize + position.rawValue * PartOfSpeechTagger.tagCount
            for t in 0..<PartOfSpeechTagger.tagCount { target[t] += rows[base + t] }
        }
    }
}
