import GRDB

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
