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

    /// Segments `bytes`, then hands the word segments and sentence starts to `body`.
    /// The buffers are only valid inside `body`.
    func withSegments<R>(
        of bytes: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<Segment>, UnsafeBufferPointer<Int32>) -> R
    ) throws -> R {
        guard bytes.count < Int(Int32.max) else { throw TokenizerError.inputTooLarge(bytes: bytes.count) }
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            return body(UnsafeBufferPointer(start: nil, count: 0), UnsafeBufferPointer(start: nil, count: 0))
        }
        let count = reader_breaker_run(handle, base, Int32(bytes.count), 1)
        guard count >= 0 else { throw TokenizerError.segmentationFailed(code: -count) }
        let segments = UnsafeBufferPointer(start: reader_breaker_segments(handle), count: Int(count))
        let sentences = UnsafeBufferPointer(
            start: reader_breaker_sentence_starts(handle), count: Int(reader_breaker_sentence_count(handle)))
        return body(segments, sentences)
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
