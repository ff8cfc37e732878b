import Tokenizer
import ReaderCore

/// The highlighted words and saved phrases of a page rendered piece by piece,
/// for its click-cards: `HTMLCards` reads them from an annotated text, so the
/// page's distinct ones are kept, each with the status its last occurrence
/// gives it (as `HTMLCards` reads a whole text), and handed over as a small
/// text of their own.
struct CardWords {
    /// By card key (the lemma as `HTMLCards` keys it): the lemma and its status.
    private var words: [String: (lemma: String, status: WordStatus)] = [:]

    mutating func add(_ piece: AnnotatedText) {
        for index in piece.spans.indices {
            guard let status = piece.highlight(ofSpan: index) else { continue }
            let span = piece.spans[index]
            if let lemma = span.isInPhrase ? piece.phrases[Int(span.phrase)].lemma : piece.lemma(of: span) {
                words[ControlCharacterEscaping.neutralised(lemma)] = (lemma, status)
            }
        }
    }

    /// A text with one span per word, each drawn as a "phrase" of its lemma and status.
    func text(lexicon: LemmaLexicon) -> AnnotatedText {
        let entries = Array(words.values)
        let token = Token(start: 0, end: 0, kind: .word)
        return AnnotatedText(bytes: [], baseOffset: 0,
                             spans: entries.indices.map { Span(token: token, status: entries[$0].status, phrase: Int32($0)) },
                             phrases: entries.indices.map {
                                 PhraseSpan(start: 0, end: 0, spans: $0..<($0 + 1), lemma: entries[$0].lemma, status: entries[$0].status)
                             },
                             summary: ReadingSummary(), lexicon: lexicon)
    }
}
