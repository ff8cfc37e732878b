extension AnnotatedText {
    /// The word lemmas still New in this text, first occurrence first: what
    /// finishing the text marks Known. Left out (issue 27): names, capitalised
    /// words the lexicon does not know (names at the start of a sentence), and
    /// words whose status came from their family; numbers are no words.
    public var newWordTerms: [Term] {
        var seen = Set<String>()
        return spans.compactMap { span -> Term? in
            guard span.status == .new, !span.isName, span.familyHead == nil, span.token.lemma != .surface,
                  let lemma = lemma(of: span), seen.insert(lemma).inserted else { return nil }
            return Term(lemmas: [lemma])
        }
    }
}
