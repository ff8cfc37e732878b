import ReaderEngine
import Tokenizer

/// A text opened in the reader: its annotation, its layout pieces (before
/// wrapping, so a resize only re-wraps) and the words the cursor stops on.
public struct ReaderDocument: Sendable {
    /// Shown in the status line (neutralised there).
    public let name: String
    public internal(set) var annotated: AnnotatedText
    let pieces: [LayoutPiece]
    let terms: SpanTerms
    /// Spans the cursor stops on: words, but not possessive endings.
    let stops: [Int32]
    let lexicon: LemmaLexicon
    /// In text order; empty for a text without chapters.
    public let chapters: [ReaderChapter]

    public init(name: String, annotated: AnnotatedText, lexicon: LemmaLexicon, chapters: [ReaderChapter] = []) {
        self.name = name
        self.lexicon = lexicon
        self.chapters = chapters
        self.annotated = annotated
        pieces = TextLayout.pieces(of: annotated)
        terms = SpanTerms(annotated: annotated, lexicon: lexicon)
        var stops: [Int32] = []
        stops.reserveCapacity(annotated.spans.count / 2)
        for index in annotated.spans.indices where annotated.spans[index].isWord && !terms.isPossessive[index] {
            // A hyphenated word a tap takes whole is one stop, at its first part ("wi-fi"); only a word right after
            // punctuation can be a later part, so most words never ask the lexicon.
            let before = index > 0 ? annotated.spans[index - 1].token : nil
            if let before, before.kind == .punct, before.end == annotated.spans[index].token.start,
               let whole = HyphenatedWord.range(around: index, in: annotated, lexicon: lexicon), whole.lowerBound < index { continue }
            stops.append(Int32(index))
        }
        self.stops = stops
    }

    /// The same tokens annotated again (after the store changed in a way only
    /// the annotator can show, such as a new saved phrase).
    mutating func replaceAnnotation(_ new: AnnotatedText) {
        precondition(new.spans.count == annotated.spans.count, "re-annotation must keep the tokens")
        let (lineBreaks, preformatted) = (annotated.lineBreaks, annotated.preformatted)
        annotated = new
        annotated.lineBreaks = lineBreaks
        annotated.preformatted = preformatted
    }

    /// Where the status of a span as annotated comes from (a name, its family head).
    func statusOrigin(ofSpan index: Int) -> StatusOrigin {
        annotated.spans[index].statusOrigin(lexicon: lexicon)
    }

    /// Byte offset (in the whole input) where a span starts.
    func offset(ofSpan index: Int) -> Int { annotated.range(of: annotated.spans[index]).lowerBound }

    /// The stop holding or following a byte offset of the whole input.
    func stop(atOffset offset: Int) -> Int {
        var low = 0
        var high = stops.count
        while low < high {
            let middle = (low + high) / 2
            if annotated.range(of: annotated.spans[Int(stops[middle])]).upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return min(low, max(stops.count - 1, 0))
    }
}
