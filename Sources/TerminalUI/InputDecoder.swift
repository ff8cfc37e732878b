/// Turns the bytes a terminal sends into keys, mouse reports and mode reports.
///
/// Pure and incremental: `feed` keeps an incomplete sequence for the next
/// call. A lone ESC is ambiguous (the Esc key, or the start of a sequence whose
/// rest is late), so it stays pending until more bytes come or the caller,
/// after a short wait, calls `flush`.
public struct InputDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// Whether bytes wait for a continuation (the caller then polls with a timeout).
    public var hasPending: Bool { !pending.isEmpty }

    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
        pending.append(contentsOf: bytes)
        var events: [TerminalEvent] = []
        var index = 0
        while index < pending.count {
            guard let (event, length) = Self.decode(pending, from: index) else { break }
            if let event { events.append(event) }
            index += length
        }
        pending.removeFirst(index)
        return events
    }

    /// Gives up waiting: a pending ESC is the Esc key, anything else after it
    /// is decoded as plain keys.
    public mutating func flush() -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        // What is left always starts with an ESC or an unfinished UTF-8 character.
        while !pending.isEmpty {
            let rest = pending.dropFirst()
            if pending[0] == 0x1B { events.append(.key(.escape)) }
            pending = []
            events += feed(rest)
        }
        return events
    }

    /// One event (nil for bytes that mean nothing) and its length, or nil when incomplete.
    static func decode(_ bytes: [UInt8], from start: Int) -> (TerminalEvent?, Int)? {
        let byte = bytes[start]
        switch byte {
        case 0x1B:
            return decodeEscape(bytes, from: start)
        case 0x0D, 0x0A:
            return (.key(.enter), 1)
        case 0x7F, 0x08:
            return (.key(.backspace), 1)
        case 0x09:
            return (.key(.tab), 1)
        case 0x01...0x1A:
            return (.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
        case 0x00...0x1F:
            return (nil, 1)
        case 0x20..<0x80:
            return (.key(.character(Character(Unicode.Scalar(byte)))), 1)
        default:
            return decodeUTF8(bytes, from: start)
        }
    }

    private static func decodeUTF8(_ bytes: [UInt8], from start: Int) -> (TerminalEvent?, Int)? {
        let lead = bytes[start]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1 else { return (nil, 1) }
        guard start + length <= bytes.count else { return nil }
        let text = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
        guard let character = text.first, text.unicodeScalars.allSatisfy({ $0 != "\u{FFFD}" }) else { return (nil, 1) }
        return (.key(.character(character)), length)
    }

    private static func decodeEscape(_ bytes: [UInt8], from start: Int) -> (TerminalEvent?, Int)? {
        guard start + 1 < bytes.count else { return nil }
        let introducer = bytes[start + 1]
        switch introducer {
        case UInt8(ascii: "["):
            return decodeCSI(bytes, from: start)
        case UInt8(ascii: "O"):
            // SS3: cursor keys in application mode, Home/End on some terminals.
            guard start + 2 < bytes.count else { return nil }
            let key: Key? = switch bytes[start + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            default: nil
            }
            return (key.map(TerminalEvent.key), 3)
        case 0x1B:
            return (.key(.escape), 1)
        default:
            // Alt + key: the Esc, then the key on its own.
            return (.key(.escape), 1)
        }
    }

    /// `ESC [ parameters intermediates final`.
    private static func decodeCSI(_ bytes: [UInt8], from start: Int) -> (TerminalEvent?, Int)? {
        var index = start + 2
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let final = bytes[index]
        let length = index - start + 1
        guard (0x40...0x7E).contains(final) else { return (nil, length) }
        let body = Array(bytes[(start + 2)..<index])
        return (csiEvent(body: body, final: final), length)
    }

    private static func csiEvent(body: [UInt8], final: UInt8) -> TerminalEvent? {
        let text = String(decoding: body, as: UTF8.self)
        switch final {
        case UInt8(ascii: "A"): return .key(.up)
        case UInt8(ascii: "B"): return .key(.down)
        case UInt8(ascii: "C"): return .key(.right)
        case UInt8(ascii: "D"): return .key(.left)
        case UInt8(ascii: "H"): return .key(.home)
        case UInt8(ascii: "F"): return .key(.end)
        case UInt8(ascii: "~"):
            let key: Key? = switch text.split(separator: ";").first.flatMap({ Int($0) }) {
            case 1, 7: .home
            case 4, 8: .end
            case 3: .delete
            case 5: .pageUp
            case 6: .pageDown
            default: nil
            }
            return key.map(TerminalEvent.key)
        case UInt8(ascii: "M"), UInt8(ascii: "m"):
            return mouseEvent(text, pressed: final == UInt8(ascii: "M"))
        case UInt8(ascii: "y"):
            // DECRPM: `? mode ; value $ y`; 0 = not recognised, 1-4 = known.
            guard text.hasPrefix("?"), text.hasSuffix("$") else { return nil }
            let fields = text.dropFirst().dropLast().split(separator: ";").compactMap { Int($0) }
            guard fields.count == 2 else { return nil }
            return .report(.modeSupport(mode: fields[0], supported: fields[1] != 0))
        default:
            return nil
        }
    }

    /// SGR 1006: `< button ; column ; row` (1-based), `M` press, `m` release.
    private static func mouseEvent(_ text: String, pressed: Bool) -> TerminalEvent? {
        guard text.hasPrefix("<") else { return nil }
        let fields = text.dropFirst().split(separator: ";").compactMap { Int($0) }
        guard fields.count == 3, pressed else { return nil }
        let button = fields[0] & ~(4 | 8 | 16)  // shift, alt, ctrl
        let action: MouseEvent.Action? = switch button {
        case 0: .click
        case 64: .wheelUp
        case 65: .wheelDown
        default: nil
        }
        return action.map { .mouse(MouseEvent($0, column: fields[1] - 1, row: fields[2] - 1)) }
    }
}
