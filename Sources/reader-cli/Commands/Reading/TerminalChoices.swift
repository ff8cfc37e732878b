import ArgumentParser
import ReaderEngine

/// `--color` (and the `color` setting): whether escape sequences are written.
/// `TerminalEnvironment.capabilities(color:underline:)` turns it into what is drawn.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    /// When stdout is a terminal and `TERM` is not `dumb`; `NO_COLOR` keeps underlines and reverse video but drops colours.
    case auto
    /// Always, whatever stdout is (`NO_COLOR` is not consulted).
    case always
    /// Never: the plain rendering with `[new]` and `{learning}` marks.
    case never
}

/// `--underline`: overrides the terminal detection of styled underlines.
enum UnderlineChoice: String, CaseIterable, ExpressibleByArgument {
    /// Dotted and dashed underlines (`4:4`, `4:5`) and underline colours.
    case styled
    /// Plain underline and reverse video only.
    case basic
}
