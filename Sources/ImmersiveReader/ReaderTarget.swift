import Collocations
import ReaderEngine

/// What the learner has selected: the word under the cursor, or the phrase
/// `e` expanded it to.
public struct ReaderTarget: Equatable, Sendable {
    /// First and last token (span) index.
    public var tokens: ClosedRange<Int>
    public var term: Term
    /// Its status as shown now.
    public var status: WordStatus
    /// Where a phrase came from (saved, lexicon, statistics); nil for a word.
    public var phraseSource: ExpansionSource?
    /// Where the status comes from (a name, the word's family).
    public var origin: StatusOrigin

    public init(tokens: ClosedRange<Int>, term: Term, status: WordStatus, phraseSource: ExpansionSource?, origin: StatusOrigin = .own) {
        self.tokens = tokens
        self.term = term
        self.status = status
        self.phraseSource = phraseSource
        self.origin = origin
    }

    public var isPhrase: Bool { phraseSource != nil }
}

/// A phrase selected with `e`.
public struct PhraseSelection: Equatable, Sendable {
    public var tokens: ClosedRange<Int>
    public var term: Term
    public var source: ExpansionSource

    public init(tokens: ClosedRange<Int>, term: Term, source: ExpansionSource) {
        self.tokens = tokens
        self.term = term
        self.source = source
    }
}
