import ReaderCore

/// Every text attribute the terminal faces write (Select Graphic Rendition), named once: the
/// screens' cursor, bars and headings, the review grades, the reports' level colours and the badges.
/// The highlights' colours come from `Palette` through `ANSIStyles`.
public enum SGR {
    public static func sequence(_ parameters: String) -> String { "\u{1B}[\(parameters)m" }

    public static let reset = sequence("0")
    public static let bold = sequence("1")
    public static let dim = sequence("2")
    public static let reverse = sequence("7")
    /// Attributes off, then reverse video: the status and key bars.
    public static let bar = sequence("0;7")
    /// Bold + reverse video: a cursor seen without colour.
    public static let boldReverse = sequence("1;7")
    /// Bold, underlined, not reversed: a cursor over a highlight that is itself reverse video.
    public static let boldUnderlinedUnreversed = sequence("1;4;27")

    /// Each review grade on its own colour (16-colour text on background), always shown with its word.
    public static func grade(_ rating: Rating) -> String {
        switch rating {
        case .again: sequence("97;41")
        case .hard: sequence("30;43")
        case .good: sequence("30;42")
        case .easy: sequence("97;44")
        }
    }

    /// A frequency badge's word on its colour: green, yellow or red background.
    public static func badge(_ badge: FrequencyBadge) -> String {
        switch badge {
        case .essential: sequence("30;42")
        case .advanced: sequence("30;43")
        case .rare: sequence("97;41")
        }
    }

    /// Levels A green, B cyan, C magenta, bold (16 colours, readable on dark and light
    /// backgrounds; no red, which reads as an error).
    public static func level(_ cefr: CEFRLevel) -> String {
        switch cefr {
        case .a1, .a2: sequence("1;32")
        case .b1, .b2: sequence("1;36")
        case .c1, .c2: sequence("1;35")
        }
    }
}
