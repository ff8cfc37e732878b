import ReaderEngine
import Tokenizer

/// The highlights of a web page's blocks (`POST /api/page/words`, the heaviest request a page may send),
/// worked out on a thread of its own at a lower priority, one request at a time: however many pages ask at
/// once they share one core, yield it to the reading pages, and never hold the `ReadingDesk`, so the reading
/// pages, cards and writes go on answering meanwhile.
/// One vocabulary snapshot serves every block of a request (a snapshot a block made 13,000 blocks take 20 s).
final class WebPageAnnotator: @unchecked Sendable {
    /// The most blocks one request may hold; the page's script sends at most this many at a time.
    static let largestRequest = 400
    /// The most text one block may hold (a long paragraph is a few KB).
    static let largestBlock = 16 << 10

    private let worker = NicedWorker(name: "reader-serve.web-page")
    /// Used on `worker` only.
    private let tokenizer: Tokenizer
    private let lemmatizer: Lemmatizer
    private let session: ReadingSession

    init(session: ReadingSession, lemmatizer: Lemmatizer) throws {
        tokenizer = try Tokenizer()
        self.session = session
        self.lemmatizer = lemmatizer
    }

    /// `{"blocks":[[[start,end,"new"|"learning",key,byte],...],...]}`: each block's highlighted words
    /// and saved phrases, `start..<end` in UTF-16 code units of the block (as the page's script counts),
    /// `key` the term the page recolours, `byte` the offset a tap sends back.
    func highlights(in blocks: [String]) async throws -> PageHighlights {
        guard blocks.count <= Self.largestRequest else {
            throw ServerError.tooLarge("a request may hold at most \(Self.largestRequest) blocks, not \(blocks.count)")
        }
        return try await withCheckedThrowingContinuation { continuation in
            worker.run { continuation.resume(with: Result { try self.answer(blocks) }) }
        }
    }

    private func answer(_ blocks: [String]) throws -> PageHighlights {
        let pieces = try blocks.map { try Self.piece($0, tokenizer: tokenizer, lemmatizer: lemmatizer) }
        let annotator = try session.annotator(for: pieces)
        return PageHighlights(blocks: pieces.map { Self.highlights(of: annotator.annotate($0)) })
    }

    /// A block of a web page, tokenized and lemmatized.
    static func piece(_ text: String, tokenizer: Tokenizer, lemmatizer: Lemmatizer) throws -> TokenizedText {
        guard text.utf8.count <= largestBlock else {
            throw ServerError.tooLarge("a block of text is larger than \(largestBlock >> 10) KB")
        }
        var tokenized = try tokenizer.tokenize(text)
        lemmatizer.lemmatize(&tokenized)
        return tokenized
    }

    private static func highlights(of annotated: AnnotatedText) -> [PageHighlights.Highlight] {
        let units = utf16Offsets(of: annotated.bytes)
        var ranges: [PageHighlights.Highlight] = []
        for (index, span) in annotated.spans.enumerated() {
            guard let status = annotated.highlight(ofSpan: index) else { continue }
            if span.isInPhrase {
                let phrase = annotated.phrases[Int(span.phrase)]
                guard phrase.spans.lowerBound == index else { continue }
                ranges.append(range(units, Int(phrase.start)..<Int(phrase.end), status, phrase.lemma))
            } else if let key = annotated.lemma(of: span) {
                ranges.append(range(units, Int(span.token.start)..<Int(span.token.end), status, key))
            }
        }
        return ranges
    }

    private static func range(_ units: [Int], _ bytes: Range<Int>, _ status: WordStatus, _ key: String) -> PageHighlights.Highlight {
        PageHighlights.Highlight(start: units[bytes.lowerBound], end: units[bytes.upperBound], status: status, key: key, byte: bytes.lowerBound)
    }

    /// For each byte offset that starts a character (and the end), the UTF-16 offset of that character.
    static func utf16Offsets(of bytes: [UInt8]) -> [Int] {
        var offsets = [Int](repeating: 0, count: bytes.count + 1)
        var units = 0
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            for inner in index..<min(index + length, bytes.count) { offsets[inner] = units }
            units += length == 4 ? 2 : 1
            index += length
        }
        offsets[bytes.count] = units
        return offsets
    }
}

/// The answer of `POST /api/page/words`: `{"blocks":[[[start,end,"new"|"learning",key,byte],...],...]}`.
struct PageHighlights: Encodable {
    /// One highlighted word or phrase, written as an array (a page has thousands).
    struct Highlight: Encodable {
        let start, end: Int
        let status: WordStatus
        let key: String
        let byte: Int

        func encode(to encoder: any Encoder) throws {
            var fields = encoder.unkeyedContainer()
            try fields.encode(start)
            try fields.encode(end)
            try fields.encode(status.rawValue)
            try fields.encode(key)
            try fields.encode(byte)
        }
    }

    let blocks: [[Highlight]]
}
