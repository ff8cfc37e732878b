import GRDB
import ReaderCore

extension VocabularyMigrations {
    /// Review cards (FSRS-6 state), their answer log, decks, and undoable change
    /// batches. `status_change` is rebuilt (the GRDB way: new table, copy, drop,
    /// rename; foreign keys are checked once the migration ends) to accept the
    /// origins 'review', 'finish' and 'undo' and to name the batch a change belongs to.
    static func registerReview(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2-review") { db in
            try db.execute(sql: """
                CREATE TABLE change_batch (
                    id INTEGER PRIMARY KEY,
                    kind TEXT NOT NULL CHECK (kind IN ('finish', 'import', 'init', 'mark')),
                    label TEXT NOT NULL,
                    created_at REAL NOT NULL,
                    undone_at REAL
                );
                CREATE TABLE new_status_change (
                    id INTEGER PRIMARY KEY,
                    term_id INTEGER NOT NULL REFERENCES term(id) ON DELETE CASCADE,
                    status TEXT NOT NULL CHECK (status IN ('new', 'learning', 'known', 'ignored')),
                    origin TEXT NOT NULL CHECK (origin IN ('mark', 'capture', 'seed', 'import', 'review', 'finish', 'undo')),
                    changed_at REAL NOT NULL,
                    batch_id INTEGER REFERENCES change_batch(id) ON DELETE SET NULL
                );
                INSERT INTO new_status_change (id, term_id, status, origin, changed_at)
                    SELECT id, term_id, status, origin, changed_at FROM status_change;
                DROP TABLE status_change;
                ALTER TABLE new_status_change RENAME TO status_change;
                CREATE INDEX status_change_time ON status_change(changed_at);
                CREATE INDEX status_change_term ON status_change(term_id, id);
                CREATE INDEX status_change_batch ON status_change(batch_id) WHERE batch_id IS NOT NULL;
                CREATE TABLE card (
                    id INTEGER PRIMARY KEY,
                    term_id INTEGER NOT NULL UNIQUE REFERENCES term(id) ON DELETE CASCADE,
                    state INTEGER NOT NULL CHECK (state IN (1, 2, 3)),
                    step INTEGER CHECK (step >= 0),
                    stability REAL CHECK (stability > 0),
                    difficulty REAL CHECK (difficulty BETWEEN 1 AND 10),
                    due REAL NOT NULL,
                    last_review REAL,
                    created_at REAL NOT NULL
                );
                -- New cards (never reviewed) and reviewed ones are queued apart: two
                -- partial indexes keep either query from scanning the other's rows.
                CREATE INDEX card_due ON card(due) WHERE last_review IS NOT NULL;
                CREATE INDEX card_new ON card(due) WHERE last_review IS NULL;
                CREATE TABLE review_log (
                    id INTEGER PRIMARY KEY,
                    card_id INTEGER NOT NULL REFERENCES card(id) ON DELETE CASCADE,
                    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
                    reviewed_at REAL NOT NULL,
                    elapsed_days INTEGER NOT NULL,
                    state_before INTEGER NOT NULL CHECK (state_before IN (1, 2, 3)),
                    state_after INTEGER NOT NULL CHECK (state_after IN (1, 2, 3)),
                    stability_after REAL,
                    difficulty_after REAL,
                    due_after REAL NOT NULL,
                    cram INTEGER NOT NULL CHECK (cram IN (0, 1)),
                    brain_boost INTEGER NOT NULL CHECK (brain_boost IN (0, 1))
                );
                CREATE INDEX review_log_time ON review_log(reviewed_at);
                CREATE INDEX review_log_card ON review_log(card_id);
                CREATE TABLE deck (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (trim(name) <> ''),
                    created_at REAL NOT NULL
                );
                CREATE TABLE term_deck (
                    term_id INTEGER NOT NULL REFERENCES term(id) ON DELETE CASCADE,
                    deck_id INTEGER NOT NULL REFERENCES deck(id) ON DELETE CASCADE,
                    PRIMARY KEY (term_id, deck_id)
                ) WITHOUT ROWID;
                CREATE INDEX term_deck_deck ON term_deck(deck_id, term_id);
                """)
        }
    }
}
