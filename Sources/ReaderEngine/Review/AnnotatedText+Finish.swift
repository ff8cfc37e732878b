extension AnnotatedText {
    /// The word lemmas still New in this text, first occurrence first: what
    /// finishing the text marks Known. Names are left out (never New).
    public var newWordTerms: [Term] {
        var seen = Set<String>()
        return spans.compactMap { span -> Term? in
            guard span.status == .new, !span.isName, let lemma = lemma(of: span), seen.insert(lemma).inserted else { return nil }
            return Term(lemmas: [lemma])
        }
    }
}
