/// A language the installed translation data covers (a row of `translations/languages.tsv`).
public struct NativeLanguage: Sendable, Equatable, Hashable {
    /// ISO 639-3, as the data files are named (`spa`, `fra`, `cmn`).
    public let code: String
    /// ISO 639-1 (`es`), when the language has one.
    public let twoLetterCode: String?
    /// Its English name (`Spanish`).
    public let name: String
    /// Its name in itself (`español`).
    public let nativeName: String
    public let direction: TextDirection
    /// Sources of its sense-matched words (`<code>.tsv`) and of its word-level ones (`<code>.words.tsv`).
    public let senseSources: [String]
    public let wordSources: [String]

    public init(code: String, twoLetterCode: String?, name: String, nativeName: String, direction: TextDirection,
                senseSources: [String], wordSources: [String]) {
        self.code = code
        self.twoLetterCode = twoLetterCode
        self.name = name
        self.nativeName = nativeName
        self.direction = direction
        self.senseSources = senseSources
        self.wordSources = wordSources
    }

    /// The code a learner would type: the two-letter one when there is one.
    public var shortCode: String { twoLetterCode ?? code }

    /// A row `code, code2 or -, name, native name, ltr|rtl, sense sources, word sources`; nil when malformed.
    init?(row: [Substring]) {
        guard row.count >= 7, let direction = TextDirection(rawValue: String(row[4])), Self.isCode(row[0]) else { return nil }
        func list(_ field: Substring) -> [String] { field == "-" ? [] : field.split(separator: ",").map(String.init) }
        self.init(code: String(row[0]), twoLetterCode: row[1] == "-" ? nil : String(row[1]), name: String(row[2]),
                  nativeName: String(row[3]), direction: direction, senseSources: list(row[5]), wordSources: list(row[6]))
    }

    /// Two or three lower-case ASCII letters: the shape of an ISO 639 code.
    public static func isCode<S: StringProtocol>(_ text: S) -> Bool {
        (2...3).contains(text.utf8.count) && text.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }
}

/// Which way a language's script runs.
public enum TextDirection: String, Sendable, Equatable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
