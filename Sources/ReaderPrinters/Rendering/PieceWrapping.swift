import ReaderCore

/// Wraps the layout pieces of a text that is rendered a piece at a time with
/// `TextWrapping`, which wraps a whole text, so the lines are the same as if
/// the text were laid out whole.
///
/// `TextWrapping` looks ahead to the end of the next unbreakable run and at
/// whether a blank is the last piece, and starts at column 0. So pieces are
/// held back up to the last place where neither look-ahead can change (after a
/// piece that is not a blank, before one that is not text), and each batch
/// starts with an empty piece as wide as the line so far.
struct PieceWrapping {
    /// Wrap width in columns; nil keeps the text's lines.
    let width: Int?
    private var held: [LayoutPiece] = []
    private var column = 0

    init(width: Int?) {
        self.width = width
    }

    /// The wrapped pieces that are settled once `pieces` follow those given before.
    /// (A piece is about 400,000 layout pieces, so they are moved, not copied.)
    mutating func wrap(_ pieces: consuming [LayoutPiece]) -> [LayoutPiece] {
        guard width != nil else { return pieces }
        if held.isEmpty { held = consume pieces } else { held += pieces }
        var cut = held.count - 1
        while cut > 0, held[cut - 1].kind == .space || held[cut - 1].kind == .softNewline || held[cut].kind == .text { cut -= 1 }
        guard cut > 0 else { return [] }
        var ready: [LayoutPiece] = []
        swap(&ready, &held)
        held = Array(ready[cut...])
        ready.removeLast(ready.count - cut)
        return wrapped(&ready)
    }

    /// The rest, at the end of the text.
    mutating func finish() -> [LayoutPiece] {
        var rest: [LayoutPiece] = []
        swap(&rest, &held)
        return wrapped(&rest)
    }

    private mutating func wrapped(_ pieces: inout [LayoutPiece]) -> [LayoutPiece] {
        guard !pieces.isEmpty else { return [] }
        pieces.insert(LayoutPiece(kind: .text, text: "", width: column, highlight: nil), at: 0)
        var lines = TextWrapping.wrap(pieces, width: width)
        lines.removeFirst()
        for line in lines { column = line.isNewline ? 0 : column + line.width }
        return lines
    }
}
