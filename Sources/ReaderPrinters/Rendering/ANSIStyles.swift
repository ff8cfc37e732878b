import ReaderCore

/// The escape sequences that open the New and Learning highlights for one
/// theme, terminal and mode; `SGR.reset` closes either.
///
/// | mode | New | Learning |
/// |---|---|---|
/// | colour | text + background colour | text + background colour |
/// | Pattern Mode, styled underlines | text + background colour + dotted underline `4:4` (+ underline colour `58:2::r:g:b` / `58:5:n`) | text + background colour + dashed underline `4:5` |
/// | Pattern Mode, basic underlines | text + background colour + single underline `4` | text + background colour |
///
/// Pattern Mode adds a cue and never removes one: the highlights stay under
/// the underlines. Without colour (`ColorDepth.none`) Pattern Mode is always
/// on, and Learning's background becomes reverse video. Basic underlines are the
/// fallback for terminals that misdraw `4:N` (xterm, Apple Terminal): an
/// underline on New (and, without colour, reverse video on Learning) tells New
/// from Learning without colour.
/// Truecolor backgrounds are the palette's; 256 colours take the nearest
/// palette entry that keeps AA contrast with the text colour and 3:1 with the
/// theme's page; 16 colours use a fixed table (nearest colours would collapse
/// both highlights into white).
public struct ANSIStyles: Sendable, Equatable {
    public let new: String
    public let learning: String

    public init(theme: Theme, capabilities: TerminalCapabilities, patternMode: Bool) {
        let palette = Palette.of(theme)
        let depth = capabilities.colorDepth
        let sgr = SGR.sequence
        func colors(_ status: WordStatus) -> String? {
            ANSIStyles.colorParameters(status, palette: palette, depth: depth).map(sgr)
        }
        if !patternMode && depth != .none {
            new = colors(.new) ?? ""
            learning = colors(.learning) ?? ""
        } else if capabilities.styledUnderlines {
            new = (colors(.new) ?? "") + sgr("4:4") + (ANSIStyles.underlineColor(palette.newUnderline, depth: depth).map(sgr) ?? "")
            learning = (colors(.learning) ?? SGR.reverse) + sgr("4:5")
        } else {
            new = (colors(.new) ?? "") + sgr("4")
            learning = colors(.learning) ?? SGR.reverse
        }
    }

    public func opening(for status: WordStatus) -> String { status == .learning ? learning : new }

    /// SGR parameters setting text and background colour of a highlight.
    static func colorParameters(_ status: WordStatus, palette: Palette, depth: ColorDepth) -> String? {
        let text = palette.text(of: status)
        let background = palette.background(of: status)
        switch depth {
        case .none:
            return nil
        case .truecolor:
            return "38;2;\(text.red);\(text.green);\(text.blue);48;2;\(background.red);\(background.green);\(background.blue)"
        case .ansi256:
            return "38;5;\(XtermColors.nearest(to: text));48;5;\(XtermColors.nearest(to: background, readableWith: text, visibleOn: palette.page))"
        case .ansi16:
            // The same in both themes: the terminal's blue is dark in every common palette, so New stands
            // out from a white page and a black one (issue 51: bright cyan was 1.25:1 on white). No ANSI
            // yellow reaches 3:1 on white; plain yellow (xterm #CDCD00, 1.6:1) beats bright (1.07:1).
            return status == .learning ? "30;43" : "97;44"
        }
    }

    /// Underline colour in the colon form (the semicolon form is misread by xterm).
    static func underlineColor(_ color: RGB, depth: ColorDepth) -> String? {
        switch depth {
        case .truecolor: "58:2::\(color.red):\(color.green):\(color.blue)"
        case .ansi256: "58:5:\(XtermColors.nearest(to: color))"
        case .ansi16, .none: nil
        }
    }
}
