import ReaderEngine
import Tokenizer

/// The term (word lemma) of every word span as a dense id, so marking a term
/// recolours all its occurrences in one scan of an integer array.
///
/// Ids follow the store's terms: a lexicon lemma keeps its `LemmaID`; a name or
/// a word outside the lexicon is its lower-cased text (the lexicon's id when it
/// lists that text). A possessive ending written onto its word ("Emma|'s") has
/// its word's id and is not counted, as in `Annotator`.
struct SpanTerms: Sendable {
    static let none = UInt32.max

    /// Term id per span; `none` for non-words.
    let ids: [UInt32]
    /// Possessive endings: they follow their word and are neither counted nor stopped on.
    let isPossessive: [Bool]
    /// One span of each id (-1 where unused), to name the term.
    let representative: [Int32]
    /// Ids of terms outside the lexicon, by lower-cased text.
    private let outside: [String: UInt32]
    private let lexicon: LemmaLexicon

    init(annotated: AnnotatedText, lexicon: LemmaLexicon) {
        let spans = annotated.spans
        let possessive = lexicon.id(of: "'s")
        var ids = [UInt32](repeating: SpanTerms.none, count: spans.count)
        var isPossessive = [Bool](repeating: false, count: spans.count)
        var outside: [String: UInt32] = [:]
        var next = UInt32(lexicon.count)
        for index in spans.indices where spans[index].isWord {
            let span = spans[index]
            if index > 0, span.token.lemma == possessive, spans[index - 1].isWord, spans[index - 1].token.end == span.token.start {
                ids[index] = ids[index - 1]
                isPossessive[index] = true
            } else if !span.isName && span.token.lemma.isLexiconEntry {
                ids[index] = span.token.lemma.rawValue
            } else {
                let key = (span.isName ? nil : annotated.lemma(of: span)) ?? annotated.text(of: span).lowercased()
                if let id = lexicon.id(of: key) {
                    ids[index] = id.rawValue
                } else if let id = outside[key] {
                    ids[index] = id
                } else {
                    outside[key] = next
                    ids[index] = next
                    next += 1
                }
            }
        }
        var representative = [Int32](repeating: -1, count: Int(next))
        for index in ids.indices where ids[index] != SpanTerms.none && !isPossessive[index] && representative[Int(ids[index])] < 0 {
            representative[Int(ids[index])] = Int32(index)
        }
        self.ids = ids
        self.isPossessive = isPossessive
        self.representative = representative
        self.outside = outside
        self.lexicon = lexicon
    }

    /// The id of a word term, found the way `init` gives ids (the lexicon's id,
    /// else the lower-cased text's) and checked against a span of that id, so
    /// marking needs no scan; nil when that finds none.
    func id(of term: Term, in annotated: AnnotatedText) -> UInt32? {
        let key = term.key
        let lowercased = key.lowercased()
        for case let id? in [lexicon.id(of: key)?.rawValue, lexicon.id(of: lowercased)?.rawValue, outside[lowercased]]
        where Int(id) < representative.count && representative[Int(id)] >= 0 {
            if self.term(ofSpan: Int(representative[Int(id)]), in: annotated) == term { return id }
        }
        return nil
    }

    /// The store term of a word span.
    func term(ofSpan index: Int, in annotated: AnnotatedText) -> Term? {
        annotated.lemma(of: annotated.spans[index]).flatMap { Term(key: $0) }
    }
}
