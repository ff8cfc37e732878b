import Foundation
import Tokenizer

/// A text input named on the command line: a file path, or `-`/nothing for
/// stdin. The one way commands read text (`ChunkReader` below it): in pieces,
/// so large files never sit in memory whole; a byte-order mark skipped, with
/// offsets still counted from the input's first byte.
struct InputSource {
    let path: String?

    var displayName: String { path ?? "<stdin>" }

    /// A title for a page made from this input: the file's name.
    var title: String {
        guard let path, path != "-" else { return "Text from standard input" }
        return (path as NSString).lastPathComponent
    }

    /// Someone who runs a command without a file at a terminal learns why it waits.
    static func announceStdinIfTerminal() {
        if isatty(STDIN_FILENO) == 1 { FileHandle.standardError.write(Data("reader: reading from stdin (Ctrl-D to end)\n".utf8)) }
    }

    /// Calls `body` with successive pieces of the text and the offset of each in the whole input.
    func forEachChunk(reader: ChunkReader = ChunkReader(), _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
        if path == nil { InputSource.announceStdinIfTerminal() }
        try reader.forEachChunk(path: path, body)
    }

    /// The text tokenized and lemmatized a piece at a time (`SentencePieces`),
    /// with offsets into the whole input; `onChunk` sees each chunk as it is read.
    func forEachPiece(tokenizer: Tokenizer, lemmatizer: Lemmatizer?, pieceSize: Int = 1 << 20,
                      reader: ChunkReader = ChunkReader(), onChunk: (UnsafeBufferPointer<UInt8>) throws -> Void = { _ in },
                      _ body: (TokenizedText) throws -> Void) throws {
        var pieces: SentencePieces?
        try forEachChunk(reader: reader) { chunk, offset in
            if pieces == nil {
                pieces = SentencePieces(tokenizer: tokenizer, lemmatizer: lemmatizer, pieceSize: pieceSize, startOffset: offset)
            }
            try onChunk(chunk)
            try pieces!.feed(chunk, body)
        }
        var last = pieces ?? SentencePieces(tokenizer: tokenizer, lemmatizer: lemmatizer, pieceSize: pieceSize)
        try last.finish(body)
    }

    /// The whole text and the offset where it starts in the input (for
    /// commands that need all of it at once and whose memory grows with it).
    func readText() throws -> (bytes: [UInt8], offset: Int) {
        var all: [UInt8] = []
        var start: Int?
        try forEachChunk { chunk, offset in
            start = start ?? offset
            all.append(contentsOf: chunk)
        }
        return (all, start ?? 0)
    }

    /// The whole text, for commands that need no offsets into it.
    func readAll() throws -> [UInt8] {
        try readText().bytes
    }
}
