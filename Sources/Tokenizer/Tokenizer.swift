/// Splits UTF-8 text into tokens with ICU's word and sentence break iterators
/// plus English special cases (contractions, abbreviations, links).
///
/// Create one per thread and reuse it: it owns ICU iterators and scratch buffers.
/// Tokens carry UTF-8 byte offsets into the input, also for invalid UTF-8, whose
/// bad bytes end up in `.other` tokens of their own.
///
/// ## Topics
/// - ``tokenize(_:baseOffset:firstSentence:)``
/// - ``explain(_:)``
public final class Tokenizer {
    private let breaker: WordBreaker

    public init() throws {
        breaker = try WordBreaker()
    }

    /// A tokenizer that sends every line through ICU, for checking the fast path.
    init(icuOnly: Bool) throws {
        breaker = try WordBreaker(fastPath: !icuOnly)
    }

    /// Tokenizes a whole buffer. `baseOffset` and `firstSentence` place a
    /// streamed chunk inside the larger input.
    public func tokenize(_ bytes: [UInt8], baseOffset: Int = 0, firstSentence: Int = 0) throws -> TokenizedText {
        let (tokens, sentenceCount) = try bytes.withUnsafeBufferPointer { buffer throws in
            try makeTokens(in: buffer, firstSentence: Int32(truncatingIfNeeded: firstSentence))
        }
        return TokenizedText(bytes: bytes, baseOffset: baseOffset, tokens: tokens, sentenceCount: sentenceCount)
    }

    public func tokenize(_ text: String) throws -> TokenizedText {
        try tokenize(Array(text.utf8))
    }

    /// Each token with the rule that produced it, like spaCy's `Tokenizer.explain`.
    public func explain(_ text: String) throws -> [(rule: TokenRule, text: String)] {
        let tokenized = try tokenize(text)
        return tokenized.tokens.filter { $0.kind != .space }.map { ($0.rule, tokenized.text(of: $0)) }
    }

    /// Raw ICU word-break pass over `bytes` (the benchmark baseline): boundary count.
    public func countICUWordBoundaries(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        breaker.countWordBoundaries(in: bytes)
    }

    func makeTokens(in bytes: UnsafeBufferPointer<UInt8>, firstSentence: Int32) throws -> ([Token], Int) {
        let links = LinkDetector.links(in: bytes)
        return try breaker.withSegments(of: bytes) { segments, sentenceStarts in
            var builder = TokenBuilder(bytes: bytes, links: links)
            builder.tokens.reserveCapacity(segments.count + segments.count / 16)
            builder.build(from: segments)
            var tokens = builder.takeTokens()
            let sentenceCount = SentenceBoundaries.assign(
                &tokens, icuStarts: sentenceStarts, bytes: bytes, firstSentence: firstSentence)
            return (tokens, sentenceCount)
        }
    }
}

/// Turns ICU segments into tokens, applying special cases in one pass.
struct TokenBuilder {
    let bytes: UnsafeBufferPointer<UInt8>
    let links: [LinkDetector.Link]
    var tokens: [Token] = []
    private var nextLink = 0
    /// An opening single quote is waiting for its partner, so a bare apostrophe
    /// after "s" closes the quote rather than marking a plural possessive.
    private var singleQuoteOpen = false

    init(bytes: UnsafeBufferPointer<UInt8>, links: [LinkDetector.Link]) {
        self.bytes = bytes
        self.links = links
    }

