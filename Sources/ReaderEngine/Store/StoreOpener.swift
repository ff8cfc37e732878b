import Foundation
import GRDB

/// Opens the store file the safe way: looks at the file before SQLite does, so
/// a file that is not a database is refused and never written to, and picks a
/// read-only connection when the file cannot be written.
struct StoreOpener {
    let path: String
    let busyTimeout: TimeInterval

    private static let sqliteHeader = Array("SQLite format 3\0".utf8)

    func open(_ access: VocabularyStore.Access) throws -> (database: any DatabaseWriter, readOnly: Bool) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = manager.fileExists(atPath: path, isDirectory: &isDirectory)
        if isDirectory.boolValue { throw StoreError.cannotCreate(path: path, reason: "it is a directory") }
        let isEmpty = !exists || (try? manager.attributesOfItem(atPath: path)[.size] as? Int) == 0
        if exists && !isEmpty { try checkHeader() }

        var configuration = Configuration()
        configuration.busyMode = Self.busyMode(timeout: busyTimeout)
        configuration.label = "reader.vocabulary"

        switch access {
        case .readOnly:
            if isEmpty {
                // Nothing saved yet: read as an empty store, create nothing on disk.
                let memory = try DatabaseQueue(configuration: configuration)
                try VocabularyMigrations.migrator.migrate(memory)
                return (memory, true)
            }
            configuration.readonly = true
            return (try openReadOnly(configuration), true)
        case .readWrite:
            let folder = (path as NSString).deletingLastPathComponent
            if !exists {
                do {
                    try manager.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
                } catch {
                    throw StoreError.cannotCreate(path: path, reason: Self.reason(error))
                }
                if Foundation.access(folder.isEmpty ? "." : folder, W_OK) != 0 {
                    throw StoreError.cannotCreate(path: path, reason: "folder \(folder) is not writable")
                }
            } else if Foundation.access(path, W_OK) != 0 || Foundation.access(folder.isEmpty ? "." : folder, W_OK) != 0 {
                // WAL needs to write the file and create -wal/-shm next to it.
                throw StoreError.readOnly(path: path)
            }
            if exists && !isEmpty { try preflight(configuration) }
            return (try connect { try DatabasePool(path: path, configuration: configuration) }, false)
        }
    }

    /// A read-only connection to a WAL store needs its `-shm` file; when the
    /// folder or file cannot be written, SQLite cannot create it, so the store
    /// is opened as immutable (nobody can be writing it through this account).
    private func openReadOnly(_ configuration: Configuration) throws -> any DatabaseWriter {
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.read { _ = try Int.fetchOne($0, sql: "SELECT count(*) FROM sqlite_master") }
            return queue
        } catch let error as DatabaseError where [.SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode) {
            let folder = (path as NSString).deletingLastPathComponent
            guard Foundation.access(path, W_OK) != 0 || Foundation.access(folder.isEmpty ? "." : folder, W_OK) != 0,
                  let encoded = URL(fileURLWithPath: path).path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
            else { throw StoreError(error, path: path) }
            return try connect { try DatabaseQueue(path: "file:\(encoded)?immutable=1", configuration: configuration) }
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        }
    }

    /// Checks the file through a read-only connection first: opening the pool
    /// would already switch another program's database to WAL.
    private func preflight(_ configuration: Configuration) throws {
        var readOnly = configuration
        readOnly.readonly = true
        let queue = try connect { try DatabaseQueue(path: path, configuration: readOnly) }
        do {
            try queue.read { db in
                try StoreIntegrity.check(db, path: path)
                try VocabularyMigrations.verify(db, path: path)
            }
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        }
    }

    private func connect(_ body: () throws -> any DatabaseWriter) throws -> any DatabaseWriter {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        }
    }

    /// A non-empty file must start with SQLite's magic string.
    private func checkHeader() throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw StoreError.io(path: path, reason: "cannot open for reading (permission denied?)")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: Self.sqliteHeader.count)).map { [UInt8]($0) } ?? []
        if header != Self.sqliteHeader { throw StoreError.corrupt(path: path) }
    }

    /// Polls every 2 ms until `timeout`. SQLite's own busy handler backs off
    /// to 100 ms sleeps, so a waiting `mark` could miss every short gap
    /// between an import's batches and starve; short polls catch those gaps.
    static func busyMode(timeout: TimeInterval) -> Database.BusyMode {
        let interval: UInt32 = 2_000
        let maximumTries = Int(timeout * 1_000_000) / Int(interval)
        return .callback { tries in
            guard tries < maximumTries else { return false }
            usleep(interval)
            return true
        }
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
