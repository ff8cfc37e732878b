import ReaderCore

/// How many colours a terminal shows. Chosen by the CLI from `COLORTERM`/`TERM`.
public enum ColorDepth: String, Sendable, CaseIterable {
    /// No colour (NO_COLOR): only underline and reverse video tell statuses apart.
    case none
    /// The 16 ANSI colours (SGR 30-37, 40-47, 90-97, 100-107).
    case ansi16
    /// The xterm 256-colour palette (SGR 38;5 / 48;5).
    case ansi256
    /// 24-bit colour (SGR 38;2 / 48;2).
    case truecolor
}

/// What the terminal can draw, decided once at the edge (the CLI) and handed to
/// `ANSIRenderer`, which never looks at the environment itself.
public struct TerminalCapabilities: Sendable, Equatable {
    public var colorDepth: ColorDepth
    /// Understands styled underlines (`4:4` dotted, `4:5` dashed) and underline
    /// colours (`58:2::r:g:b`) in the colon form. Terminals that do not (xterm,
    /// Apple Terminal) misdraw them, so they get plain underline and reverse video.
    public var styledUnderlines: Bool

    public init(colorDepth: ColorDepth, styledUnderlines: Bool) {
        self.colorDepth = colorDepth
        self.styledUnderlines = styledUnderlines
    }
}
