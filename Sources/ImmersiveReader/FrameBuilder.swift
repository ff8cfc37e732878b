import ReaderEngine
import TerminalUI

/// Draws the model as the bytes of one full-screen frame: a pure function of
/// the model, laying out only the visible lines. Every row is positioned
/// absolutely and cleared to its end, so a frame never depends on the last.
public enum FrameBuilder {
    /// The cursor, seen without colour.
    static let cursor = SGR.boldReverse
    /// Where a highlight is itself reverse video (Pattern Mode without styled underlines, Learning).
    static let cursorOnReverse = SGR.boldUnderlinedUnreversed

    public static func frame(_ model: ReaderModel) -> [UInt8] {
        var frame = Frame(columns: model.size.columns)
        let styles = ANSIStyles(theme: model.display.theme, capabilities: model.display.capabilities,
                                patternMode: model.display.patternMode)
        if model.overlay == .help {
            helpRows(model, into: &frame)
        } else if case .chapters(let selected) = model.overlay {
            chapterRows(model, selected: selected, into: &frame)
        } else {
            for row in 0..<model.textRows {
                frame.move(to: row)
                textLine(model.top + row, of: model, styles: styles, into: &frame)
                frame.endRow()
            }
        }
        cardRows(model, styles: styles, into: &frame)
        statusRow(model, into: &frame)
        return frame.bytes
    }

    /// One line of text: highlights as `reader read` draws them, the selection over them.
    static func textLine(_ line: Int, of model: ReaderModel, styles: ANSIStyles, into frame: inout Frame) {
        let annotated = model.document.annotated
        let selected = model.selectedTokens
        let reverseLearning = styles.learning.hasPrefix(SGR.reverse)
        var current = ""
        model.layout.forEachPiece(onLine: line) { piece in
            guard frame.column < frame.columns else { return }
            var style = ""
            var highlight: WordStatus?
            if piece.span >= 0 {
                highlight = model.statuses.highlight(ofSpan: piece.span, in: annotated)
                if let highlight { style = styles.opening(for: highlight) }
                if let selected, selected.contains(piece.span) {
                    style += highlight == .learning && reverseLearning ? cursorOnReverse : cursor
                }
            }
            if style != current {
                if !current.isEmpty { frame.append(SGR.reset) }
                frame.append(style)
                current = style
            }
            frame.appendClipped(piece.text, width: piece.width)
        }
        if !current.isEmpty { frame.append(SGR.reset) }
    }

    static func helpRows(_ model: ReaderModel, into frame: inout Frame) {
        let bindings = KeyBindings.helpBindings
        let keyWidth = (bindings.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2
        func line(_ binding: KeyBindings.Binding) -> String {
            "  " + binding.label + String(repeating: " ", count: keyWidth - DisplayWidth.of(binding.label)) + binding.help
        }
        let title = SGR.bold + "reader open: keys" + SGR.reset
        var lines: [String]
        if bindings.count + 4 <= model.textRows {
            lines = [title, ""] + bindings.map(line) + ["", "Mouse: click a word for its card, wheel scrolls. Any key closes this help."]
        } else {
            // Too short for every key (80x24): quitting and this help come first, and the last row says what is left out.
            let essential: Set<ReaderAction> = [.quit, .help]
            let first = bindings.filter { essential.contains($0.action) }
            let rest = bindings.filter { !essential.contains($0.action) }
            let shown = rest.prefix(max(model.textRows - 2 - first.count, 0))
            lines = [title] + first.map(line) + shown.map(line)
                + ["… \(rest.count - shown.count) more in a taller window. Any key closes this help."]
        }
        for row in 0..<model.textRows {
            frame.move(to: row)
            if row < lines.count { frame.appendFitted(lines[row]) }
            frame.endRow()
        }
    }
}

/// The bytes of a frame being built, with the column of the row being written.
struct Frame {
    let columns: Int
    private(set) var bytes: [UInt8] = []
    private(set) var column = 0

    init(columns: Int) {
        self.columns = columns
        bytes.reserveCapacity(16 * 1024)
    }

    /// To the start of a screen row (0-based).
    mutating func move(to row: Int) {
        append(TerminalSequences.moveToStart(ofRow: row))
        column = 0
    }

    /// Attributes off and the rest of the row cleared. A full row is not
    /// cleared: the cursor stays on its last cell, which EL would erase.
    mutating func endRow() { append(column < columns ? SGR.reset + TerminalSequences.eraseToEndOfLine : SGR.reset) }

    /// Escape sequences and text whose width the caller counts.
    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Text that takes `width` columns, cut at the right edge of the screen.
    mutating func appendClipped(_ text: String, width: Int) {
        if column + width <= columns {
            append(text)
            column += width
            return
        }
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            guard column + characterWidth <= columns else { break }
            append(String(character))
            column += characterWidth
        }
        column = columns
    }

    /// Text without escape sequences, measured here.
    mutating func appendText(_ text: String) { appendClipped(text, width: DisplayWidth.of(text)) }

    /// A line that may hold SGR sequences (counted as zero width), cut at the edge.
    mutating func appendFitted(_ line: String) {
        var inEscape = false
        for character in line {
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                append(String(character))
                if character.isLetter && character != "[" { inEscape = false }
                continue
            }
            appendClipped(String(character), width: DisplayWidth.of(character))
        }
    }
}
