import Tokenizer

/// The vocabulary keys the words of a text are looked up under, so that a
/// short text needs only those rows of a large store (`VocabularyStore.snapshot(for:)`).
///
/// It mirrors `RunningWords`, `TermIndex` and `StatusTable`: a word's term is
/// its lexicon lemma ("went" -> the entry "go"; the pronoun "I" keyed "i"), or
/// for a word without one (unknown, a name) its lower-cased text, which may
/// be a lexicon entry too ("Bath"); the heads of its word family up the chain, whose statuses
/// it may take ("farm" for "farming"); the known abbreviations are always looked up. So a
/// snapshot holding the lemmas of these keys annotates the text exactly as one
/// of the whole vocabulary does (`TextSnapshotTests`).
public struct VocabularyKeys: Sendable, Equatable {
    /// Lower-case keys, each once.
    private(set) var keys: Set<String>
    /// Lexicon entries already added (most words recur).
    private var entries: Set<UInt32> = []
    private let families: WordFamilies

    /// `families`: the word families the annotator will reach through.
    public init(families: WordFamilies = .none) {
        keys = Set(StatusTable.knownAbbreviations)
        self.families = families
    }

    public static func == (lhs: VocabularyKeys, rhs: VocabularyKeys) -> Bool { lhs.keys == rhs.keys }

    /// Number of distinct keys.
    public var count: Int { keys.count }

    /// Adds the keys of a tokenized text's words (`Lemmatizer.lemmatize` done).
    public mutating func add(_ text: TokenizedText, lexicon: LemmaLexicon) {
        text.bytes.withUnsafeBufferPointer { bytes in
            for token in text.tokens where token.kind == .word {
                if token.lemma.isLexiconEntry {
                    // Looked up by its lexicon entry alone (`RunningWords`); its form by `StatusTable.forms`.
                    if entries.insert(token.lemma.rawValue).inserted, let lemma = lexicon.string(for: token.lemma) {
                        keys.insert(lemma.lowercased())
                        var entry = token.lemma.rawValue
                        for _ in 0..<StatusTable.chainLimit {
                            guard let head = families.head(of: entry), let name = lexicon.string(for: LemmaID(rawValue: head)) else { break }
                            keys.insert(name.lowercased())
                            entry = head
                        }
                    }
                } else if token.lemma != .none {
                    keys.insert(token.lemma.withSpelling(of: token, in: bytes) { String(decoding: $0, as: UTF8.self) }.lowercased())
                }
            }
        }
    }

    /// The keys in a stable order (for chunked queries).
    package var sorted: [String] { keys.sorted() }
}
