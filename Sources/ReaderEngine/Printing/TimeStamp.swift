import Foundation

/// ISO 8601 times in UTC with milliseconds ("2026-11-22T09:30:00.000Z"), the
/// one timestamp format of every export and listing.
public enum TimeStamp {
    /// Rounded to the nearest millisecond, so a time read back from its text
    /// prints the same text again (backups round-trip exactly).
    public static func string(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let (whole, remainder) = fraction < 0 ? (seconds - 1, fraction + 1000) : (seconds, fraction)
        let base = Date(timeIntervalSince1970: Double(whole)).formatted(Date.ISO8601FormatStyle())
        let digits = String(remainder)
        return base.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    /// Accepts times with or without fractional seconds.
    public static func date(_ text: String) -> Date? {
        (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
            ?? (try? Date.ISO8601FormatStyle().parse(text))
    }
}
