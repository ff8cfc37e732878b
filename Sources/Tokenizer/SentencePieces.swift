import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Cuts a text that arrives in blocks (a 200 MB file, a pipe) into tokenized,
/// lemmatized pieces of about `pieceSize` bytes whose tokens are those of the
/// whole text, so `read`, `score` and `tokens` handle a piece at a time and give
/// what they give for the text held whole. The one cutter of long input.
///
/// Each window of text is tokenized and cut before its last token (which may
/// be incomplete), at the start of the last sentence that a complete word
/// follows in the window (so ICU's look-ahead at the boundary and the
/// tokenizer's sentence fixes have seen the next word). Saved phrases, lemma
/// context and headline checks stay inside a sentence, so they come out as in
/// the whole text. A cut never falls inside a run of whitespace or right after a word, so
/// layout and highlight runs are the same on both sides of it. Without such a
/// place, a sentence longer than a piece is cut at the start of a word after a
/// space, a few words before the window's end, and keeps its sentence index:
/// there (only) a saved phrase across the cut is not found, and the words just
/// after the cut lose their left-hand context (a capitalised word there is
/// lemmatized as if it started the sentence; the headline check sees each side; the tagger tags each side
/// as a sentence of its own). A stretch without any
/// whitespace is cut a few tokens before its end (a run of highlighted words is then
/// marked as two runs). A token longer than a piece is held whole up to
/// `longestToken` (4 pieces: 4 MB); a longer one (200 MB of `a`, a base64 line)
/// is cut at a character boundary into tokens of about that length, so memory
/// stays bounded by the window, whatever the input.
/// The rest of the window is tokenized again with the next one.
///
/// Tokenizing and cutting go on in the caller's thread; tagging and lemmatizing, most of the work,
/// go on for up to `workers` windows at once, each worker with its own tagger cache, and the pieces
/// are handed on in order, so a piece comes out when `workers` windows are cut or the text ends.
/// The pieces are the same whatever the number of workers.
public struct SentencePieces {
    private let tokenizer: Tokenizer
    private let lemmatizer: Lemmatizer?
    /// Each worker's tagger word scores, kept across the pieces it lemmatizes.
    private let wordCaches: TaggerCaches
    private let workers: Int
    /// Windows cut and tokenized, waiting to be lemmatized and handed on.
    private var queued: [QueuedPiece] = []
    private let pieceSize: Int
    /// Bytes tokenized at a time: `pieceSize`, doubled while a window has no place to cut, up to `longestToken`.
    private var window: Int
    /// The longest token kept whole; a window this long without a place to cut is cut inside a token.
    public var longestToken: Int { pieceSize * 4 }
    private var pending: [UInt8] = []
    private var consumed: Int
    private var sentence = 0
    private var emitted = false

    /// `startOffset` is where the text starts in the whole input (after a byte-order mark), so offsets count from its first byte.
    /// `caches`, when the caller keeps them across texts (a batch worker), carry the word scores from one text to the next.
    public init(tokenizer: Tokenizer, lemmatizer: Lemmatizer?, pieceSize: Int = 1 << 20, startOffset: Int = 0,
                workers: Int = SentencePieces.processorCount, caches: TaggerCaches? = nil) {
        self.tokenizer = tokenizer
        self.lemmatizer = lemmatizer
        // Without a lemmatizer there is nothing to share out: each piece goes on as soon as it is cut.
        let workers = lemmatizer == nil ? 1 : max(1, workers)
        self.workers = workers
        wordCaches = caches.flatMap { $0.caches.count >= workers ? $0 : nil } ?? TaggerCaches(count: workers)
        self.pieceSize = max(pieceSize, 16)
        window = self.pieceSize
        consumed = startOffset
    }

