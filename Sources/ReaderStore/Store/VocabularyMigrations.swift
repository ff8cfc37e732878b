import GRDB
import ReaderCore

/// The store's schema history. A migration is never edited once shipped:
/// changes go in a new one. Literal SQL only, so no app type can alter the past.
enum VocabularyMigrations {
    /// `PRAGMA application_id` of a reader store ("RDR1"); lets us refuse to
    /// migrate another program's SQLite file.
    static let applicationID: Int32 = 0x5244_5231

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-terms-forms-captures") { db in
            try db.execute(sql: """
                PRAGMA application_id = 1380209201;
                CREATE TABLE term (
                    id INTEGER PRIMARY KEY,
                    key TEXT NOT NULL UNIQUE CHECK (key <> '' AND key = lower(key)),
                    word_count INTEGER NOT NULL CHECK (word_count >= 1),
                    display TEXT NOT NULL,
                    status TEXT NOT NULL CHECK (status IN ('new', 'learning', 'known', 'ignored')),
                    created_at REAL NOT NULL,
                    updated_at REAL NOT NULL
                );
                CREATE INDEX term_status ON term(status);
                CREATE TABLE form_override (
                    form TEXT PRIMARY KEY CHECK (form <> '' AND form = lower(form)),
                    lemma TEXT NOT NULL,
                    status TEXT NOT NULL CHECK (status IN ('new', 'learning', 'known', 'ignored')),
                    updated_at REAL NOT NULL
                );
                CREATE TABLE capture (
                    id INTEGER PRIMARY KEY,
                    term_id INTEGER NOT NULL REFERENCES term(id) ON DELETE CASCADE,
                    surface TEXT NOT NULL,
                    sentence TEXT NOT NULL,
                    source TEXT,
                    start INTEGER CHECK (start >= 0),
                    "end" INTEGER CHECK ("end" >= start),
                    sentence_start INTEGER CHECK (sentence_start <= start),
                    captured_at REAL NOT NULL,
                    note TEXT
                );
                CREATE INDEX capture_term ON capture(term_id, captured_at);
                CREATE TABLE status_change (
                    id INTEGER PRIMARY KEY,
                    term_id INTEGER NOT NULL REFERENCES term(id) ON DELETE CASCADE,
                    status TEXT NOT NULL CHECK (status IN ('new', 'learning', 'known', 'ignored')),
                    origin TEXT NOT NULL CHECK (origin IN ('mark', 'capture', 'seed', 'import')),
                    changed_at REAL NOT NULL
                );
                CREATE INDEX status_change_time ON status_change(changed_at);
                CREATE TABLE setting (
                    key TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                );
                """)
        }
        registerReview(in: &migrator)
        // Depends only on v1; registered after v2.
        migrator.registerMigration("v3-reading-position") { db in
            try db.execute(sql: """
                CREATE TABLE reading_position (
                    path TEXT PRIMARY KEY CHECK (path <> ''),
                    "offset" INTEGER NOT NULL CHECK ("offset" >= 0),
                    updated_at REAL NOT NULL
                );
                """)
        }
        // A capture names the batch that saved it (`reader open`'s c, an import), so undoing the batch removes it.
        migrator.registerMigration("v4-capture-batch") { db in
            try db.execute(sql: """
                ALTER TABLE capture ADD COLUMN batch_id INTEGER REFERENCES change_batch(id) ON DELETE SET NULL;
                CREATE INDEX capture_batch ON capture(batch_id) WHERE batch_id IS NOT NULL;
                """)
        }
        // A setting's time, so merging two stores keeps the value set last (0: set before this migration).
        migrator.registerMigration("v5-setting-time") { db in
            try db.execute(sql: "ALTER TABLE setting ADD COLUMN updated_at REAL NOT NULL DEFAULT 0")
        }
        // Where the learner left each chapter of a book (`reader open`), beside the book's own position.
        migrator.registerMigration("v6-chapter-position") { db in
            try db.execute(sql: """
                CREATE TABLE chapter_position (
                    path TEXT NOT NULL CHECK (path <> ''),
                    chapter INTEGER NOT NULL CHECK (chapter >= 0),
                    "offset" INTEGER NOT NULL CHECK ("offset" >= 0),
                    updated_at REAL NOT NULL,
                    PRIMARY KEY (path, chapter)
                );
                """)
        }
        // What each batch set, kept beside it so `undo --list` reads one row a batch instead of every change
        // (`init --level C2` is one batch of 48,328 changes). The triggers drop a batch's row whenever one of its
        // changes is written or deleted, so a row present is always exact; one missing is worked out again.
        migrator.registerMigration("v7-batch-summary") { db in
            try db.execute(sql: """
                CREATE TABLE batch_summary (
                    batch_id INTEGER PRIMARY KEY REFERENCES change_batch(id) ON DELETE CASCADE,
                    new INTEGER NOT NULL CHECK (new >= 0),
                    learning INTEGER NOT NULL CHECK (learning >= 0),
                    known INTEGER NOT NULL CHECK (known >= 0),
                    ignored INTEGER NOT NULL CHECK (ignored >= 0)
                );
                CREATE TRIGGER status_change_insert_batch AFTER INSERT ON status_change WHEN NEW.batch_id IS NOT NULL
                BEGIN DELETE FROM batch_summary WHERE batch_id = NEW.batch_id; END;
                CREATE TRIGGER status_change_update_batch AFTER UPDATE OF batch_id, term_id, status ON status_change
                BEGIN DELETE FROM batch_summary WHERE batch_id IN (OLD.batch_id, NEW.batch_id); END;
                CREATE TRIGGER status_change_delete_batch AFTER DELETE ON status_change WHEN OLD.batch_id IS NOT NULL
                BEGIN DELETE FROM batch_summary WHERE batch_id = OLD.batch_id; END;
                INSERT INTO batch_summary (batch_id, new, learning, known, ignored)
                SELECT b.id, coalesce(sum(l.status = 'new'), 0), coalesce(sum(l.status = 'learning'), 0),
                       coalesce(sum(l.status = 'known'), 0), coalesce(sum(l.status = 'ignored'), 0)
                FROM change_batch b LEFT JOIN (SELECT batch_id, max(id), status FROM status_change
                                               WHERE batch_id IS NOT NULL GROUP BY batch_id, term_id) l ON l.batch_id = b.id
                GROUP BY b.id;
                """)
        }
        return migrator
    }
}

extension VocabularyMigrations {
    /// Throws unless `db` is empty or a reader store this version understands.
    static func verify(_ db: Database, path: String) throws {
        // GRDB creates grdb_migrations (and its primary-key index) before the first
        // migration stamps the application id: a store another process is creating.
        let objects = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE tbl_name <> 'grdb_migrations'") ?? 0
        guard objects > 0 else { return }
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        guard applicationID == VocabularyMigrations.applicationID else { throw StoreError.foreignDatabase(path: path) }
        let migrator = VocabularyMigrations.migrator
        let unknown = try migrator.appliedIdentifiers(db).subtracting(migrator.migrations)
        if !unknown.isEmpty { throw StoreError.newerSchema(path: path, unknownMigrations: unknown.sorted()) }
    }
}
