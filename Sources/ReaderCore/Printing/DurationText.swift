import Foundation

/// A wait as a learner reads it ("10 minutes", "3 hours", "4 days"), rounded to
/// its largest unit: the review's toasts, "next card due in ...", `stats`.
public enum DurationText {
    /// Any number of seconds: a wait between two stored times is at most the span of
    /// `TimeStamp.range`, and a store edited by hand may hold any number (NaN: no wait).
    public static func rounded(_ seconds: TimeInterval) -> String {
        let span = TimeStamp.latest.timeIntervalSince(TimeStamp.earliest)
        let seconds = seconds.isNaN ? 0 : min(max(seconds, -span), span)
        let minutes = Int((seconds / 60).rounded())
        if minutes < 60 { return minutes == 1 ? "1 minute" : "\(max(minutes, 0)) minutes" }
        let hours = Int((seconds / 3600).rounded())
        if hours < 24 { return hours == 1 ? "1 hour" : "\(hours) hours" }
        let days = Int((seconds / 86_400).rounded())
        return days == 1 ? "1 day" : "\(days) days"
    }

    /// "next card due in 3 hours" (nil when no card will fall due).
    public static func nextCardDue(_ due: Date?, now: Date) -> String? {
        due.map { "next card due in " + rounded($0.timeIntervalSince(now)) }
    }
}
