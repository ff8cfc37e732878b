import CICUShim

/// ICU's word and sentence break iterators, created once and reused. The only
/// file that talks to the C shim. Not thread-safe: use one per thread.
final class WordBreaker {
    private let handle: OpaquePointer

    /// `fastPath: false` sends every line through ICU (tests compare both paths).
    init(fastPath: Bool = true) throws {
        var code: Int32 = 0
        guard let handle = reader_breaker_create(&code) else { throw TokenizerError.icuUnavailable(code: code) }
        self.handle = handle
        reader_breaker_set_fast_path(handle, fastPath ? 1 : 0)
    }

    deinit { reader_breaker_destroy(handle) }

    /// Segments `bytes` a stretch of whole lines at a time (about `stretchSize`
    /// bytes each) and hands each stretch's word segments and sentence starts
    /// to `body`, in order, while they are still in the CPU's cache. The
    /// buffers are only valid inside `body`.
    func forEachStretch(
        of bytes: UnsafeBufferPointer<UInt8>, stretchSize: Int = 1 << 16,
        _ body: (UnsafeBufferPointer<Segment>, UnsafeBufferPointer<Int32>) throws -> Void
    ) throws {
        guard bytes.count < Int(Int32.max) else { throw TokenizerError.inputTooLarge(bytes: bytes.count) }
        guard let base = bytes.baseAddress else { return }
        var from = 0
        while from < bytes.count {
            // Lines are independent for word and sentence breaks, so stretches end after a line feed.
            var to = min(from + stretchSize, bytes.count)
            while to < bytes.count, bytes[to - 1] != UInt8(ascii: "\n") { to += 1 }
            let count = reader_breaker_run(handle, base, Int32(from), Int32(to), 1)
            guard count >= 0 else { throw TokenizerError.segmentationFailed(code: -count) }
            try body(UnsafeBufferPointer(start: reader_breaker_segments(handle), count: Int(count)),
                     UnsafeBufferPointer(start: reader_breaker_sentence_starts(handle), count: Int(reader_breaker_sentence_count(handle))))
            from = to
        }
    }

    /// Raw ICU throughput baseline: boundaries found in `bytes`.
    func countWordBoundaries(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty, bytes.count < Int(Int32.max) else { return 0 }
        return Int(reader_icu_count_word_boundaries(handle, base, Int32(bytes.count)))
    }
}

/// A word-break segment (UTF-8 offsets, ICU rule status or shim kind).
typealias Segment = ReaderSegment

extension Segment {
    /// The token kind for the segment's ICU rule status or shim kind.
    var kind: TokenKind {
        switch status {
        case 100..<200: .number
        case 200..<500: .word
        case Int32(READER_SEGMENT_SPACE): .space
        case Int32(READER_SEGMENT_PUNCT): .punct
        case Int32(READER_SEGMENT_SYMBOL), Int32(READER_SEGMENT_EMOJI): .symbol
        case Int32(READER_SEGMENT_NUMBER_OTHER): .number
        default: .other
        }
    }
}
