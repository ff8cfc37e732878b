import Documents
import Foundation
import Tokenizer

/// A text input named on the command line: a file path, or `-`/nothing for
/// stdin. The one way commands read text (`ChunkReader` below it): in pieces,
/// so large files never sit in memory whole; a byte-order mark skipped, with
/// offsets still counted from the input's first byte.
struct InputSource: Sendable {
    let path: String?
    /// `--input-format`; nil: from the file's extension, else its first bytes (stdin: plain text).
    let format: InputFormat?
    /// The document extracted once however often the source is read (a capture reads the text
    /// and then its source; `read` reads a long text twice).
    private let extraction = Extraction()
    /// The input opened once, its format learnt from the first bytes of the reading that follows.
    private let opening = Opening()

    init(path: String?, format: InputFormat? = nil) {
        self.path = path
        self.format = format
    }

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

    /// The size of the input when it is a regular file, which can be read a
    /// second time and has an end; nil for stdin, a pipe, a device, a missing file.
    var regularFileSize: Int? {
        guard let path, path != "-", let info = InputSource.status(of: path), info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// For commands that read the text more than once: a regular file, else one clear error (a FIFO
    /// fed by `yes` never ends).
    func requireRegularFile(for command: String) throws {
        let info = path.flatMap { $0 == "-" ? nil : InputSource.status(of: $0) }
        if let path, path != "-", info == nil || info!.st_mode & S_IFMT == S_IFDIR {
            // Missing, out of reach or a folder: the error that reading it gives.
            close(try FilePath.openForReading(path))
        }
        guard let info, info.st_mode & S_IFMT == S_IFREG else { throw CLIError.notARegularFile(path: displayName, command: command) }
    }

    private static func status(of path: String) -> stat? {
        var info = stat()
        return FilePath.systemBytes(for: path).withUnsafeBufferPointer { stat($0.baseAddress!, &info) } == 0 ? info : nil
    }

    /// Calls `body` with successive pieces of the text and the offset of each in the whole input.
    /// An EPUB, HTML, subtitle or Markdown input gives its extracted text (`reader extract`), and
    /// offsets count in that text. `within` keeps only those bytes of the text (a file is read from
    /// the range's start on).
    func forEachChunk(reader: ChunkReader = ChunkReader(), within range: Range<Int>? = nil,
                      _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
        guard let range else { return try forEachChunk(reader: reader, from: 0, body) }
        do {
            try forEachChunk(reader: reader, from: regularFileSize == nil ? 0 : range.lowerBound) { chunk, offset in
                let lower = max(range.lowerBound, offset)
                let upper = min(range.upperBound, offset + chunk.count)
                if lower < upper { try body(UnsafeBufferPointer(rebasing: chunk[(lower - offset)..<(upper - offset)]), lower) }
                // The rest of the input is past the range: it is not read.
                if offset + chunk.count >= range.upperBound { throw PastRange() }
            }
        } catch is PastRange {}
    }

    /// Ends a read that has passed the range it was asked for.
    private struct PastRange: Error {}

    private func forEachChunk(reader: ChunkReader, from start: Int,
                              _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
        if path == nil { InputSource.announceStdinIfTerminal() }
        if let document = try document() {
            var text = document.text
            try text.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    let end = min(offset + reader.chunkSize, bytes.count)
                    try body(UnsafeBufferPointer(rebasing: bytes[offset..<end]), offset)
                    offset = end
                }
            }
            return
        }
        try reader.forEachChunk(of: opened(), from: start, body)
    }

    /// The input's one descriptor, opened at the first use (`OpenedInput`): a pipe or FIFO is
    /// opened once, so the bytes read to learn its format are not lost to the reading after.
    func opened() throws -> OpenedInput {
        try opening.lock.withLock {
            if let done = opening.result { return try done.get() }
            let result = Result { try OpenedInput(path: path) }
            opening.result = result
            return try result.get()
        }
    }

    /// The extracted document when the input is not plain text, else nil (it is read as it is).
    func document() throws -> ExtractedDocument? {
        try extraction.lock.withLock {
            if let done = extraction.result { return try done.get() }
            let result = Result { try DocumentInput.extracted(path: path, format: format, opened: opened) }
            extraction.result = result
            return try result.get()
        }
    }

    /// The bytes of the text between a Project Gutenberg header and licence trailer
    /// (`GutenbergBoilerplate`), nil when it has neither. Only a document or a regular file, whose
    /// end can be read before its start is scored; a pipe is scored whole.
    func gutenbergBody() throws -> Range<Int>? {
        let window = GutenbergBoilerplate.window
        if let document = try document() {
            let bytes = Array(document.text.utf8)
            let tailOffset = max(bytes.count - window, 0)
            return GutenbergBoilerplate.body(head: bytes.prefix(window), tail: bytes[tailOffset...], tailOffset: tailOffset, count: bytes.count)
        }
        guard let size = regularFileSize else { return nil }
        let input = try opened()
        guard input.isRegularFile else { return nil }
        let head = try input.bytes(at: 0, count: window)
        var tail = head
        let tailOffset = max(size - window, 0)
        if tailOffset > 0 { tail = try input.bytes(at: tailOffset, count: window) }
        return GutenbergBoilerplate.body(head: head[...], tail: tail[...], tailOffset: tailOffset, count: tailOffset + tail.count)
    }

    /// The text tokenized and lemmatized a piece at a time (`SentencePieces`),
    /// with offsets into the whole input, its windows lemmatized on `workers` threads; `onChunk` sees
    /// each chunk as it is read.
    func forEachPiece(tokenizer: Tokenizer, lemmatizer: Lemmatizer?, pieceSize: Int = 1 << 20,
                      reader: ChunkReader = ChunkReader(), within range: Range<Int>? = nil,
                      workers: Int = SentencePieces.processorCount, caches: TaggerCaches? = nil,
                      onChunk: (UnsafeBufferPointer<UInt8>) throws -> Void = { _ in },
                      _ body: (TokenizedText) throws -> Void) throws {
        var pieces: SentencePieces?
        try forEachChunk(reader: reader, within: range) { chunk, offset in
            if pieces == nil {
                pieces = SentencePieces(tokenizer: tokenizer, lemmatizer: lemmatizer, pieceSize: pieceSize, startOffset: offset,
                                        workers: workers, caches: caches)
            }
            try onChunk(chunk)
            try pieces!.feed(chunk, body)
        }
        var last = pieces ?? SentencePieces(tokenizer: tokenizer, lemmatizer: lemmatizer, pieceSize: pieceSize, workers: workers,
                                            caches: caches)
        try last.finish(body)
    }

    /// The first piece (as `forEachPiece` cuts them) for which `wanted` holds, reading no further
    /// than the windows lemmatized with it (`SentencePieces`); nil when none does. Endless input is
    /// read on until one does.
    func firstPiece(tokenizer: Tokenizer, lemmatizer: Lemmatizer?,
                    where wanted: (TokenizedText) throws -> Bool) throws -> TokenizedText? {
        var found: TokenizedText?
        do {
            try forEachPiece(tokenizer: tokenizer, lemmatizer: lemmatizer) { piece in
                if try wanted(piece) {
                    found = piece
                    throw FoundPiece()
                }
            }
        } catch is FoundPiece {}
        return found
    }

    /// The piece holding a byte offset of the input: its sentence whole (unless
    /// the sentence is longer than a piece), what a tap needs; the text after
    /// it is not read. Past the end: the last piece, whose end tells the size.
    func piece(containing offset: Int, tokenizer: Tokenizer, lemmatizer: Lemmatizer?) throws -> TokenizedText {
        var last: TokenizedText?
        let found = try firstPiece(tokenizer: tokenizer, lemmatizer: lemmatizer) { piece in
            last = piece
            return offset < piece.baseOffset + piece.bytes.count
        }
        // `forEachPiece` gives an empty text one empty piece, so `last` is set.
        return found ?? last!
    }

    private struct FoundPiece: Error {}

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

/// A source's opened input, kept by reference so that copies of the source share it, behind a lock.
private final class Opening: @unchecked Sendable {
    let lock = NSLock()
    var result: Result<OpenedInput, Error>?
}

/// A source's extraction, kept by reference so that copies of the source share it (`open` reads the
/// text on another thread), behind a lock.
private final class Extraction: @unchecked Sendable {
    let lock = NSLock()
    var result: Result<ExtractedDocument?, Error>?
}
