import Tokenizer

/// One token of an annotated text with what the learner knows about it.
public struct Span: Sendable, Equatable {
    /// The token (byte range relative to `AnnotatedText.bytes`, kind, lemma id).
    public let token: Token
    /// The learner's status of the word; nil for non-words (numbers, punctuation, links...).
    public let status: WordStatus?
    /// A proper noun (SPEC "Statuses"): not New by default, counted as known.
    public let isName: Bool
    /// Index into `AnnotatedText.phrases` of the saved phrase covering this token, or -1.
    public internal(set) var phrase: Int32
    /// The word family head the status comes from ("farm" for "farming"), when the word has none of its own.
    public internal(set) var familyHead: LemmaID?

    public init(token: Token, status: WordStatus?, isName: Bool = false, phrase: Int32 = -1, familyHead: LemmaID? = nil) {
        self.token = token
        self.status = status
        self.isName = isName
        self.phrase = phrase
        self.familyHead = familyHead
    }

    /// Where the status comes from, for cards.
    public func statusOrigin(lexicon: LemmaLexicon) -> StatusOrigin {
        if isName { return .name }
        if let familyHead, let head = lexicon.string(for: familyHead) { return .family(head: head) }
        return .own
    }

    public var isWord: Bool { status != nil }
    public var isInPhrase: Bool { phrase >= 0 }
}

/// A saved phrase found in the text: one span from its first to its last word,
/// spaces (and, for phrasal verbs, the words of a short gap) included.
public struct PhraseSpan: Sendable, Equatable {
    /// UTF-8 byte range relative to `AnnotatedText.bytes`.
    public let start: Int32
    public let end: Int32
    /// The spans (token indexes) the phrase covers.
    public let spans: Range<Int>
    /// The saved phrase as lemmas joined by spaces ("make a decision").
    public let lemma: String
    public let status: WordStatus

    public init(start: Int32, end: Int32, spans: Range<Int>, lemma: String, status: WordStatus) {
        self.start = start
        self.end = end
        self.spans = spans
        self.lemma = lemma
        self.status = status
    }
}
