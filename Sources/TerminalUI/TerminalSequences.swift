/// The escape sequences the terminal layer writes (xterm control sequences).
public enum TerminalSequences {
    static let escape = "\u{1B}["

    /// Alternate screen (saving the cursor), cursor hidden, no autowrap (the
    /// last column never scrolls), and when asked mouse clicks and wheel in SGR 1006 form.
    static func setUp(mouse: Bool) -> String {
        "\(escape)?1049h\(escape)?25l\(escape)?7l" + (mouse ? "\(escape)?1000h\(escape)?1006h" : "")
    }

    /// Undoes `setUp` in reverse (mouse reporting off even when it was not asked for), first ending any synchronized update left open
    /// and resetting attributes. Written as is from a signal handler.
    static let restore = "\(escape)?2026l\(escape)0m\(escape)?1006l\(escape)?1000l\(escape)?7h\(escape)?25h\(escape)?1049l"

    /// DECRQM: does the terminal know synchronized output (mode 2026)?
    static let querySynchronizedOutput = "\(escape)?2026$p"
    public static let synchronizedOutputMode = 2026

    /// DEC 2026: the terminal shows the frame only when it is complete.
    static let beginSynchronizedUpdate = "\(escape)?2026h"
    static let endSynchronizedUpdate = "\(escape)?2026l"

    /// CUP: the cursor to the first column of a screen row (0-based).
    public static func moveToStart(ofRow row: Int) -> String { "\(escape)\(row + 1);1H" }
    /// EL: the rest of the line erased.
    public static let eraseToEndOfLine = "\(escape)K"
    /// A status line on stderr rewritten in place: to the line's start, erased.
    public static let rewriteLine = "\r\(escape)K"
}
