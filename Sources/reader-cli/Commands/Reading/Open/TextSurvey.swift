import Documents
import ImmersiveReader
import ReaderEngine
import Tokenizer

/// `open`'s first reading of its text, a piece at a time (`SentencePieces`), so memory does not grow
/// with the text: it learns the names (which need the whole text: `Annotator.Reading`) and notes where
/// each piece starts, so any window of whole pieces can be read again and annotated as in the whole
/// text. A text that fits one window is kept, so it is tokenized once.
struct TextSurvey: Sendable {
    /// What was learnt about names; statuses come from the annotator given later (`Reading.use`).
    var reading: Annotator.Reading
    let pieces: TextPieces
    /// The text, when it fits one window.
    let whole: TokenizedText?
    /// Whether the text is a paragraph a line, as its first part shows (`PlainTextLines`).
    let lineBreaks: LineBreaks
    /// A document's code blocks, shown where they stand in each window.
    let codeBlocks: [Preformatted]

    /// Bytes a piece holds: the grain of windows.
    static let pieceSize = 256 << 10
    /// Bytes a window holds: about 55 bytes of memory a byte annotated and laid out, twice while a
    /// window replaces another, stays well under 300 MB.
    static let windowSize = 2 << 20
    /// Bytes of the window shown while a long text is read in the background: small, so it shows at once.
    static let firstWindowSize = 512 << 10

    /// `read` hears of each chunk's bytes as they are read. `within`: only those bytes (the window `open`
    /// shows while the whole text is read in the background).
    init(source: InputSource, lemmatizer: Lemmatizer, within range: Range<Int>? = nil, read: (Int) -> Void = { _ in }) throws {
        var reading = Annotator(snapshot: VocabularySnapshot(), lexicon: lemmatizer.lexicon).reading()
        var starts: [Int] = []
        var end = 0
        var kept: [TokenizedText]? = []
        var head: [UInt8] = []
        try source.forEachPiece(tokenizer: try Tokenizer(), lemmatizer: lemmatizer, pieceSize: Self.pieceSize, within: range,
                                onChunk: { chunk in
            read(chunk.count)
            if head.count < PieceReading.headSize { head += chunk.prefix(PieceReading.headSize - head.count) }
        }) { piece in
            reading.learn(piece)
            starts.append(piece.baseOffset)
            end = piece.baseOffset + piece.bytes.count
            kept?.append(piece)
            if end - starts[0] > Self.windowSize { kept = nil }
        }
        self.reading = reading
        pieces = TextPieces(starts: starts, end: end, windowSize: Self.windowSize)
        whole = kept.map { TokenizedText(joining: $0) }
        lineBreaks = PlainTextLines.areParagraphs(head[...]) ? .betweenParagraphs : .withinParagraphs
        codeBlocks = try source.document()?.codeBlocks.map { Preformatted(offset: $0.at, text: $0.text) } ?? []
    }

    /// The window `range` (whole pieces, as `pieces.window(around:)` gives it) read again, annotated.
    mutating func window(_ range: Range<Int>, of source: InputSource, lemmatizer: Lemmatizer) throws -> (TokenizedText, AnnotatedText) {
        let text = try whole ?? Self.read(range, end: pieces.end, of: source, lemmatizer: lemmatizer)
        var annotated = reading.annotateAgain(text)
        annotated.lineBreaks = lineBreaks
        let span = text.baseOffset..<(text.baseOffset + text.bytes.count)
        annotated.preformatted = Preformatted.blocks(codeBlocks, in: span, endsText: span.upperBound == pieces.end)
        return (text, annotated)
    }

    /// The pieces from the range's start up to its end, cut as the survey cut them (the same cutter
    /// from the same start cuts the same pieces).
    private static func read(_ range: Range<Int>, end: Int, of source: InputSource, lemmatizer: Lemmatizer) throws -> TokenizedText {
        var pieces: [TokenizedText] = []
        do {
            try source.forEachPiece(tokenizer: try Tokenizer(), lemmatizer: lemmatizer, pieceSize: pieceSize,
                                    within: range.lowerBound..<end) { piece in
                pieces.append(piece)
                if piece.baseOffset + piece.bytes.count >= range.upperBound { throw Stop() }
            }
        } catch is Stop {}
        return TokenizedText(joining: pieces)
    }

    /// Ends a read early.
    private struct Stop: Error {}

    /// The first match of a query at or after byte `offset`, else from the text's start.
    func find(_ query: String, after offset: Int, in source: InputSource) throws -> Int? {
        guard let finder = TextFinder(query) else { return nil }
        let text = pieces.text
        for range in [offset..<text.upperBound, text.lowerBound..<min(offset + finder.needle.count, text.upperBound)] {
            var search = finder
            var found: Int?
            do {
                try source.forEachChunk(within: range) { chunk, start in
                    found = search.feed(chunk, at: start)
                    if found != nil { throw Stop() }
                }
            } catch is Stop {}
            if let found { return found }
        }
        return nil
    }
}
