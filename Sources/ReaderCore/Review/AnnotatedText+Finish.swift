extension AnnotatedText {
    /// The word lemmas still New in this text, first occurrence first: what
    /// finishing the text marks Known. Left out (issue 27): names, capitalised
    /// words the lexicon does not know (names at the start of a sentence), and
    /// words whose status came from their family; numbers are no words.
    public var newWordTerms: [Term] { newWordTerms(within: nil) }

    /// The same, of the words that start inside `range` (byte offsets in the whole input: a chapter).
    public func newWordTerms(within range: Range<Int>?) -> [Term] {
        var seen = Set<String>()
        return spans.compactMap { span -> Term? in
            if let range, !range.contains(baseOffset + Int(span.token.start)) { return nil }
            guard span.status == .new, !span.isName, span.familyHead == nil, span.token.lemma != .surface,
                  let lemma = lemma(of: span), seen.insert(lemma).inserted else { return nil }
            return Term(lemmas: [lemma])
        }
    }
}
