import Foundation
import ReaderEngine

/// The text of the review screen (pure: tests compare exact strings). Colour
/// comes from `styles`; every grade and marker also has its word, so nothing
/// depends on colour alone.
struct ReviewScreen {
    /// Opening sequence for the revealed term (the Learning highlight), nil for no colour.
    var highlight: String?
    var colors: Bool

    static let grades: [(rating: Rating, label: String, sgr: String)] = [
        (.again, "Again", "97;41"), (.hard, "Hard", "30;43"), (.good, "Good", "30;42"), (.easy, "Easy", "97;44"),
    ]

    func header(_ prompt: ReviewSession.Prompt, session: ReviewSession) -> String {
        let counts = ReviewScreen.grades.map { "\($0.label.lowercased()) \(session.answers[$0.rating] ?? 0)" }
        let mode = session.options.cram ? "cram · " : ""
        return "reader review · \(mode)\(prompt.remaining) left · " + counts.joined(separator: "  ")
    }

    func boostLine(_ streak: Int?) -> String? {
        guard let streak else { return nil }
        let marks = String(repeating: "●", count: streak) + String(repeating: "○", count: ReviewSession.boostTarget - streak)
        return style("⟳ Brain Boost", "1;35") + "  \(marks)  \(ReviewSession.boostTarget) correct in a row to leave"
    }

    func question(_ face: ReviewFace) -> String { face.prompt }

    func revealed(_ face: ReviewFace) -> String {
        let term = highlight.map { $0 + face.answer + ANSIStyles.reset } ?? "*" + face.answer + "*"
        switch face.kind {
        case .cloze(let before, let after): return before + term + after
        case .definition(let text): return term + " — " + text
        case .word: return term
        }
    }

    var gradeBar: String {
        ReviewScreen.grades.map { style(" \($0.rating.rawValue) \($0.label) ", $0.sgr) }.joined(separator: "  ")
    }

    /// "decision: good · next review in 4 days", plus a status move when there was one.
    static func toast(_ outcome: ReviewOutcome) -> String {
        var text = ControlCharacterEscaping.singleLine(outcome.term.key) + ": " + outcome.rating.name + " · "
        let wait = outcome.after.due.timeIntervalSince(outcome.reviewedAt)
        text += outcome.cram ? "crammed, schedule unchanged (due in \(DurationText.rounded(wait)))" : "next review in \(DurationText.rounded(wait))"
        switch outcome.newStatus {
        case .known: text += " · now Known"
        case .learning: text += " · back to Learning"
        default: break
        }
        return text
    }

    /// The end-of-session line; `shown` says whether any card was on screen.
    static func summary(_ session: ReviewSession, shown: Bool, nextDue: Date?, now: Date) -> String {
        let total = session.answers.values.reduce(0, +)
        guard total > 0 else {
            if shown { return "No answers given.\n" }
            return "Nothing to review now" + (DurationText.nextCardDue(nextDue, now: now).map { "; " + $0 } ?? "") + ".\n"
        }
        let counts = grades.map { "\($0.label.lowercased()) \(session.answers[$0.rating] ?? 0)" }.joined(separator: ", ")
        var text = "Session done: \(total) answer\(total == 1 ? "" : "s") (\(counts)).\n"
        if !session.graduated.isEmpty {
            text += "Now Known: " + session.graduated.map { ControlCharacterEscaping.singleLine($0.key) }.joined(separator: ", ") + "\n"
        }
        return text
    }

    private func style(_ text: String, _ sgr: String) -> String {
        colors ? "\u{1B}[\(sgr)m" + text + ANSIStyles.reset : text
    }
}