    /// Adds bytes; calls `body` with every piece that is now complete.
    public mutating func feed<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ body: (TokenizedText) throws -> Void) throws {
        pending.append(contentsOf: bytes)
        while pending.count >= window {
            let text = try tokenized(Array(pending[..<window]))
            guard let cut = SentencePieces.cut(in: text) else {
                if window < longestToken {
                    window *= 2
                } else {
                    try cutInsideToken(of: text, body)
                }
                continue
            }
            window = pieceSize
            let end = Int(text.tokens[cut].start)
            try enqueue(QueuedPiece(window: text, byteCount: end, tokenCount: cut,
                                    sentenceCount: Int(text.tokens[cut - 1].sentence) - sentence + 1), body)
            pending.removeFirst(end)
            consumed += end
            sentence = Int(text.tokens[cut].sentence)
            emitted = true
        }
    }

    /// A window without a place to cut: before its last token, else (one giant
    /// token) at a character boundary near its end; that piece is tokenized alone.
    private mutating func cutInsideToken(of text: TokenizedText, _ body: (TokenizedText) throws -> Void) throws {
        let lastStart = Int(text.tokens.last?.start ?? 0)
        let end = lastStart > 0 ? lastStart : SentencePieces.characterBoundary(in: pending, before: window)
        let piece = try tokenized(Array(pending[..<end]))
        pending.removeFirst(end)
        consumed += end
        sentence = Int(piece.tokens.last?.sentence ?? Int32(sentence))
        window = pieceSize
        emitted = true
        try enqueue(QueuedPiece(whole: piece), body)
    }

    /// A grapheme-cluster boundary shortly before `end` (or a character start
    /// where the bytes there are not valid UTF-8), never 0.
    static func characterBoundary(in bytes: [UInt8], before end: Int) -> Int {
        var start = max(1, end - 256)
        while start < end - 1, bytes[start] & 0xC0 == 0x80 { start += 1 }
        var stop = end
        while stop > start, stop < bytes.count, bytes[stop] & 0xC0 == 0x80 { stop -= 1 }
        guard let region = String(validating: bytes[start..<stop], as: UTF8.self) else { return start }
        // The last character may go on past `end`, and the first may have begun before `start`:
        // the start of the last one, when it is not also the first, is a boundary.
        let starts = region.indices.map { region.utf8.distance(from: region.startIndex, to: $0) }
        return start + (starts.count >= 2 ? starts[starts.count - 1] : 0)
    }

    /// The last piece: whatever is left (an empty text has one empty piece).
    public mutating func finish(_ body: (TokenizedText) throws -> Void) throws {
        if !pending.isEmpty || !emitted {
            let text = try tokenized(pending)
            consumed += pending.count
            pending = []
            emitted = true
            queued.append(QueuedPiece(whole: text))
        }
        try handOn(body)
    }

    /// Tokenized only: the lemmatizer sees the whole window later (`handOn`), as its context may run past the cut.
    private func tokenized(_ bytes: [UInt8]) throws -> TokenizedText {
        try tokenizer.tokenize(bytes, baseOffset: consumed, firstSentence: sentence)
    }

    private mutating func enqueue(_ piece: QueuedPiece, _ body: (TokenizedText) throws -> Void) throws {
        queued.append(piece)
        if queued.count >= workers { try handOn(body) }
    }

    /// Lemmatizes the queued windows, one per worker, and hands their pieces on in order. Each worker
    /// takes its window out of the queue, so it is lemmatized and cut in place, not copied.
    private mutating func handOn(_ body: (TokenizedText) throws -> Void) throws {
        let count = queued.count
        let lemmatizer = lemmatizer
        let work = Mutex<[QueuedPiece?]>(queued.map { $0 })
        queued = []
        let done = Mutex<[TokenizedText?]>(Array(repeating: nil, count: count))
        let caches = wordCaches
        let lemmatize: @Sendable (Int) -> Void = { index in
            guard var job = work.withLock({ $0[index].take() }) else { return }
            lemmatizer?.lemmatize(&job.window, cache: caches.caches[index])
            let piece = job.piece
            done.withLock { $0[index] = piece }
        }
        if count == 1 {
            lemmatize(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: count, execute: lemmatize)
        }
        for index in 0..<count {
            guard let piece = done.withLock({ $0[index].take() }) else { continue }
            try body(piece)
        }
    }

    /// Threads the machine can run at once (1 where it cannot be told).
    public static var processorCount: Int {
        #if canImport(Glibc)
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        1
        #endif
    }

    /// Index of the token a piece of `text` ends before, or nil for no place to cut.
    static func cut(in text: TokenizedText) -> Int? {
        let tokens = text.tokens
        /// Complete words from the token looked at to the window's end: lemma context reads the next ones.
        var wordsAfter = 0
        /// Tokens from the one looked at to the window's end, but the last: in a run without spaces
        /// (Chinese, Japanese) the window's end also changes the tokens just before the last one.
        var tokensAfter = 0
        var wordStart: Int?
        var tokenStart: Int?
        var index = tokens.count - 1
        while index > 0 {
            defer { index -= 1 }
            let (token, previous) = (tokens[index], tokens[index - 1])
            if token.kind == .word && index < tokens.count - 1 { wordsAfter += 1 }
            guard token.kind != .space else { continue }
            if index < tokens.count - 1 { tokensAfter += 1 }
            if previous.kind == .space || tokensAfter >= SentencePieces.contextWords { tokenStart = tokenStart ?? index }
            guard previous.kind != .word else { continue }
            if wordsAfter > 0 && token.sentence != previous.sentence { return index }
            if previous.kind == .space && wordsAfter >= SentencePieces.contextWords { wordStart = wordStart ?? index }
        }
        return wordStart ?? tokenStart
    }

    /// Words a cut inside a sentence leaves after it in the window, so the words before it have their right-hand context.
    static let contextWords = 3
}

/// One tagger cache per worker. Not locked: while windows are lemmatized, worker `i` alone uses cache `i`;
/// a caller that keeps them across texts must use them from one stream of texts at a time.
public final class TaggerCaches: @unchecked Sendable {
    public let caches: [TaggerWordCache]

    public init(count: Int) {
        caches = (0..<count).map { _ in TaggerWordCache() }
    }
}

/// A tokenized window and how much of it, from its start, is the piece it yields.
private struct QueuedPiece: Sendable {
    var window: TokenizedText
    /// nil: the whole window is the piece.
    let cut: (byteCount: Int, tokenCount: Int, sentenceCount: Int)?

    init(window: TokenizedText, byteCount: Int, tokenCount: Int, sentenceCount: Int) {
        self.window = window
        cut = (byteCount, tokenCount, sentenceCount)
    }

    init(whole window: TokenizedText) {
        self.window = window
        cut = nil
    }

    /// The piece, its tokens cut from the window's in place.
    var piece: TokenizedText {
        mutating get {
            guard let cut else { return window }
            window.tokens.removeSubrange(cut.tokenCount...)
            return TokenizedText(bytes: Array(window.bytes[..<cut.byteCount]), baseOffset: window.baseOffset,
                                 tokens: window.tokens, sentenceCount: cut.sentenceCount)
        }
    }
}
