import Foundation
import GRDB

/// What marking did to a term.
public enum StatusChange: Sendable, Equatable {
    case added
    case changed(from: WordStatus)
    case unchanged
}

extension VocabularyStore {
    /// Sets the status of a word lemma or phrase, adding it if new. `display`
    /// is how the learner wrote it (kept from the first time only).
    @discardableResult
    public func setStatus(_ status: WordStatus, of term: Term, display: String? = nil, origin: ChangeOrigin = .mark,
                          at date: Date = Date()) throws -> StatusChange {
        try write { db in try Self.setStatus(status, of: term, display: display, origin: origin, at: date, in: db).change }
    }

    /// Sets several terms in one transaction (all or nothing).
    @discardableResult
    public func setStatus(_ status: WordStatus, of terms: [(term: Term, display: String?)], origin: ChangeOrigin = .mark,
                          at date: Date = Date()) throws -> [StatusChange] {
        try write { db in
            try terms.map { try Self.setStatus(status, of: $0.term, display: $0.display, origin: origin, at: date, in: db).change }
        }
    }

    /// Gives one written form its own status, whatever its lemma's ("data"
    /// known while "datum" stays new). `lemma` is recorded for listing.
    @discardableResult
    public func setStatus(_ status: WordStatus, ofForm form: String, lemma: String, at date: Date = Date()) throws -> StatusChange {
        let key = form.lowercased()
        guard !key.isEmpty, !key.contains(" ") else { throw StoreError.invalidTerm(form) }
        return try write { db in try Self.setFormStatus(status, form: key, lemma: lemma.lowercased(), at: date, in: db) }
    }

    /// Removes a form override so the form follows its lemma again.
    @discardableResult
    public func removeFormOverride(_ form: String) throws -> Bool {
        try write { db in
            try db.cachedStatement(sql: "DELETE FROM form_override WHERE form = ?").execute(arguments: [form.lowercased()])
            return db.changesCount > 0
        }
    }

    /// Adds terms that are not in the store yet with `status`; terms already
    /// there keep theirs (seeding never overrides the learner's own marks).
    /// Returns how many were added.
    @discardableResult
    public func seed(_ terms: [Term], status: WordStatus = .known, at date: Date = Date()) throws -> Int {
        try write { db in
            let insert = try db.cachedStatement(sql: """
                INSERT INTO term (key, word_count, display, status, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(key) DO NOTHING
                """)
            let history = try Self.historyStatement(db)
            var added = 0
            for term in terms {
                try insert.execute(arguments: [term.key, term.wordCount, term.key, status, date.storeValue, date.storeValue])
                if db.changesCount > 0 {
                    added += 1
                    try history.execute(arguments: [db.lastInsertedRowID, status, ChangeOrigin.seed, date.storeValue])
                }
            }
            return added
        }
    }

    /// The status stored for a term, nil if absent.
    public func status(of term: Term) throws -> WordStatus? {
        try read { db in
            try WordStatus.fetchOne(db.cachedStatement(sql: "SELECT status FROM term WHERE key = ?"), arguments: [term.key])
        }
    }

    // MARK: - Shared by marking, capture and import

    static func setStatus(_ status: WordStatus, of term: Term, display: String?, origin: ChangeOrigin, at date: Date,
                          in db: Database) throws -> (id: Int64, change: StatusChange) {
        let find = try db.cachedStatement(sql: "SELECT id, status FROM term WHERE key = ?")
        let history = try historyStatement(db)
        if let row = try Row.fetchOne(find, arguments: [term.key]) {
            let id: Int64 = row[0]
            let old: WordStatus = row[1]
            guard old != status else { return (id, .unchanged) }
            try db.cachedStatement(sql: "UPDATE term SET status = ?, updated_at = ? WHERE id = ?")
                .execute(arguments: [status, date.storeValue, id])
            try history.execute(arguments: [id, status, origin, date.storeValue])
            return (id, .changed(from: old))
        }
        let shown = display.map(Self.collapsingWhitespace).flatMap { $0.isEmpty ? nil : $0 } ?? term.key
        try db.cachedStatement(sql: """
            INSERT INTO term (key, word_count, display, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
            """).execute(arguments: [term.key, term.wordCount, shown, status, date.storeValue, date.storeValue])
        let id = db.lastInsertedRowID
        try history.execute(arguments: [id, status, origin, date.storeValue])
        return (id, .added)
    }

    static func setFormStatus(_ status: WordStatus, form: String, lemma: String, at date: Date, in db: Database) throws -> StatusChange {
        let old = try WordStatus.fetchOne(db.cachedStatement(sql: "SELECT status FROM form_override WHERE form = ?"), arguments: [form])
        guard old != status else { return .unchanged }
        try db.cachedStatement(sql: """
            INSERT INTO form_override (form, lemma, status, updated_at) VALUES (?, ?, ?, ?)
            ON CONFLICT(form) DO UPDATE SET lemma = excluded.lemma, status = excluded.status, updated_at = excluded.updated_at
            """).execute(arguments: [form, lemma, status, date.storeValue])
        return old.map { .changed(from: $0) } ?? .added
    }

    static func historyStatement(_ db: Database) throws -> Statement {
        try db.cachedStatement(sql: "INSERT INTO status_change (term_id, status, origin, changed_at) VALUES (?, ?, ?, ?)")
    }

    static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

extension Date {
    /// Dates are stored as seconds since 1970 (SQLite's `unixepoch`).
    var storeValue: Double { timeIntervalSince1970 }

    init(storeValue: Double) { self.init(timeIntervalSince1970: storeValue) }
}
