/// The footer's counts (`ReadingSummary`) over a text annotated piece by
/// piece: distinct New words are remembered across pieces, so the figures for
/// the pieces of a text are those of the whole text.
struct SummaryTally: Sendable {
    /// The New words without a term it remembers: `score`'s budget for distinct words (a set
    /// holds a hash in about 16 bytes). Text has far fewer; random letters or base64 past it count
    /// each word not yet held as distinct, so memory stays bounded on endless input.
    static let rememberedOthers = DifficultyScorer.distinctWordBudget / 16

    private(set) var summary = ReadingSummary()
    /// The possessive ending "'s": shown with its word, not counted.
    private let possessiveTerm: UInt32
    /// New terms seen so far, one bit each...
    private var newTerms: [UInt64]
    /// ...and New words without a term, by lower-cased hash.
    private var newOthers = Set<UInt64>()

    private let othersLimit: Int

    /// `othersLimit` is `rememberedOthers` unless a test gives a smaller one.
    init(termCount: Int, possessiveTerm: UInt32, othersLimit: Int = SummaryTally.rememberedOthers) {
        self.possessiveTerm = possessiveTerm
        self.othersLimit = othersLimit
        newTerms = [UInt64](repeating: 0, count: (termCount + 63) / 64)
    }

    /// Counts one piece's spans; `terms` holds each span's term (`TermIndex.none` if it has none).
    mutating func add(_ spans: [Span], terms: [UInt32], phrases: Int, bytes: UnsafeBufferPointer<UInt8>) {
        summary.phrases += phrases
        for index in spans.indices {
            let span = spans[index]
            guard let status = span.status, span.token.lemma.rawValue != possessiveTerm else { continue }
            summary.words += 1
            if span.isName { summary.names += 1 }
            switch status {
            case .known, .ignored:
                summary.known += 1
            case .learning:
                summary.learning += 1
            case .new:
                summary.new += 1
                let term = terms[index]
                if term != TermIndex.none {
                    let (word, bit) = (Int(term) / 64, UInt64(1) << (term % 64))
                    if newTerms[word] & bit == 0 {
                        newTerms[word] |= bit
                        summary.uniqueNew += 1
                    }
                } else {
                    let surface = UnsafeBufferPointer(rebasing: bytes[Int(span.token.start)..<Int(span.token.end)])
                    let hash = LowercasedKeyTable.surfaceHash(surface)
                    if newOthers.count < othersLimit {
                        if newOthers.insert(hash).inserted { summary.uniqueNew += 1 }
                    } else if !newOthers.contains(hash) {
                        summary.uniqueNew += 1
                    }
                }
            }
        }
    }
}
