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
        try tokenize(bytes, baseOffset: baseOffset, firstSentence: firstSentence, stretchSize: 1 << 16)
    }

    /// `stretchSize` is how much text is segmented at a time (tests cut text into many stretches).
    func tokenize(_ bytes: [UInt8], baseOffset: Int = 0, firstSentence: Int = 0, stretchSize: Int) throws -> TokenizedText {
        let (tokens, sentenceCount) = try bytes.withUnsafeBufferPointer { buffer throws in
            try makeTokens(in: buffer, firstSentence: Int32(truncatingIfNeeded: firstSentence), stretchSize: stretchSize)
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

    private func makeTokens(in bytes: UnsafeBufferPointer<UInt8>, firstSentence: Int32, stretchSize: Int) throws -> ([Token], Int) {
        let links = LinkDetector.links(in: bytes)
        // English prose has about 0.45 tokens per byte, so this nearly always
        // suffices; every token holds at least one byte, which bounds the retry.
        for capacity in [bytes.count * 3 / 5 + 64, bytes.count + 1] {
            var sentenceCount = 0
            var overflowed = false
            let tokens = try [Token](unsafeUninitializedCapacity: capacity) { buffer, count in
                adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
                var builder = TokenBuilder(
                    bytes: bytes, links: links, output: buffer,
                    sentences: SentenceBoundaries(bytes: bytes, firstSentence: firstSentence))
                try breaker.forEachStretch(of: bytes, stretchSize: stretchSize) { segments, sentenceStarts in
                    guard !overflowed else { return }
                    overflowed = !builder.build(from: segments, sentenceStarts: sentenceStarts)
                }
                count = overflowed ? 0 : builder.count
                sentenceCount = builder.sentenceCount
            }
            if !overflowed { return (tokens, sentenceCount) }
        }
        preconditionFailure("a buffer of one token per byte cannot overflow")
    }
}

#if canImport(Glibc)
import Glibc

/// Token arrays of big texts run to tens of megabytes, written once front to
/// back: on Linux, 2 MB pages take one page fault where 4 KB pages take 512.
private func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
    let hugePage = 2 << 20
    guard let base = buffer.baseAddress, buffer.count >= 2 * hugePage else { return }
    let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
    let end = (Int(bitPattern: base) + buffer.count) & ~(hugePage - 1)
    guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
    // Only advice: when transparent huge pages are off this fails and nothing changes.
    _ = madvise(aligned, end - start, MADV_HUGEPAGE)
}
#else
private func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {}
#endif
