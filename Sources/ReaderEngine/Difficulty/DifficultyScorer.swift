import Tokenizer

/// Scores the difficulty of texts for one learner.
///
/// The scorer is immutable and `Sendable`: share one across threads and give each
/// thread its own `Tokenizer` and `DifficultyAccumulator` (`makeAccumulator()`),
/// which streams chunks of any size (`TextStream`) so a 1 GB file is never held whole.
///
/// ## Topics
/// - ``score(_:tokenizer:)``
/// - ``makeAccumulator()``
/// - ``DifficultyReport``
/// - ``LevelScore``
public struct DifficultyScorer: Sendable {
    public let data: LanguageData
    public let vocabulary: VocabularySnapshot
    /// The level `DifficultyReport.aboveLevelShare` is measured against.
    public let learnerLevel: CEFRLevel
    /// How many of the most frequent New lemmas a report lists.
    public let topNewLimit: Int
    let ranker: LemmaRanker
    /// `vocabulary.lemmas` by lexicon entry (0 = absent, else 1 + status index), so a text's lemmas are looked up without making strings.
    private let entryStatus: [UInt8]
    /// `vocabulary.forms` keyed for lookups straight from a token's bytes.
    let formStatuses: LowercasedKeyTable

    /// Throws `DataError` when `frequency/words.tsv` cannot be read.
    public init(data: LanguageData, vocabulary: VocabularySnapshot = .empty, learnerLevel: CEFRLevel = .b1, topNewLimit: Int = 10) throws {
        self.data = data
        ranker = try LemmaRanker(data: data)
        var entryStatus = [UInt8](repeating: 0, count: vocabulary.lemmas.isEmpty ? 0 : data.lexicon.count)
        for (lemma, status) in vocabulary.lemmas {
            // The lexicon spells the pronoun "I" upper-case; the snapshot keys are lower-case.
            for spelling in lemma == "i" ? ["i", "I"] : [lemma] {
                if let id = data.lexicon.id(of: spelling), id.isLexiconEntry, Int(id.rawValue) < entryStatus.count {
                    entryStatus[Int(id.rawValue)] = status.code
                }
            }
        }
        self.entryStatus = entryStatus
        formStatuses = LowercasedKeyTable(formStatuses: vocabulary.forms)
        self.vocabulary = vocabulary
        self.learnerLevel = learnerLevel
        self.topNewLimit = max(0, topNewLimit)
    }

    /// A fresh accumulator; reuse it for many texts (`finish()` resets it).
    public func makeAccumulator() -> DifficultyAccumulator {
        DifficultyAccumulator(scorer: self)
    }

    /// Scores a whole text held in memory.
    public func score(_ text: String, tokenizer: Tokenizer) throws -> DifficultyReport {
        var accumulator = makeAccumulator()
        var tokenized = try tokenizer.tokenize(text)
        data.lemmatizer.lemmatize(&tokenized)
        accumulator.add(tokenized)
        return accumulator.finish()
    }

    /// The learner's status for a lexicon lemma (absent = New).
    @inline(__always)
    func status(ofEntry id: LemmaID) -> WordStatus {
        let index = Int(id.rawValue)
        guard index < entryStatus.count else { return .new }
        return WordStatus(code: entryStatus[index]) ?? .new
    }

    /// The learner's status for a lemma outside the lexicon, by its lower-case text (absent = New).
    func status(ofLemma lemma: String) -> WordStatus {
        vocabulary.lemmas[lemma] ?? .new
    }
}
