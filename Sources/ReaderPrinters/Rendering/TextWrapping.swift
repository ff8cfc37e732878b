import ReaderCore

/// Wraps layout pieces to a width in terminal columns, at word boundaries.
///
/// Paragraphs (separated by blank lines) are kept, and so are line breaks
/// followed by indentation (lists, verse set in). Other single line breaks
/// are reflowed like spaces. A word wider than the line gets a line of its
/// own and overflows it rather than being cut. Tabs advance to the next
/// multiple of 8 columns.
///
/// `lines` finds where lines break, as ranges of the pieces (nothing copied);
/// `forEachPiece(on:of:)` lays out one line as drawn. So a long text is
/// measured once and only the lines on screen are laid out (`reader open`),
/// while `wrap` lays out every line (`reader read`).
public enum TextWrapping {
    static let tabStop = 8

    /// `width` nil keeps the text's own lines.
    public static func wrap(_ pieces: [LayoutPiece], width: Int?) -> [LayoutPiece] {
        guard let width else { return pieces }
        var wrapped: [LayoutPiece] = []
        wrapped.reserveCapacity(pieces.count)
        for line in lines(pieces, width: width) {
            forEachPiece(on: line, of: pieces) { wrapped.append($0) }
            switch line.end {
            case .piece(let index): wrapped.append(pieces[index])
            case .wrap: wrapped.append(LayoutPiece(kind: .hardNewline, text: "\n", width: 0, highlight: nil))
            case .none: break
            }
        }
        return wrapped
    }

    /// The lines of `pieces` wrapped to `width`, in order; the last one ends with `.none`.
    public static func lines(_ pieces: [LayoutPiece], width: Int) -> [WrappedLine] {
        let limit = max(width, 1)
        var lines: [WrappedLine] = []
        var start = 0
        var column = 0
        func breakLine(before index: Int, _ end: WrappedLine.End) {
            lines.append(WrappedLine(pieces: start..<index, end: end))
            start = index + 1
            column = 0
        }
        for index in pieces.indices {
            let piece = pieces[index]
            switch piece.kind {
            case .text, .code:
                column += piece.width
            case .hardNewline, .paragraph:
                breakLine(before: index, .piece(index))
            case .indent:
                column += drawnWidth(piece, from: column)
            case .space, .softNewline:
                guard column > 0 else { continue }
                if index + 1 == pieces.count || pieces[index + 1].isNewline {
                    // Nothing follows on this line: no trailing blanks, and the text's last line break stays.
                    if piece.kind == .softNewline { breakLine(before: index, .piece(index)) }
                    continue
                }
                let width = piece.kind == .softNewline ? 1 : drawnWidth(piece, from: column)
                if column + width + unitWidth(after: index, in: pieces) > limit {
                    breakLine(before: index, .wrap)
                } else {
                    column += width
                }
            }
        }
        lines.append(WrappedLine(pieces: start..<pieces.count, end: .none))
        return lines
    }

    /// The pieces of one line as drawn: blanks at its start and end left out,
    /// a reflowed line break as a space, tabs expanded.
    public static func forEachPiece(on line: WrappedLine, of pieces: [LayoutPiece], _ body: (LayoutPiece) throws -> Void) rethrows {
        var column = 0
        for index in line.pieces {
            var piece = pieces[index]
            switch piece.kind {
            case .text, .code:
                break
            case .indent:
                expandTabs(&piece, from: column)
            case .space, .softNewline:
                // As `lines`: none at a line's start, none before a line break or the end.
                guard column > 0, index + 1 < pieces.count, !pieces[index + 1].isNewline else { continue }
                if piece.kind == .softNewline {
                    piece = LayoutPiece(kind: .space, text: " ", width: 1, highlight: piece.highlight, span: piece.span)
                }
                expandTabs(&piece, from: column)
            case .hardNewline, .paragraph:
                continue
            }
            column += piece.width
            try body(piece)
        }
    }

    /// Columns of the unbreakable run of text pieces after `index`.
    private static func unitWidth(after index: Int, in pieces: [LayoutPiece]) -> Int {
        var width = 0
        var next = index + 1
        while next < pieces.count, pieces[next].kind == .text {
            width += pieces[next].width
            next += 1
        }
        return width
    }

    private static func drawnWidth(_ piece: LayoutPiece, from column: Int) -> Int {
        var expanded = piece
        expandTabs(&expanded, from: column)
        return expanded.width
    }

    private static func expandTabs(_ piece: inout LayoutPiece, from column: Int) {
        // On the bytes: `contains("\t")` would be Foundation's substring search, slow enough to dominate a 1 MB layout.
        guard piece.text.utf8.contains(9) else { return }
        var expanded = ""
        var position = column
        for character in piece.text {
            if character == "\t" {
                let stop = (position / tabStop + 1) * tabStop
                expanded += String(repeating: " ", count: stop - position)
                position = stop
            } else {
                expanded.append(character)
                position += DisplayWidth.of(character)
            }
        }
        piece.text = expanded
        piece.width = position - column
    }
}

/// One wrapped line: a range of layout pieces (blanks at its ends included,
/// left out when drawn) and what ends it.
public struct WrappedLine: Equatable, Sendable {
    public enum End: Equatable, Sendable {
        /// A line break of the text: the piece at this index.
        case piece(Int)
        /// The width ran out: a line break the wrapping adds.
        case wrap
        /// The end of the text.
        case none
    }

    public var pieces: Range<Int>
    public var end: End

    public init(pieces: Range<Int>, end: End) {
        self.pieces = pieces
        self.end = end
    }
}
