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
    public mutating func captured(_ capture: Capture, change: StatusChange, batch: Int64?) -> ReaderRequest? {
        let termChange = TermChange(term: capture.term, change: change, to: .learning)
        if case .capture(let draft) = overlay {
            var card = draft.card
            card.card.status = .learning
            card.card.change = change
            card.card.sentence = capture.sentence
            overlay = .card(card)
        }
        let request = applied([termChange], batch: batch)
        message = "captured \u{201C}\(capture.term.key)\u{201D} as Learning" + (batch == nil ? "" : " · u undoes")
        return request
    }

    /// Statuses written to the store: every occurrence recoloured at once.
    /// `batch` is the store's batch that undoes them (nil when nothing changed).
    /// Returns `.reannotate` when a phrase now saved is not shown yet.
    public mutating func applied(_ changes: [TermChange], batch: Int64?) -> ReaderRequest? {
        if let batch { undoableBatches.append(batch) }
        let shown = recolour(changes)
        message = describe(changes, .changed(undoable: batch != nil), occurrences: shown.occurrences)
        return shown.needsAnnotation ? .reannotate : nil
    }

    /// The store undid `batch` (this session's newest): each term it reverted is
    /// shown with the status it has again, and the captures it removed are
    /// named. A phrase the store dropped is no longer saved, so the text is
    /// annotated again.
    public mutating func undone(batch: Int64, reverted: [(term: Term, status: WordStatus?)],
                                capturesRemoved: Int) -> ReaderRequest? {
        undoableBatches.removeAll { $0 == batch }
        let changes = reverted.map { TermChange(term: $0.term, from: nil, to: $0.status ?? .new) }
        let shown = recolour(changes)
        message = describe(changes, .undone, occurrences: shown.occurrences)
        if capturesRemoved > 0 {
            let captures = capturesRemoved == 1 ? "capture" : "\(NumberText.grouped(capturesRemoved)) captures"
            message = changes.isEmpty ? "undone: \(captures) removed" : (message ?? "") + ", \(captures) removed"
        }
        let droppedPhrase = reverted.contains { $0.term.isPhrase && $0.status == nil }
        return shown.needsAnnotation || droppedPhrase ? .reannotate : nil
    }

    /// The text annotated again from the store (same tokens).
    public mutating func reannotated(_ annotated: AnnotatedText) {
        document.replaceAnnotation(annotated)
        statuses = StatusOverlay(annotated: annotated, terms: document.terms)
    }

    /// Every occurrence of the changed terms, and the card, shown with their new status.
    private mutating func recolour(_ changes: [TermChange]) -> (needsAnnotation: Bool, occurrences: Int) {
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
        return (needsAnnotation, words)
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

    /// What the status line says after a change.
    private enum Outcome {
        /// Written by the learner; undoable when the store filed a batch.
        case changed(undoable: Bool)
        case undone
    }

    private func describe(_ changes: [TermChange], _ outcome: Outcome, occurrences: Int) -> String {
        let hint = if case .changed(true) = outcome { " · u undoes" } else { "" }
        guard changes.count == 1, let change = changes.first else {
            let count = NumberText.grouped(changes.count)
            if case .undone = outcome { return "undone: \(count) terms" }
            return changes.isEmpty ? "nothing changed" : "marked \(count) terms \(changes[0].to.rawValue)\(hint)"
        }
        if case .undone = outcome { return "undone: \(change.term.key) back to \(change.to.rawValue)" }
        let times = occurrences > 1 ? " (\(NumberText.grouped(occurrences)) times)" : ""
        let was = change.from.map { $0 == change.to ? "already" : "was \($0.rawValue)" } ?? "new term"
        return "\(change.term.key): \(change.to.rawValue)\(times) (\(was))\(hint)"
    }
}
