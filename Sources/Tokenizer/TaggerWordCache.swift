/// Each distinct word the tagger has met, with what it contributes to a token's scores
/// from each `TaggerFeatures.Position` and where the model keeps the weights of its pair
/// feature with each previous tag, computed when the word first appears. The pieces of one long
/// text share one cache (`SentencePieces`), so a word is scored once per text rather
/// than once per piece. Memory stays bounded: a cache that holds more than `capacity`
/// words starts afresh before the next text (a text's own words are never dropped mid-text).
///
/// Not thread-safe: one per stream of pieces.
public final class TaggerWordCache {
    static let sentenceStart: Int32 = 0
    static let sentenceEnd: Int32 = 1

    private static let rowSize = PartOfSpeechTagger.tagCount * TaggerFeatures.Position.allCases.count
    private static let contextCount = PartOfSpeechTagger.contextCount

    private let capacity: Int
    /// The model whose weights fill the rows (`TaggerModel.imageAddress`).
    private var modelAddress: UnsafeRawPointer?
    /// The type of each word text, by the 64-bit hash of its bytes as written.
    private var types = WordTypeTable()
    private var words: [TaggerFeatures.Word] = []
    /// Per type, one row of `tagCount` scores per position.
    private var scores: [Float] = []
    /// Per type and previous tag (or the sentence start), the weights of its
    /// `previousTagWordFeature` (`TaggerModel.votes(ofSlot:)`), 0 when the model has none.
    private var previousTagVotes: [UInt64] = []
    private var scratch: [UInt8] = []
    /// The model's `keyFingerprints()`, made for a long text (empty until then).
    private var fingerprints: [UInt8] = []
    /// Texts with this many tokens make the fingerprints: making them reads the model's
    /// keys once (4 MB, about a millisecond), which a short text would not win back.
    private static let fingerprintsFromTokens = 1 << 14

    /// `capacity` words (about 0.6 KB each) are kept across texts.
    public init(capacity: Int = 1 << 15) {
        self.capacity = capacity
        scratch.reserveCapacity(LemmaLexicon.maxKeyLength)
    }

    /// Readies the cache for a text of up to `tokenCount` tokens tagged with `tagger`.
    func prepare(for tagger: PartOfSpeechTagger, tokenCount: Int) {
        let address = tagger.model.imageAddress
        if address != modelAddress { fingerprints = [] }
        if fingerprints.isEmpty, tokenCount >= TaggerWordCache.fingerprintsFromTokens { fingerprints = tagger.model.keyFingerprints() }
        guard words.isEmpty || words.count > capacity || address != modelAddress else { return }
        modelAddress = address
        types.removeAll()
        words.removeAll(keepingCapacity: true)
        scores.removeAll(keepingCapacity: true)
        previousTagVotes.removeAll(keepingCapacity: true)
        append(.sentenceStart, tagger: tagger)
        append(.sentenceEnd, tagger: tagger)
    }

    @inline(__always)
    func word(_ type: Int32) -> TaggerFeatures.Word { words[Int(type)] }

    /// The type of a word's text, scored on its first appearance.
    func type(of text: UnsafeBufferPointer<UInt8>, tagger: PartOfSpeechTagger) -> Int32 {
        let key = TaggerFeatures.hash(text)
        let slot = types.slot(of: key)
        if let type = types.type(at: slot) { return type }
        let type = Int32(words.count)
        types.insert(key, type: type, at: slot)
        append(TaggerFeatures.Word(text, lexicon: tagger.lexicon, scratch: &scratch), tagger: tagger)
        return type
    }

    private func append(_ word: TaggerFeatures.Word, tagger: PartOfSpeechTagger) {
        let base = scores.count
        scores.append(contentsOf: repeatElement(0, count: TaggerWordCache.rowSize))
        let model = tagger.model
        scores.withUnsafeMutableBufferPointer { rows in
            for position in TaggerFeatures.Position.allCases {
                let row = rows.baseAddress! + base + position.rawValue * PartOfSpeechTagger.tagCount
                TaggerFeatures.forEachFeature(of: word, at: position) { key in
                    let slot = slot(of: key, in: model)
                    if slot >= 0 { model.addWeights(ofSlot: slot, to: row) }
                }
            }
        }
        for previousTag in 0..<TaggerWordCache.contextCount {
            let slot = slot(of: TaggerFeatures.previousTagWordFeature(previousTag: UInt8(previousTag), word: word), in: model)
            previousTagVotes.append(slot >= 0 ? model.votes(ofSlot: slot) : 0)
        }
        words.append(word)
    }

    /// What the word of `type` contributes from `position`.
    @inline(__always)
    func scores(of type: Int32, at position: TaggerFeatures.Position) -> TagScores {
        scores.withUnsafeBufferPointer { rows in
            TagScores(rows.baseAddress! + Int(type) * TaggerWordCache.rowSize + position.rawValue * PartOfSpeechTagger.tagCount)
        }
    }

    /// The model's slot of feature `key`, or -1 (`TaggerModel.slot(of:)`).
    @inline(__always)
    func slot(of key: UInt64, in model: TaggerModel) -> Int {
        fingerprints.withUnsafeBufferPointer { model.slot(of: key, fingerprints: $0) }
    }

    /// Adds the weights of the word's `previousTagWordFeature` after `previousTag` to `target`.
    @inline(__always)
    func addPreviousTagWord(type: Int32, previousTag: Int, model: TaggerModel, to target: UnsafeMutablePointer<Float>) {
        let votes = previousTagVotes.withUnsafeBufferPointer { $0[Int(type) * TaggerWordCache.contextCount + previousTag] }
        model.addWeights(votes: votes, to: target)
    }
}
