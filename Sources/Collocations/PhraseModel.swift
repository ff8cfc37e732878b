import Tokenizer

/// Phrase statistics saved by `reader collocations train`: every phrase that
/// passed `PhraseDetector`, with the counts of its weakest split, so any
/// association measure can be computed at use.
///
/// Lemma ids depend on the row order of the lemma table, so the file stores
/// lemma strings once in a string table and phrases as indexes into it; loading
/// maps each string to today's lemma id (a string absent from the lexicon drops
/// its phrases) and indexes the phrases by id.
public struct PhraseModel: Sendable {
    /// Running words of the training corpus.
    public let totalWords: Int
    /// The count below which n-grams were not considered.
    public let minCount: Int
    /// Lemma strings, indexed by the phrases' `words`.
    public let strings: [String]
    public let phrases: [ModelPhrase]
    private let index: [NGram: Int32]

    init(totalWords: Int, minCount: Int, strings: [String], phrases: [ModelPhrase], lexicon: LemmaLexicon) {
        self.totalWords = totalWords
        self.minCount = minCount
        self.strings = strings
        self.phrases = phrases
        let ids = strings.map { lexicon.id(of: $0)?.rawValue }
        var index: [NGram: Int32] = [:]
        index.reserveCapacity(phrases.count)
        for (position, phrase) in phrases.enumerated() {
            let mapped = phrase.words.compactMap { ids[Int($0)] }
            if mapped.count == phrase.words.count { index[NGram(mapped)] = Int32(position) }
        }
        self.index = index
    }

    /// The phrase with these lemma ids, if the model has it.
    @inline(__always)
    public func phrase(for gram: NGram) -> ModelPhrase? {
        index[gram].map { phrases[Int($0)] }
    }

    /// Lemma text of a phrase ("make a decision").
    public func text(of phrase: ModelPhrase) -> String {
        phrase.words.map { strings[Int($0)] }.joined(separator: " ")
    }

    /// Phrases by descending `measure`, at most `limit`.
    public func top(_ limit: Int, by measure: AssociationMeasure) -> [(phrase: ModelPhrase, score: Double)] {
        phrases.map { ($0, measure.score($0.counts)) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : text(of: $0.0) < text(of: $1.0) }
            .prefix(limit).map { (phrase: $0.0, score: $0.1) }
    }
}

/// One phrase of a model.
public struct ModelPhrase: Sendable, Equatable {
    /// Indexes into `PhraseModel.strings`.
    public let words: [UInt32]
    /// Counts of the phrase's weakest split.
    public let counts: PairCounts
    public let split: Int

    public var npmi: Double { Association.npmi(counts) }
}
