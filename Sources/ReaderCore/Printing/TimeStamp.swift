import Foundation

/// ISO 8601 times in UTC with milliseconds ("2026-11-22T09:30:00.000Z"), the
/// one timestamp format of every export and listing, and the one parser of
/// every time reader reads (`READER_NOW`, backups, CSV imports).
///
/// It owns the range of times reader keeps, `earliest...latest`: the times RFC 3339
/// writes with a four-digit year, 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z.
/// A time entering from outside (`READER_NOW`, a backup, a CSV file, an Anki package)
/// must lie in it; one the store computes (a due date an interval moves) is clamped
/// to it; and every printer takes any `Date` (a store edited by hand may hold any
/// number), so whatever is exported imports again.
public enum TimeStamp {
    /// 0001-01-01T00:00:00.000Z.
    public static let earliest = Date(timeIntervalSince1970: -62_135_596_800)
    /// 9999-12-31T23:59:59.999Z.
    public static let latest = Date(timeIntervalSince1970: 253_402_300_799.999)
    public static let range = earliest...latest
    /// The range as messages name it.
    public static let rangeDescription = "times run from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z"

    /// `date` moved into `range`; NaN (which no time is) counts as the earliest.
    public static func clamped(_ date: Date) -> Date {
        let seconds = date.timeIntervalSince1970
        guard !seconds.isNaN else { return earliest }
        return min(max(date, earliest), latest)
    }

    /// Why a text is not a time reader keeps.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// Not an RFC 3339 date-time on the calendar.
        case notATime
        /// A valid time whose offset moves it outside `range` (`9999-12-31T23:00:00-01:00`).
        case outOfRange

        public var description: String {
            switch self {
            case .notATime: "is not an RFC 3339 time"
            case .outOfRange: "is out of range (\(TimeStamp.rangeDescription))"
            }
        }
    }

    /// Rounded to the nearest millisecond, so a time read back from its text
    /// prints the same text again (backups round-trip exactly). The calendar is
    /// the proleptic Gregorian one `date(_:)` reads (Foundation's switches to
    /// Julian before 1582, which printed 0024-02-29 as 0024-03-02). A time
    /// outside `range` prints as the nearest end of it, never trapping.
    public static func string(_ date: Date) -> String {
        let milliseconds = milliseconds(date)
        let (seconds, fraction) = floorDivision(milliseconds, 1000)
        let (days, secondOfDay) = floorDivision(seconds, 86_400)
        return CalendarDay(daysSince1970: Int(days)).iso + String(format: "T%02lld:%02lld:%02lld.%03lldZ", secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60, fraction)
    }

    /// Milliseconds since 1970, as `string` rounds them (Anki's note ids and times);
    /// a time outside `range` counts as the nearest end of it, never trapping.
    public static func milliseconds(_ date: Date) -> Int64 {
        Int64((clamped(date).timeIntervalSince1970 * 1000).rounded())
    }

    /// Whole seconds since 1970 (rounded down), from `milliseconds`.
    public static func seconds(_ date: Date) -> Int64 { floorDivision(milliseconds(date), 1000).quotient }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    /// An RFC 3339 date-time in `range`; nil when `time(_:)` refuses the text.
    public static func date(_ text: String) -> Date? { try? time(text).get() }

    /// An RFC 3339 date-time, strictly: `YYYY-MM-DDTHH:MM:SS`, an optional
    /// fraction of 1 to 9 digits, then `Z` or `±HH:MM`, and nothing else.
    /// Every field must exist on the calendar (no 2026-02-29, no 25:61:61);
    /// leap seconds (`:60`) and year 0000 are refused, and so is a time its
    /// offset moves outside `range` (0001-01-01T00:30:00+01:00).
    public static func time(_ text: String) -> Result<Date, Problem> {
        var reader = DigitReader(Array(text.utf8))
        guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
              let day = reader.number(2), reader.skip("T", "t"),
              let hour = reader.number(2), reader.skip(":"), let minute = reader.number(2), reader.skip(":"),
              let second = reader.number(2) else { return .failure(.notATime) }
        // Year 0000 has no Gregorian calendar date (1 BC comes before 0001).
        guard year >= 1, let date = CalendarDay(year: year, month: month, day: day),
              hour < 24, minute < 60, second < 60 else { return .failure(.notATime) }
        var fraction = 0.0
        if reader.skip(".") {
            let digits = reader.digits(upTo: 9)
            guard !digits.isEmpty else { return .failure(.notATime) }
            fraction = Double(digits.reduce(0) { $0 * 10 + $1 }) / pow(10, Double(digits.count))
        }
        var offset = 0
        if !reader.skip("Z", "z") {
            guard let sign = reader.take("+", "-"), let hours = reader.number(2), reader.skip(":"),
                  let minutes = reader.number(2), hours < 24, minutes < 60 else { return .failure(.notATime) }
            offset = (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        guard reader.atEnd else { return .failure(.notATime) }
        let seconds = date.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second - offset
        // Compared in whole milliseconds, as it prints: 9999-12-31T23:59:59.9996Z would print as year 10000.
        let milliseconds = (Double(seconds) * 1000 + (fraction * 1000).rounded())
        guard milliseconds >= earliest.timeIntervalSince1970 * 1000, milliseconds <= (latest.timeIntervalSince1970 * 1000).rounded() else {
            return .failure(.outOfRange)
        }
        return .success(Date(timeIntervalSince1970: Double(seconds) + fraction))
    }
}

/// Reads fixed-width ASCII fields of a time, byte by byte.
private struct DigitReader {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position == bytes.count }

    /// Exactly `width` ASCII digits as a number.
    mutating func number(_ width: Int) -> Int? {
        guard bytes.count - position >= width else { return nil }
        var value = 0
        for byte in bytes[position..<position + width] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        position += width
        return value
    }

    /// Up to `limit` digits; a longer run is left unread (and then refused as trailing text).
    mutating func digits(upTo limit: Int) -> [Int] {
        var digits: [Int] = []
        while digits.count < limit, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            digits.append(Int(bytes[position] - UInt8(ascii: "0")))
            position += 1
        }
        return digits
    }

    /// Consumes one of `characters` (ASCII) if it comes next.
    mutating func skip(_ characters: Unicode.Scalar...) -> Bool { take(characters) != nil }

    mutating func take(_ characters: Unicode.Scalar...) -> UInt8? { take(characters) }

    private mutating func take(_ characters: [Unicode.Scalar]) -> UInt8? {
        guard position < bytes.count, characters.contains(where: { UInt8(ascii: $0) == bytes[position] }) else { return nil }
        position += 1
        return bytes[position - 1]
    }
}
