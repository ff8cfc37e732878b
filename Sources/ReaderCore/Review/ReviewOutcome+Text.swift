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

    /// `{"term","rating","state","due","interval_days","stability","difficulty","brain_boost","cram","status"}`;
    /// `status` is the term's status after the answer.
    public func json(status: WordStatus) -> String {
        "{\"term\":\(JSONString.quoted(term.key)),\"rating\":\"\(rating.name)\""
            + ",\"state\":\"\(after.state.name)\",\"due\":\"\(TimeStamp.string(after.due))\""
            + ",\"interval_days\":\(intervalDays)"
            + ",\"stability\":\(Self.number(after.stability)),\"difficulty\":\(Self.number(after.difficulty))"
            + ",\"brain_boost\":\(brainBoost),\"cram\":\(cram),\"status\":\"\(status.rawValue)\"}"
    }

    private static func number(_ value: Double?) -> String {
        value.map { NumberText.fixed($0) } ?? "null"
    }
}
