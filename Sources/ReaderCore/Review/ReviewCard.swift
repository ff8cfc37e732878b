import Foundation

/// A card as a review shows it: the term, the sentence it was captured in
/// (nil when it was marked Learning without one) and its FSRS-6 state.
public struct ReviewCard: Sendable, Equatable {
    public var id: Int64
    public var term: Term
    /// The term as the learner met or typed it ("made a decision").
    public var display: String
    public var status: WordStatus
    public var capture: Capture?
    public var memory: FSRSCard

    public init(id: Int64, term: Term, display: String, status: WordStatus, capture: Capture?, memory: FSRSCard) {
        self.id = id
        self.term = term
        self.display = display
        self.status = status
        self.capture = capture
        self.memory = memory
    }

    /// The sentence around the term (the prompt puts a gap between the two
    /// parts), or nil when there is no sentence or the term cannot be found in
    /// it: then the prompt is a definition.
    public var cloze: (before: String, after: String)? {
        guard let capture, let range = capture.rangeInSentence else { return nil }
        return (String(capture.sentence[..<range.lowerBound]), String(capture.sentence[range.upperBound...]))
    }

    /// The words that fill the gap, as written in the sentence.
    public var answer: String { capture?.surface ?? display }
}

/// Why a card is shown: where a review session found it.
public enum ReviewQueueKind: Sendable {
    /// Due now (learning steps, reviews, relearning).
    case due
    /// Never reviewed.
    case new
    /// Not due: crammed without touching its schedule.
    case cram
}

/// The answer to a card, once recorded.
public struct ReviewOutcome: Sendable, Equatable {
    public var cardID: Int64
    public var term: Term
    public var rating: Rating
    public var reviewedAt: Date
    public var before: FSRSCard
    /// The card's state after the answer (unchanged when crammed).
    public var after: FSRSCard
    public var cram: Bool
    public var brainBoost: Bool
    /// A status the answer moved the term to (graduation to Known, lapse to Learning).
    public var newStatus: WordStatus?

    public init(cardID: Int64, term: Term, rating: Rating, reviewedAt: Date, before: FSRSCard, after: FSRSCard, cram: Bool,
                brainBoost: Bool, newStatus: WordStatus?) {
        self.cardID = cardID
        self.term = term
        self.rating = rating
        self.reviewedAt = reviewedAt
        self.before = before
        self.after = after
        self.cram = cram
        self.brainBoost = brainBoost
        self.newStatus = newStatus
    }

    /// Whole days from this review to the next due time.
    public var intervalDays: Int { FSRSScheduler.elapsedDays(from: reviewedAt, to: after.due) }
}
