import Foundation

/// Where a card is in its life: short learning steps, long reviews, or
/// relearning steps after a lapse. Raw values are py-fsrs's.
public enum CardState: Int, Sendable, CaseIterable, Codable {
    case learning = 1
    case review = 2
    case relearning = 3

    public var name: String {
        switch self {
        case .learning: "learning"
        case .review: "review"
        case .relearning: "relearning"
        }
    }
}

/// The four answers to a card.
public enum Rating: Int, Sendable, CaseIterable, Codable {
    case again = 1
    case hard = 2
    case good = 3
    case easy = 4

    public var name: String {
        switch self {
        case .again: "again"
        case .hard: "hard"
        case .good: "good"
        case .easy: "easy"
        }
    }

    /// "1".."4" or the name ("good"), any case.
    public init?(parsing text: String) {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let value = Int(word), let rating = Rating(rawValue: value) {
            self = rating
        } else if let rating = Rating.allCases.first(where: { $0.name == word }) {
            self = rating
        } else {
            return nil
        }
    }

    /// Hard, Good and Easy count as remembered.
    public var isPass: Bool { self != .again }
}

/// A card's memory state under FSRS-6. A new card has no stability nor
/// difficulty yet and is due at once.
public struct FSRSCard: Sendable, Equatable {
    public var state: CardState
    /// The learning or relearning step; nil in the review state.
    public var step: Int?
    public var stability: Double?
    public var difficulty: Double?
    public var due: Date
    public var lastReview: Date?

    public init(state: CardState = .learning, step: Int? = 0, stability: Double? = nil, difficulty: Double? = nil,
                due: Date, lastReview: Date? = nil) {
        self.state = state
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
    }

    /// A card never reviewed, due at `date`.
    public static func new(due date: Date) -> FSRSCard { FSRSCard(due: date) }

    public var isNew: Bool { lastReview == nil }
}
