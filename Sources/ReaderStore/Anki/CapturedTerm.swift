import Foundation
import ReaderCore

/// A term as the Anki exports see it: one of its captures (nil for a term
/// never captured) with the term's status and the decks it is filed in.
public struct CapturedTerm: Sendable, Equatable {
    /// The stored key: lemma, or lemma sequence for a phrase.
    public var lemma: String
    public var status: WordStatus
    /// Deck names, sorted without case; empty when the term is in none.
    public var decks: [String]
    public var capture: Capture?

    public init(lemma: String, status: WordStatus, decks: [String] = [], capture: Capture?) {
        self.lemma = lemma
        self.status = status
        self.decks = decks
        self.capture = capture
    }
}
