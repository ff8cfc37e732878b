import Foundation
import GRDB
import ReaderCore

extension VocabularyStore {
    /// Sets the status of a word lemma or phrase, adding it if new. `display`
    /// is how the learner wrote it (kept from the first time only).
    @discardableResult
    public func setStatus(_ status: WordStatus, of term: Term, display: String? = nil, origin: ChangeOrigin = .mark,
                          at date: Date) throws -> StatusChange {
        try StorableText.check(["term": display])
        return try write { db in try Self.setStatus(status, of: term, display: display, origin: origin, at: date, in: db).change }
    }

    /// Sets several terms in one transaction (all or nothing).
    @discardableResult
    public func setStatus(_ status: WordStatus, of terms: [(term: Term, display: String?)], origin: ChangeOrigin = .mark,
                          at date: Date) throws -> [StatusChange] {
        for entry in terms { try StorableText.check(["term": entry.display]) }
        return try write { db in
            try terms.map { try Self.setStatus(status, of: $0.term, display: $0.display, origin: origin, at: date, in: db).change }
        }
    }

    /// Gives one written form its own status, whatever its lemma's ("data"
    /// known while "datum" stays new). `lemma` is recorded for listing.
    @discardableResult
    public func setStatus(_ status: WordStatus, ofForm form: String, lemma: String, at date: Date) throws -> StatusChange {
        let key = form.lowercased()
        guard !key.isEmpty, !key.contains(" ") else { throw StoreError.invalidTerm(form) }
        try StorableText.check(["form": form, "lemma": lemma])
        return try write { db in try Self.setFormStatus(status, form: key, lemma: lemma.lowercased(), at: date, in: db) }
    }

    /// Removes a form override so the form follows its lemma again.
    @discardableResult
    public func removeFormOverride(_ form: String) throws -> Bool {
        try write { db in try StoredFormOverride.deleteOne(db, key: form.lowercased()) }
    }

    /// Adds terms that are not in the store yet with `status`; terms already
    /// there keep theirs (seeding never overrides the learner's own marks).
    /// Returns how many were added.
    @discardableResult
    public func seed(_ terms: [Term], status: WordStatus = .known, at date: Date) throws -> Int {
        try write { db in
            var added = 0
            for term in terms {
                let (id, old) = try StoredTerm.upsert(term, in: db, new: {
                    StoredTerm(term: term, display: term.key, status: status, createdAt: date, updatedAt: date)
                }, change: { _ in [] })
                guard old == nil else { continue }
                added += 1
                var change = StoredStatusChange(termID: id, status: status, origin: .seed, changedAt: date)
                try change.insert(db)
            }
            return added
        }
    }

    /// The status stored for a term, nil if absent.
    public func status(of term: Term) throws -> WordStatus? {
        try read { db in try StoredTerm.find(term.key, in: db)?.status }
    }

    // MARK: - Shared by marking, capture and import

    static func setStatus(_ status: WordStatus, of term: Term, display: String?, origin: ChangeOrigin, at date: Date,
                          in db: Database) throws -> (id: Int64, change: StatusChange) {
        let (id, old) = try StoredTerm.upsert(term, in: db, new: {
            let shown = display.map { OneLine.collapsed($0) }.flatMap { $0.isEmpty ? nil : $0 } ?? term.key
            return StoredTerm(term: term, display: shown, status: status, createdAt: date, updatedAt: date)
        }, change: { row in
            guard row.status != status else { return [] }
            row.status = status
            row.updatedAt = date
            return [.status, .updatedAt]
        })
        if let old, old.status == status { return (id, .unchanged) }
        var history = StoredStatusChange(termID: id, status: status, origin: origin, changedAt: date)
        try history.insert(db)
        return (id, old.map { .changed(from: $0.status) } ?? .added)
    }

    static func setFormStatus(_ status: WordStatus, form: String, lemma: String, at date: Date, in db: Database) throws -> StatusChange {
        let old = try StoredFormOverride.fetchOne(db, key: form)?.status
        guard old != status else { return .unchanged }
        try StoredFormOverride(form: form, lemma: lemma, status: status, updatedAt: date).upsert(db)
        return old.map { .changed(from: $0) } ?? .added
    }
}
