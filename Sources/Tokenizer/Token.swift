/// One token: a range of UTF-8 bytes of the input, its kind, its sentence and
/// (once lemmatized) its part of speech and lemma.
///
/// Offsets are `Int32` relative to the buffer the token came from, which keeps a
/// token at 20 bytes (the tag fits in the padding); `TokenizedText.baseOffset` turns them into offsets into
/// the whole input when text is streamed in chunks.
public struct Token: Sendable, Equatable {
    public var start: Int32
    public var end: Int32
    public var sentence: Int32
    public var lemma: LemmaID
    public var kind: TokenKind
    public var rule: TokenRule
    /// The part of speech in its sentence, once tagged (`PartOfSpeechTagger`); nil for spaces.
    public var pos: UPOSTag?

    public init(start: Int32, end: Int32, kind: TokenKind, sentence: Int32 = 0, rule: TokenRule = .icu,
                lemma: LemmaID = .none, pos: UPOSTag? = nil) {
        self.start = start
        self.end = end
        self.kind = kind
        self.sentence = sentence
        self.rule = rule
        self.lemma = lemma
        self.pos = pos
    }

    public var length: Int { Int(end - start) }
}
