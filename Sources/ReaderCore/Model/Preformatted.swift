/// Text shown as written at a place in a text but never read (a document's code block): not tokenized,
/// highlighted, counted or marked, so it is kept out of the text and laid out between its paragraphs.
public struct Preformatted: Sendable, Equatable {
    /// The byte of the text it stands at (the end of the paragraph before it).
    public var offset: Int
    public var text: String

    public init(offset: Int, text: String) {
        (self.offset, self.text) = (offset, text)
    }

    /// Those of `blocks` (offsets in the whole text, in order) that stand in the piece of `range`, with offsets
    /// made relative to it; one at the very end of the text goes with the last piece.
    public static func blocks(_ blocks: [Preformatted], in range: Range<Int>, endsText: Bool) -> [Preformatted] {
        blocks.filter { range.contains($0.offset) || (endsText && $0.offset == range.upperBound) }
            .map { Preformatted(offset: $0.offset - range.lowerBound, text: $0.text) }
    }
}
