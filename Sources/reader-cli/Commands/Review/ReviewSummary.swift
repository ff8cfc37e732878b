import Foundation
import ReaderEngine

/// What `reader review` prints on the normal screen when the session ends.
enum ReviewSummary {
    /// The end-of-session lines; `shown` says whether any card was on screen.
    static func text(_ session: ReviewSession, shown: Bool, nextDue: Date?, now: Date) -> String {
        let next = DurationText.nextCardDue(nextDue, now: now)
        let total = session.answers.values.reduce(0, +)
        guard total > 0 else {
            if shown { return "No answers given.\n" }
            return "Nothing to review now" + (next.map { "; " + $0 } ?? "") + ".\n"
        }
        let counts = Rating.allCases.map { "\($0.name) \(session.answers[$0] ?? 0)" }.joined(separator: ", ")
        var text = "Session done: \(Plural.count(total, "answer")) (\(counts))" + (next.map { "; " + $0 } ?? "") + ".\n"
        if !session.graduated.isEmpty {
            text += "Now Known: " + session.graduated.map { ControlCharacterEscaping.singleLine($0.key) }.joined(separator: ", ") + "\n"
        }
        return text
    }
}
