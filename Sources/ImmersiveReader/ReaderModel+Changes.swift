import ReaderEngine

/// What the owner reports back after doing a `ReaderRequest`.
extension ReaderModel {
    public mutating func show(_ card: ReaderCard) {
        overlay = .card(card)
        keepCursorVisible()
    }

    /// The phrase `e` found, nil when the word stands alone.
    public mutating func expanded(to selection: PhraseSelection?) -> ReaderRequest? {
        guard let selection, selection.tokens.count > 1 else {
            message = "no phrase here: the word stands alone"
            return nil
        }
        phrase = selection
        keepCursorVisible()
        guard case .card = overlay, let target else { return nil }
        return .card(target)
    }

    public mutating func editCapture(_ draft: CaptureDraft) {
        overlay = .capture(draft)
        keepCursorVisible()
    }

    /// The capture was stored: the card shows it saved, the text shows it Learning.
    public mutating func captured(_ capture: Capture, change: StatusChange) -> ReaderRequest? {
        let termChange = TermChange(term: capture.term, change: change, to: .learning)
        if case .capture(let draft) = overlay {
            var card = draft.card
            card.card.status = .learning
            card.card.change = change
            card.card.sentence = capture.sentence
            overlay = .card(card)
        }
        let request = applied([termChange], undoable: true)
        message = "captured \u{201C}\(capture.term.key)\u{201D} as Learning · u undoes"
        return request
    }

    /// Statuses written to the store: every occurrence recoloured at once.
    /// Returns `.reannotate` when a phrase now saved is not shown yet.
    public mutating func applied(_ changes: [TermChange], undoable: Bool) -> ReaderRequest? {
        if undoable { undoHistory.push(changes) }
        var needsAnnotation = false
        var words = 0
        let ids = termIDs(of: changes.map(\.term).filter { !$0.isPhrase })
        for change in changes {
            if change.term.isPhrase {
                if statuses.set(change.to, phrase: change.term.key, in: document.annotated) == 0 { needsAnnotation = true }
            } else if let id = ids[change.term] {
                words += statuses.set(change.to, term: id, terms: document.terms)
            }
        }
        if case .card(var card) = overlay, let change = changes.first(where: { $0.term.key == card.card.lemma }) {
            card.card.status = change.to
            overlay = .card(card)
        }
        message = describe(changes, undoable: undoable, occurrences: words)
        return needsAnnotation ? .reannotate : nil
    }

    /// The text annotated again from the store (same tokens).
    public mutating func reannotated(_ annotated: AnnotatedText) {
        document.replaceAnnotation(annotated)
        statuses = StatusOverlay(annotated: annotated, terms: document.terms)
    }

    /// An undo that could not be written goes back on the history.
    public mutating func undoFailed(_ entry: SessionUndo.Entry, reason: String) {
        undoHistory.push(entry.changes)
        message = reason
    }

    /// The ids of word terms in this text (terms it does not hold are left out).
    /// Each is looked up directly; only a term that lookup misses makes the
    /// slow pass that names every term of the text.
    private func termIDs(of terms: [Term]) -> [Term: UInt32] {
        if terms.count == 1, let target, target.term == terms[0], !target.isPhrase {
            return [terms[0]: document.terms.ids[target.tokens.lowerBound]]
        }
        var ids: [Term: UInt32] = [:]
        var missed = Set<Term>()
        for term in terms {
            if let id = document.terms.id(of: term, in: document.annotated) { ids[term] = id } else { missed.insert(term) }
        }
        guard !missed.isEmpty else { return ids }
        for (id, span) in document.terms.representative.enumerated() where span >= 0 {
            if let term = document.terms.term(ofSpan: Int(span), in: document.annotated), missed.contains(term) { ids[term] = UInt32(id) }
        }
        return ids
    }

    private func describe(_ changes: [TermChange], undoable: Bool, occurrences: Int) -> String {
        let hint = undoable ? " · u undoes" : ""
        guard changes.count == 1, let change = changes.first else {
            let verb = undoable ? "marked" : "undone:"
            return "\(verb) \(NumberText.grouped(changes.count)) terms\(undoable ? " \(changes.first?.to.rawValue ?? "")" : "")\(hint)"
        }
        let times = occurrences > 1 ? " (\(NumberText.grouped(occurrences)) times)" : ""
        if !undoable { return "undone: \(change.term.key) back to \(change.to.rawValue)" }
        let was = change.from.map { $0 == change.to ? "already" : "was \($0.rawValue)" } ?? "new term"
        return "\(change.term.key): \(change.to.rawValue)\(times) (\(was))\(hint)"
    }
}
