import Foundation
import ReaderCore

/// One row of the learner's vocabulary as listed and exported: a word lemma, a
/// phrase, or a surface-form override.
public struct VocabularyEntry: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable, Codable {
        case word
        case phrase
        /// A status for one written form only ("data" apart from "datum").
        case form
    }

    public var kind: Kind
    /// As the learner typed it or met it first ("ran", "made a decision"); the form for overrides.
    public var term: String
    /// The stored key: lemma, lemma sequence joined by spaces, or the form's lemma.
    public var lemma: String
    public var status: WordStatus
    public var createdAt: Date
    public var updatedAt: Date
    public var captureCount: Int
    /// The most recent capture, when asked for.
    public var latestCapture: Capture?

    public init(kind: Kind, term: String, lemma: String, status: WordStatus, createdAt: Date, updatedAt: Date,
                captureCount: Int = 0, latestCapture: Capture? = nil) {
        self.kind = kind
        self.term = term
        self.lemma = lemma
        self.status = status
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.captureCount = captureCount
        self.latestCapture = latestCapture
    }
}
