import Foundation

/// FSRS-6 scheduling, step for step as py-fsrs 6.3.2 (`Scheduler.review_card`):
/// the same states, steps, formulas and rounding, so its vectors reproduce
/// exactly. Fuzz differs only in its source of randomness: seeded from the card
/// and the review time, so a review replays the same way.
public struct FSRSScheduler: Sendable {
    public var parameters: FSRSParameters

    public init(parameters: FSRSParameters = FSRSParameters()) {
        self.parameters = parameters
    }

    /// The card after answering `rating` at `date`. `cardID` seeds the fuzz.
    public func review(_ card: FSRSCard, rating: Rating, at date: Date, cardID: Int64 = 0) -> FSRSCard {
        var card = card
        let sameDay = card.lastReview.map { Self.elapsedDays(from: $0, to: date) < 1 } ?? false
        if let stability = card.stability, let difficulty = card.difficulty {
            card.stability = sameDay
                ? shortTermStability(stability, rating: rating)
                : nextStability(difficulty: difficulty, stability: stability,
                                retrievability: retrievability(of: card, at: date), rating: rating)
            card.difficulty = nextDifficulty(difficulty, rating: rating)
        } else {
            card.stability = initialStability(rating)
            card.difficulty = clampDifficulty(initialDifficulty(rating))
        }
        let interval: TimeInterval
        switch card.state {
        case .learning: interval = stepped(&card, rating: rating, steps: parameters.learningSteps)
        case .relearning: interval = stepped(&card, rating: rating, steps: parameters.relearningSteps)
        case .review:
            if rating == .again, let first = parameters.relearningSteps.first {
                card.state = .relearning
                card.step = 0
                interval = first
            } else {
                interval = graduate(&card)
            }
        }
        var days = interval
        if parameters.fuzz, card.state == .review {
            days = Double(fuzzed(Int(interval / 86_400), seed: Self.seed(cardID: cardID, date: date))) * 86_400
        }
        card.due = date.addingTimeInterval(days)
        card.lastReview = date
        return card
    }

    /// Learning and relearning share their step logic (py-fsrs repeats it per state).
    private func stepped(_ card: inout FSRSCard, rating: Rating, steps: [TimeInterval]) -> TimeInterval {
        let step = card.step ?? 0
        if steps.isEmpty || (step >= steps.count && rating != .again) { return graduate(&card) }
        switch rating {
        case .again:
            card.step = 0
            return steps[0]
        case .hard:
            if step == 0 { return steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2 }
            return steps[step]
        case .good:
            if step + 1 == steps.count { return graduate(&card) }
            card.step = step + 1
            return steps[step + 1]
        case .easy:
            return graduate(&card)
        }
    }

    private func graduate(_ card: inout FSRSCard) -> TimeInterval {
        card.state = .review
        card.step = nil
        return Double(nextInterval(card.stability ?? 0)) * 86_400
    }

    /// Probability of recall at `date`: (1 + F·t/S)^(−w20), t in whole days
    /// since the last review (py-fsrs's granularity); 0 for a new card.
    public func retrievability(of card: FSRSCard, at date: Date) -> Double {
        guard let last = card.lastReview, let stability = card.stability else { return 0 }
        return retrievability(stability: stability, days: Double(max(0, Self.elapsedDays(from: last, to: date))))
    }

    /// The forgetting curve itself, for any (fractional) number of days.
    public func retrievability(stability: Double, days: Double) -> Double {
        pow(1 + parameters.factor * days / stability, parameters.decay)
    }

    /// Whole days between two times, floored as Python's `timedelta.days`.
    package static func elapsedDays(from start: Date, to end: Date) -> Int {
        Int((end.timeIntervalSince(start) / 86_400).rounded(.down))
    }
}
