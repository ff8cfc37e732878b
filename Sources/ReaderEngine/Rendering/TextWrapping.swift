/// Wraps layout pieces to a width in terminal columns, at word boundaries.
///
/// Paragraphs (separated by blank lines) are kept, and so are line breaks
/// followed by indentation (lists, verse set in). Other single line breaks
/// are reflowed like spaces. A word wider than the line gets a line of its
/// own and overflows it rather than being cut. Tabs advance to the next
/// multiple of 8 columns.
public enum TextWrapping {
    static let tabStop = 8

    /// `width` nil keeps the text's own lines.
    public static func wrap(_ pieces: [LayoutPiece], width: Int?) -> [LayoutPiece] {
        guard let width else { return pieces }
        let limit = max(width, 1)
        var lines: [LayoutPiece] = []
        lines.reserveCapacity(pieces.count)
        var column = 0
        for index in pieces.indices {
            var piece = pieces[index]
            switch piece.kind {
            case .text:
                column += piece.width
                lines.append(piece)
            case .hardNewline, .paragraph:
                column = 0
                lines.append(piece)
            case .indent:
                expandTabs(&piece, from: column)
                column += piece.width
                lines.append(piece)
            case .space, .softNewline:
                guard column > 0 else { continue }
                if index + 1 == pieces.count || pieces[index + 1].isNewline {
                    // Nothing follows on this line: no trailing blanks, and the text's last line break stays.
                    if piece.kind == .softNewline {
                        column = 0
                        lines.append(piece)
                    }
                    continue
                }
                if piece.kind == .softNewline {
                    piece = LayoutPiece(kind: .space, text: " ", width: 1, highlight: piece.highlight, span: piece.span)
                }
                expandTabs(&piece, from: column)
                if column + piece.width + unitWidth(after: index, in: pieces) > limit {
                    lines.append(LayoutPiece(kind: .hardNewline, text: "\n", width: 0, highlight: nil))
                    column = 0
                } else {
                    column += piece.width
                    lines.append(piece)
                }
            }
        }
        return lines
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

    private static func expandTabs(_ piece: inout LayoutPiece, from column: Int) {
        guard piece.text.contains("\t") else { return }
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
