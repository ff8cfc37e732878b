import Foundation

/// An answer as each face of `reader review` reports it: the terminal's and the browser's toast,
/// and the JSON record of `review --script` (the browser's answer carries the same record).
extension ReviewOutcome {
    /// "decision: good · next review in 4 days", plus a status move when there was one.
    public var toast: String {
        var text = term.key + ": " + rating.name + " · "
        let wait = DurationText.rounded(after.due.timeIntervalSince(reviewedAt))
        text += cram ? "crammed, schedule unchanged (due in \(wait))" : "next review in \(wait)"
        switch newStatus {
        case .known: text += " · now Known"
        case .learning: text += " · back to Learning"
        default: break
        }
        return text
    }

    /// The record of `review --script` and of the browser's answer:
    /// `{"term","rating","state","due","interval_days","stability","difficulty","brain_boost","cram","status"}`.
    public struct Record: Encodable, Sendable {
        let term: String
        let rating: String
        let state: String
        let due: String
        let intervalDays: Int
        let stability: FixedNumber?
        let difficulty: FixedNumber?
        let brainBoost: Bool
        let cram: Bool
        let status: WordStatus

        enum CodingKeys: String, CodingKey {
            case term, rating, state, due
            case intervalDays = "interval_days"
            case stability, difficulty
            case brainBoost = "brain_boost"
            case cram, status
        }
    }

    /// The record of this answer; `status` is the term's status after it.
    public func record(status: WordStatus) -> Record {
        Record(term: term.key, rating: rating.name, state: after.state.name, due: TimeStamp.string(after.due),
               intervalDays: intervalDays, stability: after.stability.map { FixedNumber($0) },
               difficulty: after.difficulty.map { FixedNumber($0) }, brainBoost: brainBoost, cram: cram, status: status)
    }
}
