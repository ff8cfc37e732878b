import ReaderEngine

/// The document wrapped to one width (`TextWrapping`, as `reader read`) and
/// cut into lines; built once per width, so a frame only walks its visible lines.
struct WrappedText: Sendable {
    let width: Int
    let pieces: [LayoutPiece]
    /// Pieces of each line (line breaks left out).
    let lines: [Range<Int>]
    /// Line of each cursor stop.
    let stopLines: [Int32]

    init(pieces unwrapped: [LayoutPiece], stops: [Int32], width: Int) {
        self.width = width
        pieces = TextWrapping.wrap(unwrapped, width: width)
        var lines: [Range<Int>] = []
        var start = 0
        for index in pieces.indices where pieces[index].isNewline {
            lines.append(start..<index)
            let breaks = pieces[index].text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            for _ in 1..<max(breaks, 1) { lines.append((index + 1)..<(index + 1)) }
            start = index + 1
        }
        if start < pieces.count || lines.isEmpty { lines.append(start..<pieces.count) }
        var stopLines = [Int32](repeating: 0, count: stops.count)
        var next = 0
        for (number, line) in lines.enumerated() {
            for index in line where pieces[index].span >= 0 {
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
        for piece in pieces[lines[line]] {
            if piece.span == span { return column }
            column += piece.width
        }
        return nil
    }

    /// The span drawn at `column` of `line`, if any.
    func span(atColumn target: Int, line: Int) -> Int? {
        guard line >= 0, line < lines.count else { return nil }
        var column = 0
        for piece in pieces[lines[line]] {
            if target >= column && target < column + piece.width { return piece.span >= 0 ? piece.span : nil }
            column += piece.width
        }
        return nil
    }
}
