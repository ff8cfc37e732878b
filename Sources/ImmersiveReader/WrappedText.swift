import ReaderEngine

/// The document wrapped to one width by `TextWrapping` (as `reader read`):
/// where each screen line starts and ends in the document's pieces, found
/// once per width without copying them; a frame lays out only its visible lines.
struct WrappedText: Sendable {
    let width: Int
    /// The document's pieces, shared.
    let pieces: [LayoutPiece]
    /// Screen lines; the blank lines of a paragraph break are empty.
    let lines: [WrappedLine]
    /// Line of each cursor stop.
    let stopLines: [Int32]

    init(pieces: [LayoutPiece], stops: [Int32], width: Int) {
        self.width = width
        self.pieces = pieces
        var lines: [WrappedLine] = []
        for line in TextWrapping.lines(pieces, width: width) {
            lines.append(line)
            guard case .piece(let index) = line.end, pieces[index].kind == .paragraph else { continue }
            let breaks = pieces[index].text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            for _ in 1..<max(breaks, 1) { lines.append(WrappedLine(pieces: (index + 1)..<(index + 1), end: line.end)) }
        }
        // A text ending with a line break has no line after it.
        if lines.count > 1, let last = lines.last, last.pieces.isEmpty, last.end == .none { lines.removeLast() }
        var stopLines = [Int32](repeating: 0, count: stops.count)
        var next = 0
        for (number, line) in lines.enumerated() {
            for index in line.pieces where pieces[index].span >= 0 {
                let span = pieces[index].span
                while next < stops.count, stops[next] <= span {
                    stopLines[next] = Int32(number)
                    next += 1
                }
            }
        }
        while next < stops.count {
            stopLines[next] = Int32(max(lines.count - 1, 0))
            next += 1
        }
        self.lines = lines
        self.stopLines = stopLines
    }

    /// The pieces of `line` as drawn (see `TextWrapping.forEachPiece`).
    func forEachPiece(onLine line: Int, _ body: (LayoutPiece) -> Void) {
        guard line >= 0, line < lines.count else { return }
        TextWrapping.forEachPiece(on: lines[line], of: pieces, body)
    }

    /// The first stop on `line` or after it.
    func firstStop(onOrAfter line: Int) -> Int? {
        var low = 0
        var high = stopLines.count
        while low < high {
            let middle = (low + high) / 2
            if Int(stopLines[middle]) < line { low = middle + 1 } else { high = middle }
        }
        return low < stopLines.count ? low : nil
    }

    /// Column where `span` starts on `line`, nil if not there.
    func column(ofSpan span: Int, line: Int) -> Int? {
        var column = 0
        var found: Int?
        forEachPiece(onLine: line) { piece in
            if found == nil, piece.span == span { found = column }
            column += piece.width
        }
        return found
    }

    /// The span drawn at `column` of `line`, if any.
    func span(atColumn target: Int, line: Int) -> Int? {
        var column = 0
        var found: Int?
        forEachPiece(onLine: line) { piece in
            if target >= column && target < column + piece.width && piece.span >= 0 { found = piece.span }
            column += piece.width
        }
        return found
    }
}
