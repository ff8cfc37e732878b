import Foundation
import GRDB
import ReaderCore

/// The learner's vocabulary: word lemmas and phrases with a status, surface
/// form overrides, captures and settings, in one SQLite file (WAL, so readers
/// never block the writer and several `reader` processes can share it).
///
/// Open it with `init(path:access:)`; tests and embedders can hand in any GRDB
/// writer (an in-memory `DatabaseQueue`) with `init(database:)`. Either way the
/// schema is migrated (or checked, when read-only) before the store is returned.
///
/// ## Topics
/// - Reading: ``snapshot()``, ``entries(status:)``, ``captures(of:)``, ``level``
/// - Writing: ``setStatus(_:of:origin:)``, ``setStatus(_:ofForm:lemma:)``, ``capture(_:)``, ``seed(_:status:)``
/// - Import/export: ``importRecords(_:batchSize:progress:)``, ``backup()``, ``merge(_:batchSize:progress:)``
public final class VocabularyStore: Sendable {
    public enum Access: Sendable {
        /// Create the store if missing, migrate it, allow writes.
        case readWrite
        /// Never write: a missing store reads as empty, writes throw `StoreError.readOnly`.
        case readOnly
    }

    /// How long a writer waits for another process's transaction before giving up.
    public static let defaultBusyTimeout: TimeInterval = 5

    public let path: String
    public let isReadOnly: Bool
    /// Reads go here, and writes unless `deferredWriter` is set.
    let database: any DatabaseWriter
    let deferredWriter: DeferredWriter?

    /// Opens (creating if needed) the store at `path`. A file that is not an
    /// SQLite database, or belongs to another program, is refused and left untouched.
    /// `integrityCheck` says when a writable store checks the whole file.
    public convenience init(path: String, access: Access = .readWrite,
                            busyTimeout: TimeInterval = VocabularyStore.defaultBusyTimeout,
                            integrityCheck: IntegrityCheck = .beforeOpening) throws {
        let opened = try StoreOpener(path: path, busyTimeout: busyTimeout).open(access, integrityCheck: integrityCheck)
        try self.init(database: opened.database, path: path, readOnly: opened.readOnly, deferredWriter: opened.deferredWriter)
    }

    /// Wraps an existing GRDB database (e.g. an in-memory `DatabaseQueue`) and migrates it.
    public convenience init(database: any DatabaseWriter, path: String = ":memory:", readOnly: Bool = false) throws {
        try self.init(database: database, path: path, readOnly: readOnly, deferredWriter: nil)
    }

    private init(database: any DatabaseWriter, path: String, readOnly: Bool, deferredWriter: DeferredWriter?) throws {
        self.database = database
        self.path = path
        self.isReadOnly = readOnly
        self.deferredWriter = deferredWriter
        try checkAndMigrate()
    }

    /// An empty store in memory (tests, one-off scoring without a learner).
    public static func inMemory() throws -> VocabularyStore {
        try VocabularyStore(database: DatabaseQueue())
    }

    /// Refuses foreign and newer stores, then brings the schema up to date.
    private func checkAndMigrate() throws {
        let migrator = VocabularyMigrations.migrator
        try read { try VocabularyMigrations.verify($0, path: path) }
        if isReadOnly { return }
        // Up to date: no write transaction (with a deferred writer it would wait for the check).
        if try read({ try migrator.hasCompletedMigrations($0) }) { return }
        // Processes opening a new store together race to migrate it: the loser's
        // CREATE TABLE fails, and a retry finds the migrations already done.
        var attempt = 1
        while true {
            do {
                return try mapErrors { try migrator.migrate(try writer()) }
            } catch {
                if try read({ try migrator.hasCompletedMigrations($0) }) { return }
                if attempt == 3 { throw error }
                attempt += 1
            }
        }
    }

    // MARK: - Access helpers

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try mapErrors { try database.read(body) }
    }

    func write<T>(_ body: (Database) throws -> T) throws -> T {
        guard !isReadOnly else { throw StoreError.readOnly(path: path) }
        return try mapErrors { try writer().write(body) }
    }

    /// Throws `StoreError.corrupt` when a deferred integrity check failed.
    private func writer() throws -> any DatabaseWriter {
        try deferredWriter?.writer() ?? database
    }

    /// Turns SQLite errors, and rows the records cannot read, into
    /// `StoreError`s that name this store.
    func mapErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        } catch let error as UnknownStoredName {
            throw StoreError.unreadable(path: path, reason: error.reason)
        } catch is RowDecodingError {
            throw StoreError.unreadable(path: path, reason: "a column is empty or holds a value of the wrong type")
        }
    }
}

extension StoreError {
    init(_ error: DatabaseError, path: String) {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: path)
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: self = .corrupt(path: path)
        case .SQLITE_READONLY, .SQLITE_PERM: self = .readOnly(path: path)
        case .SQLITE_FULL: self = .io(path: path, reason: "disk full")
        default: self = .io(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }
}
