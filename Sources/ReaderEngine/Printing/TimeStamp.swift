import Foundation

/// ISO 8601 times in UTC with milliseconds ("2026-11-22T09:30:00.000Z"), the
/// one timestamp format of every export and listing, and the one parser of
/// every time reader reads (`READER_NOW`, backups, CSV imports).
public enum TimeStamp {
    /// Rounded to the nearest millisecond, so a time read back from its text
    /// prints the same text again (backups round-trip exactly). The calendar is
    /// the proleptic Gregorian one `date(_:)` reads (Foundation's switches to
    /// Julian before 1582, which printed 0024-02-29 as 0024-03-02).
    public static func string(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (seconds, fraction) = floorDivision(milliseconds, 1000)
        let (days, secondOfDay) = floorDivision(seconds, 86_400)
        let (year, month, day) = civilDate(daysSince1970: days)
        return String(format: "%04lld-%02lld-%02lldT%02lld:%02lld:%02lld.%03lldZ", year, month, day,
                      secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60, fraction)
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    /// The proleptic Gregorian date of a day count from 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// An RFC 3339 date-time, strictly: `YYYY-MM-DDTHH:MM:SS`, an optional
    /// fraction of 1 to 9 digits, then `Z` or `±HH:MM`, and nothing else.
    /// Every field must exist on the calendar (no 2026-02-29, no 25:61:61);
    /// leap seconds (`:60`) and year 0000 are refused. Nil when the text is not such a time.
    public static func date(_ text: String) -> Date? {
        var reader = DigitReader(Array(text.utf8))
        guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
              let day = reader.number(2), reader.skip("T", "t"),
              let hour = reader.number(2), reader.skip(":"), let minute = reader.number(2), reader.skip(":"),
              let second = reader.number(2) else { return nil }
        // Year 0000 has no Gregorian calendar date (1 BC comes before 0001).
        guard year >= 1, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60 else { return nil }
        var fraction = 0.0
        if reader.skip(".") {
            let digits = reader.digits(upTo: 9)
            guard !digits.isEmpty else { return nil }
            fraction = Double(digits.reduce(0) { $0 * 10 + $1 }) / pow(10, Double(digits.count))
        }
        var offset = 0
        if !reader.skip("Z", "z") {
            guard let sign = reader.take("+", "-"), let hours = reader.number(2), reader.skip(":"),
                  let minutes = reader.number(2), hours < 24, minutes < 60 else { return nil }
            offset = (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        guard reader.atEnd else { return nil }
        let seconds = daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
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
