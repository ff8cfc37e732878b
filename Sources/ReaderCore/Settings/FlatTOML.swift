/// The subset of TOML (1.0) that reader's config file uses, read strictly:
/// top-level `key = value` lines, comments and blank lines. Values are strings
/// (basic, literal and their multi-line forms) and booleans; numbers, dates,
/// arrays and inline tables are kept as raw text, for an error naming the key.
/// Tables (`[name]`) are refused: no setting lives in one.
///
/// A bad line becomes a `Problem` with its line number and reading goes on at
/// the next line, so a tool can still show and repair the lines that are fine.
/// Nothing here traps, whatever the text (checked by `Fuzz/FuzzConfig`).
public struct FlatTOML: Sendable {
    public enum Value: Equatable, Sendable {
        case string(String)
        case boolean(Bool)
        /// A number, date, array or inline table, as written (no setting takes one).
        case other(String)
    }

    /// One `key = value` line (more for a multi-line string).
    public struct Entry: Equatable, Sendable {
        /// The key as TOML reads it; the parts of a dotted key joined with ".".
        public let key: String
        public let value: Value
        /// The lines the entry spans, counted from 1.
        public let lines: ClosedRange<Int>
        /// `  # comment` after the value, with the blanks before it; "" when none.
        public let comment: String
    }

    public struct Problem: Error, Equatable, Sendable {
        /// Counted from 1.
        public let line: Int
        /// The key the line sets, when it could be read (so the line can be replaced or removed).
        public let key: String?
        public let reason: String
    }

    public private(set) var entries: [Entry] = []
    /// In line order; empty for a valid document.
    public private(set) var problems: [Problem] = []

    public init(_ text: String) {
        // CRLF line ends count as LF; any other CR is a control character.
        var lines = Self.lines(of: text).map { Array($0.last == "\r" ? $0.dropLast() : $0[...]) }
        if lines.last?.isEmpty == true { lines.removeLast() }
        if lines.first?.first == "\u{FEFF}" { lines[0].removeFirst() }
        var reader = LineReader(lines: lines)
        var firstLine: [String: Int] = [:]
        while reader.line < lines.count {
            let start = reader.line
            do {
                if let entry = try reader.readLine() {
                    entries.append(entry)
                    if let first = firstLine[entry.key] {
                        problems.append(Problem(line: start + 1, key: entry.key,
                                                reason: "'\(LineReader.shown(entry.key))' is set twice (first on line \(first))"))
                    } else {
                        firstLine[entry.key] = start + 1
                    }
                }
            } catch {
                problems.append(Problem(line: reader.line + 1, key: reader.key, reason: error.reason))
                reader.skipLine()
            }
        }
    }
}

extension FlatTOML {
    /// The text's lines, split at LF scalars (a String splits "\r\n" as one Character).
    static func lines(of text: String) -> [String.UnicodeScalarView.SubSequence] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Why a line is not valid.
    struct LineError: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Reads the lines one entry at a time; `line` and `index` are the position.
    struct LineReader {
        let lines: [[Unicode.Scalar]]
        var line = 0
        var index = 0
        /// The key of the entry being read, once read.
        var key: String?
        /// The key for a message: never a raw control or bidi character.
        private var shownKey: String { Self.shown(key ?? "") }

        init(lines: [[Unicode.Scalar]]) { self.lines = lines }

        private var current: [Unicode.Scalar] { lines[line] }
        private var peek: Unicode.Scalar? { index < current.count ? current[index] : nil }

        mutating func skipLine() {
            line += 1
            index = 0
            key = nil
        }

        /// The entry on the line (and the lines its value takes), nil for a blank or comment line.
        mutating func readLine() throws(LineError) -> Entry? {
            index = 0
            key = nil
            let first = line
            skipBlanks()
            if peek == "#" { _ = try readComment() }
            guard let character = peek else {
                skipLine()
                return nil
            }
            if character == "[" { throw LineError("'[' starts a table, which the config file does not use (settings are top-level 'key = value' lines)") }
            let key = try readKey()
            self.key = key
            skipBlanks()
            guard peek == "=" else { throw LineError(peek == nil ? "'\(shownKey)' needs '= value'" : "expected '=' after the key '\(shownKey)'") }
            index += 1
            skipBlanks()
            let value = try readValue()
            let valueEnd = index
            skipBlanks()
            var comment = ""
            if peek == "#" {
                let blanks = String(String.UnicodeScalarView(current[valueEnd..<index]))
                comment = blanks + (try readComment())
            }
            guard peek == nil else { throw LineError("unexpected text after the value of '\(shownKey)'") }
            let entry = Entry(key: key, value: value, lines: (first + 1)...(line + 1), comment: comment)
            skipLine()
            return entry
        }

