import Tokenizer

/// A vocabulary term: one word lemma ("run"), or a phrase stored as its lemma
/// sequence (["make", "a", "decision"]). Lemmas are lower-case, so "I" and
/// "i", "Paris" and "paris" are one term.
public struct Term: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let lemmas: [String]

    /// Nil when no lemma is left after lower-casing and dropping empty ones,
    /// or when a lemma holds a NUL (U+0000): SQLite would store the key cut
    /// there, so "run\u{0}x" would become the term "run".
    public init?(lemmas: [String]) {
        guard !lemmas.contains(where: { $0.utf8.contains(0) }) else { return nil }
        let cleaned = lemmas.map { $0.lowercased() }.filter { !$0.isEmpty && !$0.utf8.contains(UInt8(ascii: " ")) }
        guard !cleaned.isEmpty else { return nil }
        self.lemmas = cleaned
    }

    /// The stored key: lemmas joined by single spaces ("make a decision").
    /// Split at every space byte, as the store's snapshot splits it: a space
    /// followed by a combining mark is one `Character`, but still two words.
    public init?(key: String) {
        self.init(lemmas: key.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) })
    }

    public var key: String { lemmas.joined(separator: " ") }
    public var wordCount: Int { lemmas.count }
    public var isPhrase: Bool { lemmas.count > 1 }
    public var description: String { key }

    public static func < (lhs: Term, rhs: Term) -> Bool { lhs.key < rhs.key }
}

extension Term {
    /// The term for text a learner typed: "ran" is the lemma "run", "made a
    /// decision" the phrase "make a decision" (lemmatized in context).
    public init(parsing text: String, lemmatizer: Lemmatizer, tokenizer: Tokenizer) throws {
        let lemmas = try lemmatizer.lemma(ofWord: text, tokenizer: tokenizer)
        guard let term = Term(key: lemmas) else { throw StoreError.invalidTerm(text) }
        self = term
    }

    /// The term made of the word tokens among `tokens` (non-words are skipped).
    public init?(tokens: some Sequence<Token>, in text: TokenizedText, lemmatizer: Lemmatizer) {
        let lemmas = tokens.filter { $0.kind == .word }.compactMap { lemmatizer.lemmaString(of: $0, in: text) }
        self.init(lemmas: lemmas)
    }
}
