import Foundation
import FuzzSupport
import ReaderEngine

/// The one time parser (`TimeStamp.date`: `READER_NOW`, backups, CSV) on
/// arbitrary bytes. Nothing traps; it accepts a text exactly when the text has
/// RFC 3339's shape and its date and time exist on Foundation's Gregorian
/// calendar (an oracle that shares no code with the parser), and then gives
/// the calendar's instant, within reader's range of times; a time it accepts, and any
/// 8 bytes taken as a stored time, print (`TimeStamp.string`) as text it reads back.
let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}()

/// The fields of an RFC 3339 date-time by its shape alone, nil when the shape is wrong.
func fields(_ text: [UInt8]) -> (numbers: [Int], fraction: Double, offsetSeconds: Int)? {
    func digits(_ range: Range<Int>) -> Int? {
        guard range.upperBound <= text.count, range.allSatisfy({ (48...57).contains(text[$0]) }) else { return nil }
        return Int(String(decoding: text[range], as: UTF8.self))
    }
    let separators: [(Int, [UInt8])] = [(4, [45]), (7, [45]), (10, [84, 116]), (13, [58]), (16, [58])]
    guard text.count >= 20, separators.allSatisfy({ $0.1.contains(text[$0.0]) }) else { return nil }
    let ranges = [0..<4, 5..<7, 8..<10, 11..<13, 14..<16, 17..<19]
    let numbers = ranges.compactMap(digits)
    guard numbers.count == 6 else { return nil }
    var at = 19
    var fraction = 0.0
    if text[at] == 46 {
        var end = at + 1
        while end < text.count, (48...57).contains(text[end]) { end += 1 }
        let count = end - at - 1
        guard (1...9).contains(count), let value = digits(at + 1..<end) else { return nil }
        fraction = Double(value) / pow(10, Double(count))
        at = end
    }
    guard at < text.count else { return nil }
    if [90, 122].contains(text[at]) { return at + 1 == text.count ? (numbers, fraction, 0) : nil }
    guard [43, 45].contains(text[at]), text.count == at + 6, text[at + 3] == 58,
          let hours = digits(at + 1..<at + 3), let minutes = digits(at + 4..<at + 6), hours < 24, minutes < 60 else { return nil }
    return (numbers, fraction, (text[at] == 45 ? -1 : 1) * (hours * 3600 + minutes * 60))
}

/// The instant the fields name, when the calendar has that date and time (no leap seconds).
/// Foundation's calendar is Julian before 1582, RFC 3339's is Gregorian all the way back: an
/// earlier year is looked up 2,000 years later (the Gregorian calendar repeats every 400 years).
func oracle(_ text: [UInt8]) -> Date? {
    guard let (numbers, fraction, offset) = fields(text), numbers[0] >= 1 else { return nil }
    let shift = numbers[0] < 1583 ? 2000 : 0
    let components = DateComponents(year: numbers[0] + shift, month: numbers[1], day: numbers[2],
                                    hour: numbers[3], minute: numbers[4], second: numbers[5])
    guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else { return nil }
    let shiftedSeconds = Double(shift / 400 * 146_097 * 86_400)
    let instant = date.addingTimeInterval(fraction - Double(offset) - shiftedSeconds)
    // Reader keeps 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z, to the millisecond it prints.
    let milliseconds = (instant.timeIntervalSince1970 * 1000).rounded()
    return (-62_135_596_800_000...253_402_300_799_999).contains(milliseconds) ? instant : nil
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = bytes(data, size)
    let text = String(decoding: input, as: UTF8.self)
    let parsed = TimeStamp.date(text)
    // Only valid UTF-8 is compared with the oracle: decoding may replace bytes with U+FFFD.
    if Array(text.utf8) == input {
        let expected = oracle(input)
        require((parsed == nil) == (expected == nil), "'\(text)': parser \(parsed.map { "\($0)" } ?? "refuses"), calendar \(expected.map { "\($0)" } ?? "refuses")")
        if let parsed, let expected {
            // Both sum seconds and a fraction in doubles: near year 9999 one step of a double is 30 µs.
            require(abs(parsed.timeIntervalSince1970 - expected.timeIntervalSince1970) < 1e-4, "'\(text)': \(parsed) is not \(expected)")
        }
    }
    // Any 8 bytes as a stored time (a store edited by hand): it prints, as a time that reads back.
    if input.count >= 8 {
        let seconds = Double(bitPattern: input.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
        let printed = TimeStamp.string(Date(timeIntervalSince1970: seconds))
        require(TimeStamp.date(printed).map { TimeStamp.string($0) } == printed, "\(seconds) prints as '\(printed)', which does not read back")
    }
    if let parsed {
        let printed = TimeStamp.string(parsed)
        let again = TimeStamp.date(printed)
        require(again.map { TimeStamp.string($0) } == printed, "'\(text)' prints as '\(printed)', which does not read back")
    }
    return 0
}

@_cdecl("FuzzTimeStamp_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzz($0, $1) }
}