        private mutating func skipBlanks() {
            while let character = peek, character == " " || character == "\t" { index += 1 }
        }

        /// `# ...` to the end of the line; control characters other than tab are not allowed in it.
        private mutating func readComment() throws(LineError) -> String {
            let start = index
            while let character = peek {
                if Self.isControl(character) { throw LineError("control character U+\(Self.hex(character)) in a comment") }
                index += 1
            }
            return String(String.UnicodeScalarView(current[start...]))
        }

        /// A bare, quoted or dotted key.
        private mutating func readKey() throws(LineError) -> String {
            var parts: [String] = []
            while true {
                skipBlanks()
                switch peek {
                case "\"":
                    index += 1
                    parts.append(try readBasicString())
                case "'":
                    index += 1
                    parts.append(try readLiteralString())
                default:
                    let start = index
                    while let character = peek, Self.isBareKeyCharacter(character) { index += 1 }
                    guard index > start else {
                        throw LineError(peek.map { "'\(Self.shown($0))' cannot start a key (keys are letters, digits, '_' and '-', or quoted)" }
                            ?? "a key is missing")
                    }
                    parts.append(String(String.UnicodeScalarView(current[start..<index])))
                }
                skipBlanks()
                guard peek == "." else { return parts.joined(separator: ".") }
                index += 1
            }
        }

        private mutating func readValue() throws(LineError) -> Value {
            guard let character = peek else { throw LineError("the value of '\(shownKey)' is missing after '='") }
            switch character {
            case "\"":
                if starts(with: "\"\"\"") {
                    index += 3
                    return .string(try readMultilineString(quote: "\"", escapes: true))
                }
                index += 1
                return .string(try readBasicString())
            case "'":
                if starts(with: "'''") {
                    index += 3
                    return .string(try readMultilineString(quote: "'", escapes: false))
                }
                index += 1
                return .string(try readLiteralString())
            default:
                let start = index
                while let next = peek, next != "#" { index += 1 }
                while index > start, current[index - 1] == " " || current[index - 1] == "\t" { index -= 1 }
                let raw = String(String.UnicodeScalarView(current[start..<index]))
                if raw == "true" { return .boolean(true) }
                if raw == "false" { return .boolean(false) }
                if let leading = raw.unicodeScalars.first, Self.startsOtherValue(leading) || raw == "inf" || raw == "nan" {
                    if let control = raw.unicodeScalars.first(where: Self.isControl) {
                        throw LineError("control character U+\(Self.hex(control)) in the value of '\(shownKey)'")
                    }
                    return .other(raw)
                }
                throw LineError("the value of '\(shownKey)' is not a TOML value (text needs quotes: \(shownKey) = \"\(Self.shown(raw))\")")
            }
        }

        private func starts(with prefix: String) -> Bool {
            let scalars = Array(prefix.unicodeScalars)
            return current.count - index >= scalars.count && Array(current[index..<index + scalars.count]) == scalars
        }

        /// After the opening `"`: up to the closing quote, on this line.
        private mutating func readBasicString() throws(LineError) -> String {
            var text = String.UnicodeScalarView()
            while let character = peek {
                index += 1
                switch character {
                case "\"": return String(text)
                case "\\": text.append(try readEscape())
                default:
                    if Self.isControl(character) { throw LineError("control character U+\(Self.hex(character)) in a string (write it as an escape)") }
                    text.append(character)
                }
            }
            throw LineError("a string is not closed (\" missing) on this line")
        }

        /// After the opening `'`: up to the closing quote, on this line, taken as written.
        private mutating func readLiteralString() throws(LineError) -> String {
            let start = index
            while let character = peek {
                index += 1
                if character == "'" { return String(String.UnicodeScalarView(current[start..<index - 1])) }
                if Self.isControl(character) { throw LineError("control character U+\(Self.hex(character)) in a string") }
            }
            throw LineError("a string is not closed (' missing) on this line")
        }

