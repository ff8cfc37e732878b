import ReaderEngine

/// The statuses the reader shows: the annotation's, changed in place when the
/// learner marks a term, every occurrence at once, with the counts of the
/// status line kept up to date.
struct StatusOverlay: Sendable {
    /// Status per span (nil for non-words).
    private(set) var words: [WordStatus?]
    /// Status per saved phrase found in the text.
    private(set) var phrases: [WordStatus]
    /// Running-word counts (from the annotation's summary) and distinct New terms.
    private(set) var tally: ReadingSummary

    init(annotated: AnnotatedText, terms: SpanTerms) {
        words = annotated.spans.map(\.status)
        phrases = annotated.phrases.map(\.status)
        tally = annotated.summary
        var newTerms = Set<UInt32>()
        for index in words.indices where words[index] == .new && !terms.isPossessive[index] { newTerms.insert(terms.ids[index]) }
        tally.uniqueNew = newTerms.count
    }

    /// How a span is drawn: `.new`/`.learning`, else nil. A phrase decides for its tokens.
    @inline(__always)
    func highlight(ofSpan index: Int, in annotated: AnnotatedText) -> WordStatus? {
        let phrase = annotated.spans[index].phrase
        let status = phrase >= 0 ? phrases[Int(phrase)] : words[index]
        guard let status, status.isHighlighted else { return nil }
        return status
    }

    /// Sets every occurrence of a word term; returns how many spans it covers.
    @discardableResult
    mutating func set(_ status: WordStatus, term: UInt32, terms: SpanTerms) -> Int {
        var wasNew = false
        var count = 0
        for index in terms.ids.indices where terms.ids[index] == term {
            let old = words[index]
            words[index] = status
            guard !terms.isPossessive[index], let old else { continue }
            count += 1
            wasNew = wasNew || old == .new
            move(from: old, by: -1)
            move(from: status, by: 1)
        }
        if count > 0 { tally.uniqueNew += (status == .new ? 1 : 0) - (wasNew ? 1 : 0) }
        return count
    }

    /// Sets every occurrence of a saved phrase; returns how many there are.
    @discardableResult
    mutating func set(_ status: WordStatus, phrase lemma: String, in annotated: AnnotatedText) -> Int {
        var count = 0
        for index in annotated.phrases.indices where annotated.phrases[index].lemma == lemma {
            phrases[index] = status
            count += 1
        }
        return count
    }

    private mutating func move(from status: WordStatus, by delta: Int) {
        switch status {
        case .known, .ignored: tally.known += delta
        case .learning: tally.learning += delta
        case .new: tally.new += delta
        }
    }
}
