/// Where the pieces of a text start, as a first streaming pass cut it (`SentencePieces`: at sentence
/// starts, where the tokens are those of the whole text), in byte offsets of the whole input. `open`
/// holds a window of whole pieces around the reader's position, so a text of any size is paged through
/// in bounded memory, and every position (cursor, chapter, search hit, the saved one) is a byte offset.
public struct TextPieces: Equatable, Sendable {
    /// Ascending; the first is where the text starts (after a byte-order mark).
    public let starts: [Int]
    /// Where the text ends.
    public let end: Int
    /// The bytes a window reaches (what `open`'s memory allows).
    public let windowSize: Int

    public init(starts: [Int], end: Int, windowSize: Int) {
        precondition(!starts.isEmpty && zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 } && starts.last! <= end,
                     "piece starts ascend within the text")
        self.starts = starts
        self.end = end
        self.windowSize = windowSize
    }

    public var text: Range<Int> { starts[0]..<end }

    /// The window of whole pieces that holds `offset` (clamped into the text) and reaches at least
    /// `windowSize` bytes when the text allows, growing on the side with fewer bytes past `offset`, so
    /// the reader has text on both sides before the next window is needed.
    public func window(around offset: Int) -> Range<Int> {
        let offset = min(max(offset, starts[0]), max(end - 1, starts[0]))
        var low = piece(holding: offset)
        var high = low + 1
        while bound(high) - starts[low] < windowSize, low > 0 || high < starts.count {
            let before = offset - starts[low]
            let after = bound(high) - offset
            if low > 0 && (before <= after || high == starts.count) { low -= 1 } else { high += 1 }
        }
        return starts[low]..<bound(high)
    }

    /// The index of the piece holding `offset` (the last that starts at or before it).
    func piece(holding offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }

    /// Where the pieces before index `piece` end.
    private func bound(_ piece: Int) -> Int { piece < starts.count ? starts[piece] : end }
}
