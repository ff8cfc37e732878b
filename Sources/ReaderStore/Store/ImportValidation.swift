import ReaderCore

/// Checks every imported record before anything is written, so a bad record
/// stops the import with its line (CSV) or index (JSON) and the store is left
/// as it was. Mirrors the schema's CHECK constraints and adds what the schema
/// cannot see (offsets an exported card could not use).
public enum ImportValidation {
    /// Byte offsets beyond 2^53 (8 PB, and the largest integer JSON keeps exact) are not offsets into a text.
    public static let maximumOffset = 1 << 53

    /// The range `start..<end`, nil when either is missing or they are out of order
    /// (a `Range` with a lower bound above its upper one traps).
    static func range(start: Int?, end: Int?) -> Range<Int>? {
        guard let start, let end, start <= end else { return nil }
        return start..<end
    }

    /// Why these capture offsets cannot be stored, or nil when they can.
    public static func offsetProblem(start: Int?, end: Int?, sentenceStart: Int?) -> String? {
        for (name, value) in [("start", start), ("end", end), ("sentence_start", sentenceStart)] {
            guard let value else { continue }
            if value < 0 { return "\(name) \(value) is negative" }
            if value > maximumOffset { return "\(name) \(value) is too large for a byte offset" }
        }
        switch (start, end) {
        case (nil, nil): break
        case (let start?, let end?) where start > end: return "start \(start) is after end \(end)"
        case (nil, _?), (_?, nil): return "start and end must be given together"
        default: break
        }
        if let sentenceStart, let start, sentenceStart > start {
            return "sentence_start \(sentenceStart) is after start \(start)"
        }
        return nil
    }

    private static func formProblem(form: String, lemma: String) -> String? {
        if form.isEmpty || lemma.isEmpty { return "a form override needs a form and a lemma" }
        return StorableText.problem(["form": form, "lemma": lemma])
    }

    /// Every record of a backup; throws naming the first bad one (e.g. `terms[3].captures[0]`).
    public static func validate(_ backup: VocabularyBackup) throws {
        func fail(_ at: String, _ reason: String) -> StoreError {
            .malformedImport(format: "json", line: 0, reason: "\(at): \(reason)")
        }
        var batches = Set<Int>()
        for (index, batch) in backup.batches.enumerated() {
            guard batches.insert(batch.id).inserted else { throw fail("batches[\(index)]", "batch id \(batch.id) appears twice") }
            if let problem = StorableText.problem(["label": batch.label]) { throw fail("batches[\(index)]", problem) }
        }
        func batchProblem(_ batch: Int?) -> String? {
            batch.flatMap { batches.contains($0) ? nil : "batch \($0) is not in batches" }
        }
        var decks = Set<String>()
        for (index, deck) in backup.decks.enumerated() {
            if deck.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw fail("decks[\(index)]", "a deck needs a name") }
            if let problem = StorableText.problem(["deck name": deck.name]) { throw fail("decks[\(index)]", problem) }
            guard decks.insert(deck.name.lowercased()).inserted else { throw fail("decks[\(index)]", "deck '\(deck.name)' appears twice") }
        }
        var settings = Set<StoreSetting>()
        for (index, setting) in backup.settings.enumerated() {
            guard settings.insert(setting.name).inserted else { throw fail("settings[\(index)]", "'\(setting.name.rawValue)' appears twice") }
            if let problem = setting.name.problem(with: setting.value) { throw fail("settings[\(index)]", problem) }
        }
        for (index, position) in backup.positions.enumerated() {
            if let problem = position.path.isEmpty ? "a reading position needs a path" : StorableText.problem(["path": position.path])
                ?? offsetProblem(start: position.offset, end: position.offset, sentenceStart: nil)
                ?? position.chapter.flatMap({ $0 < 0 ? "a chapter counts from 0, not \($0)" : nil }) {
                throw fail("positions[\(index)]", problem)
            }
        }
        var keys = Set<String>()
        for (index, term) in backup.terms.enumerated() {
            if let problem = StorableText.problem(["term": term.term, "lemma": term.lemma]) { throw fail("terms[\(index)]", problem) }
            guard let key = Term(key: term.lemma)?.key else { throw fail("terms[\(index)]", "term '\(term.term)' has an empty lemma") }
            guard keys.insert(key).inserted else { throw fail("terms[\(index)]", "lemma '\(key)' appears twice") }
            for (position, capture) in term.captures.enumerated() {
                let fields: KeyValuePairs<String, String?> = ["surface": capture.surface, "sentence": capture.sentence,
                                                              "source": capture.source, "note": capture.note]
                if let problem = StorableText.problem(fields) ?? offsetProblem(start: capture.start, end: capture.end,
                                                                      sentenceStart: capture.sentenceStart) ?? batchProblem(capture.batch) {
                    throw fail("terms[\(index)].captures[\(position)]", problem)
                }
            }
            for (position, change) in term.history.enumerated() {
                if let problem = batchProblem(change.batch) { throw fail("terms[\(index)].history[\(position)]", problem) }
            }
            for deck in term.decks where !decks.contains(deck.lowercased()) {
                throw fail("terms[\(index)]", "deck '\(deck)' is not in decks")
            }
            if let card = term.card, let problem = cardProblem(card) { throw fail("terms[\(index)].card", problem) }
        }
        for (index, form) in backup.forms.enumerated() {
            if let problem = formProblem(form: form.form, lemma: form.lemma) { throw fail("forms[\(index)]", problem) }
        }
    }

    /// The card table's CHECKs (stability above 0, difficulty 1 to 10, step from 0) and answers' day counts.
    private static func cardProblem(_ card: VocabularyBackup.Card) -> String? {
        if let step = card.step, step < 0 { return "step \(step) is negative" }
        if let stability = card.stability, !(stability > 0) { return "stability \(stability) is not above 0" }
        if let difficulty = card.difficulty, !(1...10).contains(difficulty) { return "difficulty \(difficulty) is not from 1 to 10" }
        for (index, answer) in card.reviews.enumerated() where answer.elapsedDays < 0 {
            return "reviews[\(index)]: elapsed_days \(answer.elapsedDays) is negative"
        }
        return nil
    }

    /// Records built by a caller (word lists, CSV rows already checked line by line, embedders).
    public static func validate(_ records: [ImportRecord]) throws {
        for (index, record) in records.enumerated() {
            let problem: String?
            switch record {
            case .term(_, let display, _, let capture?):
                problem = StorableText.problem(["term": display, "surface": capture.surface, "sentence": capture.sentence,
                                       "source": capture.source, "note": capture.note])
                    ?? offsetProblem(start: capture.range?.lowerBound, end: capture.range?.upperBound,
                                     sentenceStart: capture.sentenceStart)
            case .term(_, let display, _, nil):
                problem = StorableText.problem(["term": display])
            case .form(let form, let lemma, _):
                problem = formProblem(form: form, lemma: lemma)
            }
            if let problem { throw StoreError.malformedImport(format: "records", line: index + 1, reason: problem) }
        }
    }
}