        /// After `\` in a basic string.
        private mutating func readEscape() throws(LineError) -> Unicode.Scalar {
            guard let character = peek else { throw LineError("'\\' at the end of a line in a one-line string") }
            index += 1
            switch character {
            case "b": return "\u{8}"
            case "t": return "\t"
            case "n": return "\n"
            case "f": return "\u{C}"
            case "r": return "\r"
            case "\"": return "\""
            case "\\": return "\\"
            case "u", "U":
                let digits = character == "u" ? 4 : 8
                guard current.count - index >= digits,
                      let value = UInt32(String(String.UnicodeScalarView(current[index..<index + digits])), radix: 16),
                      current[index..<index + digits].allSatisfy(\.properties.isASCIIHexDigit),
                      let scalar = Unicode.Scalar(value)
                else { throw LineError("'\\\(character)' needs \(digits) hex digits naming a Unicode scalar value") }
                index += digits
                return scalar
            default: throw LineError("unknown escape '\\\(Self.shown(character))' in a string")
            }
        }

        /// After the opening `"""` or `'''`: up to the closing delimiter, over
        /// as many lines as it takes. A newline right after the opening one is
        /// dropped; in a basic one, `\` at the end of a line joins it to the
        /// next non-blank character.
        private mutating func readMultilineString(quote: Unicode.Scalar, escapes: Bool) throws(LineError) -> String {
            var text = String.UnicodeScalarView()
            var firstLine = true
            while true {
                while let character = peek {
                    if character == quote, starts(with: String(repeating: String(quote), count: 3)) {
                        // Up to two more quotes right before the closing three belong to the text.
                        var run = 3
                        while index + run < current.count, current[index + run] == quote { run += 1 }
                        guard run <= 5 else { throw LineError("too many quotes (\(run)) closing a multi-line string") }
                        for _ in 0..<(run - 3) { text.append(quote) }
                        index += run
                        return String(text)
                    }
                    index += 1
                    if escapes && character == "\\" {
                        // Line-ending backslash: only blanks may follow it on the line.
                        if current[index...].allSatisfy({ $0 == " " || $0 == "\t" }) {
                            index = current.count
                            try nextLine(of: quote)
                            firstLine = false
                            skipBlankLinesAndSpaces()
                            continue
                        }
                        text.append(try readEscape())
                    } else if Self.isControl(character) {
                        throw LineError("control character U+\(Self.hex(character)) in a string")
                    } else {
                        text.append(character)
                    }
                }
                if !(firstLine && text.isEmpty) { text.append("\n") }
                firstLine = false
                try nextLine(of: quote)
            }
        }

        private mutating func nextLine(of quote: Unicode.Scalar) throws(LineError) {
            guard line + 1 < lines.count else {
                throw LineError("a multi-line string is not closed (\(String(repeating: String(quote), count: 3)) missing)")
            }
            line += 1
            index = 0
        }

        /// After a line-ending backslash: blanks and whole blank lines are dropped.
        private mutating func skipBlankLinesAndSpaces() {
            while true {
                skipBlanks()
                guard peek == nil, line + 1 < lines.count else { return }
                line += 1
                index = 0
            }
        }

        static func isBareKeyCharacter(_ character: Unicode.Scalar) -> Bool {
            switch character {
            case "A"..."Z", "a"..."z", "0"..."9", "_", "-": true
            default: false
            }
        }

        static func startsOtherValue(_ character: Unicode.Scalar) -> Bool {
            switch character {
            case "0"..."9", "+", "-", "[", "{": true
            default: false
            }
        }

        /// What TOML forbids raw in strings and comments: C0 controls but tab, and DEL.
        static func isControl(_ character: Unicode.Scalar) -> Bool {
            (character.value < 0x20 && character != "\t") || character.value == 0x7F
        }

        static func hex(_ character: Unicode.Scalar) -> String {
            let digits = String(character.value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }

        /// A character for a message, never a raw control.
        static func shown(_ text: some StringProtocol) -> String {
            ControlCharacterEscaping.singleLine(String(text))
        }

        static func shown(_ character: Unicode.Scalar) -> String {
            shown(String(character))
        }
    }
}
