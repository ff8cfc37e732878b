import Documents
import Foundation
import ReaderEngine
import Tokenizer

/// `read`'s input annotated and rendered a piece at a time (`SentencePieces`),
/// so a 200 MB text is never tokenized or rendered whole.
///
/// Names depend on the whole text (`Annotator.Reading`), so the input is read
/// once to learn them and again to annotate and render. A text of up to
/// `keptTextLimit` bytes (a book) keeps its pieces from the first reading, so it
/// is tokenized and tagged once; a longer one is read again, so memory stays
/// bounded. Input that cannot be read twice (stdin, a pipe) is copied
/// as it is read (`InputSpool`: to a temporary file beyond a piece).
struct PieceReading {
    private let source: InputSource
    private let tokenizer: Tokenizer
    private let lemmatizer: Lemmatizer
    private let pieceSize: Int
    private var reading: Annotator.Reading
    /// The text's pieces, when it is no longer than `keptTextLimit` bytes.
    private var kept: [TokenizedText] = []
    /// The copy of an input longer than a piece that cannot be read twice.
    private var spool: InputSpool?
    /// Offset of the text in the input (after a byte-order mark), where the copy starts.
    private var textStart = 0
    /// Whether the text is a paragraph a line, as its first part shows (`PlainTextLines`).
    private var lineBreaks = LineBreaks.withinParagraphs
    /// A document's code blocks, shown where they stand (`Preformatted`), and its text's length.
    private var codeBlocks: [Preformatted] = []
    private var textLength = 0

    /// Reads the input a first time, then asks `annotator` for the annotator
    /// of this text, once: with the keys of its words when it is one piece
    /// (the vocabulary may then read only those), else with nil (the whole
    /// vocabulary: a long text is not tokenized a third time to learn its words).
    init(source: InputSource, lemmatizer: Lemmatizer, families: WordFamilies = .none, pieceSize: Int = 1 << 20,
         annotator: (VocabularyKeys?) throws -> Annotator) throws {
        self.source = source
        tokenizer = try Tokenizer()
        self.lemmatizer = lemmatizer
        self.pieceSize = pieceSize
        let copy = source.regularFileSize == nil ? InputSpool(name: source.displayName, limit: pieceSize) : nil
        var first: TokenizedText?
        var reading: Annotator.Reading?
        var textStart: Int?
        var kept: [TokenizedText]? = []
        var keptBytes = 0
        func learn(_ piece: TokenizedText) throws {
            textStart = textStart ?? piece.baseOffset
            keptBytes += piece.bytes.count
            if keptBytes <= PieceReading.keptTextLimit { kept?.append(piece) } else { kept = nil }
            if reading == nil {
                guard let earlier = first else { return first = piece }
                reading = try annotator(nil).reading()
                reading?.learn(earlier)
                first = nil
            }
            reading?.learn(piece)
        }
        var head: [UInt8] = []
        try source.forEachPiece(tokenizer: tokenizer, lemmatizer: lemmatizer, pieceSize: pieceSize, onChunk: { chunk in
            try copy?.write(Array(chunk))
            if head.count < PieceReading.headSize { head += chunk.prefix(PieceReading.headSize - head.count) }
        }, learn)
        self.textStart = textStart ?? 0
        if let document = try source.document() {
            codeBlocks = document.codeBlocks.map { Preformatted(offset: $0.at, text: $0.text) }
            textLength = document.text.utf8.count
        }
        if PlainTextLines.areParagraphs(head[...]) { lineBreaks = .betweenParagraphs }
        self.kept = kept ?? []
        if let reading {
            self.reading = reading
            if kept == nil { spool = copy }
        } else {
            var keys = VocabularyKeys(families: families)
            if let first { keys.add(first, lexicon: lemmatizer.lexicon) }
            self.reading = try annotator(keys).reading()
            if let first { self.reading.learn(first) }
        }
    }

    /// How much of the text decides how its lines make paragraphs.
    static let headSize = 64 << 10
    /// The longest text whose pieces are kept from the first reading (with their tokens they take about ten
    /// times the text's bytes: 40 MB for a 4 MB book).
    static let keptTextLimit = 4 << 20

    /// Renders the text: every piece annotated again, in order.
    mutating func render<Output: Renderer, Sink: TextSink>(with renderer: Output, to sink: inout Sink) throws {
        var progress = try renderer.start(to: &sink)
        try forEachAnnotatedPiece { try renderer.render($0, progress: &progress, to: &sink) }
        try renderer.finish(reading.summary, progress: &progress, to: &sink)
    }

    /// Every piece annotated as in the whole text, in order.
    mutating func forEachAnnotatedPiece(_ body: (AnnotatedText) throws -> Void) throws {
        func annotate(_ piece: TokenizedText) throws {
            var annotated = reading.annotate(piece)
            annotated.lineBreaks = lineBreaks
            if !codeBlocks.isEmpty {
                let range = piece.baseOffset..<(piece.baseOffset + piece.bytes.count)
                annotated.preformatted = Preformatted.blocks(codeBlocks, in: range, endsText: range.upperBound == textLength)
            }
            try body(annotated)
        }
        if !kept.isEmpty { return try kept.forEach(annotate) }
        if let spool {
            var pieces = SentencePieces(tokenizer: tokenizer, lemmatizer: lemmatizer, pieceSize: pieceSize, startOffset: textStart)
            try spool.forEachChunk { try pieces.feed($0, annotate) }
            try pieces.finish(annotate)
        } else {
            try source.forEachPiece(tokenizer: tokenizer, lemmatizer: lemmatizer, pieceSize: pieceSize, annotate)
        }
    }
}
