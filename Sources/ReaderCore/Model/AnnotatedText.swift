import Tokenizer

/// A text with the learner's status of every word and the saved phrases found
/// in it: what the renderers draw.
///
/// Offsets in spans and phrases are UTF-8 byte offsets relative to `bytes`;
/// `range(of:)` adds `baseOffset` for offsets into the whole input.
public struct AnnotatedText: Sendable {
    /// The input exactly as given (possibly invalid UTF-8).
    public let bytes: [UInt8]
    /// Offset of `bytes[0]` in the whole input.
    public let baseOffset: Int
    /// One span per token, in order, covering every byte.
    public let spans: [Span]
    /// Saved phrases, in text order, never overlapping.
    public let phrases: [PhraseSpan]
    public let summary: ReadingSummary
    /// How the renderers lay out its line breaks (decided over the whole text by its reader).
    public var lineBreaks = LineBreaks.withinParagraphs
    /// Code blocks that stand in this piece (offsets relative to `bytes`), shown between its paragraphs.
    public var preformatted: [Preformatted] = []
    package let lexicon: LemmaLexicon

    package init(bytes: [UInt8], baseOffset: Int, spans: [Span], phrases: [PhraseSpan], summary: ReadingSummary,
         lexicon: LemmaLexicon) {
        self.bytes = bytes
        self.baseOffset = baseOffset
        self.spans = spans
        self.phrases = phrases
        self.summary = summary
        self.lexicon = lexicon
    }

    /// The span's text as written (invalid UTF-8 shows as U+FFFD).
    public func text(of span: Span) -> String {
        text(in: Int(span.token.start)..<Int(span.token.end))
    }

    public func text(of phrase: PhraseSpan) -> String {
        text(in: Int(phrase.start)..<Int(phrase.end))
    }

    /// Byte offsets of the span in the whole input.
    public func range(of span: Span) -> Range<Int> {
        (baseOffset + Int(span.token.start))..<(baseOffset + Int(span.token.end))
    }

    public func range(of phrase: PhraseSpan) -> Range<Int> {
        (baseOffset + Int(phrase.start))..<(baseOffset + Int(phrase.end))
    }

    /// The lemma text of a word span (nil for non-words). Names keep their capitals;
    /// other capitalised words are looked up lower-cased.
    public func lemma(of span: Span) -> String? {
        guard span.isWord else { return nil }
        if span.isName { return text(of: span) }
        let lemma = span.token.lemma
        guard lemma.isSpelledByToken else { return lexicon.string(for: lemma) }
        return bytes.withUnsafeBufferPointer { lemma.withSpelling(of: span.token, in: $0) { String(decoding: $0, as: UTF8.self) } }.lowercased()
    }

    /// How the span is drawn: `.new` or `.learning` when highlighted, else nil.
    /// A saved phrase decides for every token it covers, spaces included.
    public func highlight(ofSpan index: Int) -> WordStatus? {
        let span = spans[index]
        let status = span.isInPhrase ? phrases[Int(span.phrase)].status : span.status
        guard let status, status.isHighlighted else { return nil }
        return status
    }

    private func text(in range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}
