import Foundation
import ReaderEngine
import Tokenizer

/// `read`'s input annotated and rendered a piece at a time (`SentencePieces`),
/// so a 200 MB text is never tokenized or rendered whole.
///
/// Names depend on the whole text (`Annotator.Reading`), so the input is read
/// once to learn them and again to annotate and render. A text of one piece is
/// tokenized once. Input that cannot be read twice (stdin, a pipe) is held as
/// bytes, no more, when it is longer than a piece.
struct PieceReading {
    private let source: InputSource
    private let tokenizer: Tokenizer
    private let lemmatizer: Lemmatizer
    private let pieceSize: Int
    private var reading: Annotator.Reading
    /// The text, when it is one piece.
    private var only: TokenizedText?
    /// The input's bytes as read, when it is longer than a piece and cannot be read twice.
    private var held: [[UInt8]]?

    /// Reads the input a first time.
    init(source: InputSource, annotator: Annotator, lemmatizer: Lemmatizer, pieceSize: Int = 1 << 20) throws {
        self.source = source
        tokenizer = try Tokenizer()
        self.lemmatizer = lemmatizer
        self.pieceSize = pieceSize
        reading = annotator.reading()
        let holds = !PieceReading.isRegularFile(source.path)
        var chunks: [[UInt8]] = []
        var count = 0
        var pieces = SentencePieces(tokenizer: tokenizer, lemmatizer: lemmatizer, pieceSize: pieceSize)
        func learn(_ piece: TokenizedText) {
            reading.learn(piece)
            count += 1
            only = count == 1 ? piece : nil
        }
        try source.forEachChunk { chunk in
            if holds { chunks.append(chunk) }
            try pieces.feed(chunk, learn)
        }
        try pieces.finish(learn)
        if holds && count > 1 { held = chunks }
    }

    /// Renders the text: every piece annotated again, in order.
    mutating func render<Output: Renderer, Sink: TextSink>(with renderer: Output, to sink: inout Sink) throws {
        var progress = try renderer.start(to: &sink)
        if let only {
            try renderer.render(reading.annotate(only), progress: &progress, to: &sink)
        } else {
            var pieces = SentencePieces(tokenizer: tokenizer, lemmatizer: lemmatizer, pieceSize: pieceSize)
            func draw(_ piece: TokenizedText) throws {
                try renderer.render(reading.annotate(piece), progress: &progress, to: &sink)
            }
            if let held {
                for chunk in held { try pieces.feed(chunk, draw) }
            } else {
                try source.forEachChunk { try pieces.feed($0, draw) }
            }
            try pieces.finish(draw)
        }
        try renderer.finish(reading.summary, progress: &progress, to: &sink)
    }

    /// Whether the input is a regular file, which can be read a second time.
    private static func isRegularFile(_ path: String?) -> Bool {
        guard let path, path != "-" else { return false }
        var info = stat()
        return FilePath.systemBytes(for: path).withUnsafeBufferPointer { stat($0.baseAddress!, &info) } == 0
            && info.st_mode & S_IFMT == S_IFREG
    }
}
