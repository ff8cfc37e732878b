import Tokenizer

/// Where an expansion came from, in order of precedence.
public enum ExpansionSource: String, Sendable, CaseIterable {
    /// One of the learner's saved phrases.
    case saved
    /// The phrase lexicon (WordNet, fixed expressions, light verbs).
    case lexicon
    /// Collocation statistics above the threshold.
    case statistics
    /// No phrase: the tapped word alone.
    case word
}

/// What a tap selects.
public struct Expansion: Sendable, Equatable {
    /// The tapped byte offset.
    public let at: Int
    /// Byte range in the whole input, gap words included ("look it up").
    public let start: Int
    public let end: Int
    /// Lemma text: the phrase's canonical lemmas ("look up", "make a decision") or the word's lemma.
    public let lemma: String
    public let source: ExpansionSource
    /// 1 for saved and lexicon phrases, the NPMI of statistical ones, 0 for a word.
    public let score: Double
    /// Token indexes of the phrase's own words (gap words excluded).
    public let tokens: [Int]

    public init(at: Int, start: Int, end: Int, lemma: String, source: ExpansionSource, score: Double, tokens: [Int]) {
        self.at = at
        self.start = start
        self.end = end
        self.lemma = lemma
        self.source = source
        self.score = score
        self.tokens = tokens
    }

    /// The selected text as written (invalid UTF-8 shows as U+FFFD).
    public func text(in text: TokenizedText) -> String {
        String(decoding: text.bytes[(start - text.baseOffset)..<(end - text.baseOffset)], as: UTF8.self)
    }
}

/// A tap that selects nothing.
public enum ExpansionError: Error, Equatable, CustomStringConvertible {
    case outOfRange(offset: Int, length: Int)
    case notOnWord(offset: Int)

    public var description: String {
        switch self {
        case .outOfRange(let offset, let length): "offset \(offset) is outside the text (\(length) bytes)"
        case .notOnWord(let offset): "offset \(offset) is not on a word"
        }
    }
}