    mutating func build(from segments: UnsafeBufferPointer<Segment>) {
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            let start = Int(segment.start)
            if nextLink < links.count, links[nextLink].start <= start {
                index = appendLink(links[nextLink], segments: segments, from: index)
                nextLink += 1
                continue
            }
            var kind = segment.kind
            // ICU calls "S9" or "A4" a number (its last character is a digit); they are words.
            if kind == .number, bytes[start..<Int(segment.end)].contains(where: isASCIILetter) { kind = .word }
            switch kind {
            case .word:
                index = appendWord(segment, segments: segments, at: index)
                continue
            case .punct where segment.end - segment.start == 1 && bytes[start] == UInt8(ascii: "'"):
                appendApostrophe(at: start)
            case .punct where bytes[start] == UInt8(ascii: ".") && segment.end - segment.start == 1:
                index = appendDots(from: index, segments: segments)
                continue
            case .space:
                if bytes[start] == UInt8(ascii: "\n") || bytes[start] == UInt8(ascii: "\r") { singleQuoteOpen = false }
                append(start, Int(segment.end), kind)
            default:
                append(start, Int(segment.end), kind)
            }
            index += 1
        }
    }

    /// Hands over the tokens without leaving a second reference (which would copy them on write).
    mutating func takeTokens() -> [Token] {
        defer { tokens = [] }
        return tokens
    }

    private mutating func append(_ start: Int, _ end: Int, _ kind: TokenKind, _ rule: TokenRule = .icu) {
        tokens.append(Token(start: Int32(start), end: Int32(end), kind: kind, rule: rule))
    }

    /// Joins every segment the link covers; returns the next segment index.
    private mutating func appendLink(_ link: LinkDetector.Link, segments: UnsafeBufferPointer<Segment>, from index: Int) -> Int {
        var next = index
        while next < segments.count, Int(segments[next].end) <= link.end { next += 1 }
        append(link.start, link.end, link.kind, link.kind == .url ? .url : .email)
        // A segment straddling the link's end keeps its remainder as its own token.
        if next < segments.count, Int(segments[next].start) < link.end {
            append(link.end, Int(segments[next].end), .punct)
            next += 1
        }
        return next
    }

    private mutating func appendWord(_ segment: Segment, segments: UnsafeBufferPointer<Segment>, at index: Int) -> Int {
        let start = Int(segment.start)
        let end = Int(segment.end)
        // An abbreviation swallows the period right after it.
        if index + 1 < segments.count, segments[index + 1].start == segment.end,
           segments[index + 1].end == segment.end + 1, bytes[end] == UInt8(ascii: "."),
           SpecialCases.takesPeriod(bytes, start: start, end: end) {
            append(start, end + 1, .word, .abbreviation)
            return index + 2
        }
        var pieceStart = start
        for split in SpecialCases.contractionSplits(bytes, start: start, end: end) {
            append(pieceStart, split, .word, pieceStart == start ? .icu : .contraction)
            pieceStart = split
        }
        append(pieceStart, end, .word, pieceStart == start ? .icu : .contraction)
        return index + 1
    }

    /// "..." is one token (ICU gives one segment per period).
    private mutating func appendDots(from index: Int, segments: UnsafeBufferPointer<Segment>) -> Int {
        var next = index + 1
        while next < segments.count, segments[next].start == segments[next - 1].end,
              segments[next].end - segments[next].start == 1, bytes[Int(segments[next].start)] == UInt8(ascii: ".") {
            next += 1
        }
        append(Int(segments[index].start), Int(segments[next - 1].end), .punct)
        return next
    }

    private mutating func appendApostrophe(at offset: Int) {
        let before = offset > 0 ? bytes[offset - 1] : UInt8(ascii: " ")
        let after = offset + 1 < bytes.count ? bytes[offset + 1] : UInt8(ascii: " ")
        let followsWord = isASCIILetterOrDigit(before) || before >= 0x80
        if !followsWord, isASCIILetterOrDigit(after) {
            singleQuoteOpen = true
            append(offset, offset + 1, .punct)
        } else if followsWord, before | 0x20 == UInt8(ascii: "s"), !isASCIILetterOrDigit(after), !singleQuoteOpen,
                  let previous = tokens.last, previous.kind == .word, previous.end == Int32(offset) {
            append(offset, offset + 1, .word, .possessive)
        } else {
            if followsWord { singleQuoteOpen = false }
            append(offset, offset + 1, .punct)
        }
    }
}
