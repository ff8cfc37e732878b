import Foundation
import GRDB
import ReaderCore

/// Opens the store file the safe way: looks at the file before SQLite does, so
/// a file that is not a database is refused and never written to, and picks a
/// read-only connection when the file cannot be written.
struct StoreOpener {
    /// What `open` hands the store: the connection it reads (and writes)
    /// through, and with `.beforeFirstWrite` the writer it opens later.
    struct Opened {
        var database: any DatabaseWriter
        var readOnly: Bool
        var deferredWriter: DeferredWriter?
    }

    let path: String
    let busyTimeout: TimeInterval

    private static let sqliteHeader = Array("SQLite format 3\0".utf8)

    func open(_ access: VocabularyStore.Access, integrityCheck: VocabularyStore.IntegrityCheck = .beforeOpening) throws -> Opened {
        let manager = FileManager.default
        let kind = FileKind(path: path)
        let exists = kind != nil
        if kind == .directory { throw StoreError.cannotCreate(path: path, reason: "it is a directory") }
        // SQLite would read a device as an empty store, or create `/dev/null-journal` beside it.
        if let kind, kind != .regularFile { throw StoreError.notARegularFile(path: path, kind: kind) }
        let isEmpty = !exists || (try? manager.attributesOfItem(atPath: path)[.size] as? Int) == 0
        let header = exists && !isEmpty ? try checkHeader() : []

        var configuration = Configuration()
        configuration.busyMode = Self.busyMode(timeout: busyTimeout)
        configuration.label = "reader.vocabulary"

        switch access {
        case .readOnly:
            if isEmpty {
                // Nothing saved yet: read as an empty store, create nothing on disk.
                let memory = try DatabaseQueue(configuration: configuration)
                try VocabularyMigrations.migrator.migrate(memory)
                return Opened(database: memory, readOnly: true)
            }
            configuration.readonly = true
            return Opened(database: try openReadOnly(configuration), readOnly: true)
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
            if exists && !isEmpty {
                if integrityCheck == .beforeFirstWrite && Self.isWAL(header) { return try openCheckingAlongside(configuration) }
                try preflight(configuration)
            }
            return Opened(database: try openPool(configuration), readOnly: false)
        }
    }

    /// Reads go through a read-only connection (it never writes the file, not
    /// even a checkpoint when it closes) while the check runs; the pool that
    /// writes is opened by the first write, once the check passed.
    private func openCheckingAlongside(_ configuration: Configuration) throws -> Opened {
        var readOnly = configuration
        readOnly.readonly = true
        let reader = try connect { try DatabaseQueue(path: path, configuration: readOnly) }
        let check = PendingIntegrityCheck(path: path, configuration: readOnly)
        let writer = DeferredWriter(check: check) { try openPool(configuration) }
        return Opened(database: reader, readOnly: false, deferredWriter: writer)
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

    /// Opening the pool switches a new store to WAL, which takes an exclusive
    /// lock from a connection that already reads; SQLite answers BUSY at once
    /// (waiting could deadlock) while another process does the same, so the
    /// open is retried within the busy timeout.
    private func openPool(_ configuration: Configuration) throws -> DatabasePool {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                return try DatabasePool(path: path, configuration: configuration)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                usleep(2_000)
            } catch let error as DatabaseError {
                throw StoreError(error, path: path)
            }
        }
    }

    private func connect<Writer>(_ body: () throws -> Writer) throws -> Writer {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        }
    }

    /// A non-empty file must start with SQLite's magic string. Returns the
    /// header's first 20 bytes (fewer when the file is that short).
    private func checkHeader() throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw StoreError.io(path: path, reason: "cannot open for reading (permission denied?)")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 20)).map { [UInt8]($0) } ?? []
        if !header.starts(with: Self.sqliteHeader) { throw StoreError.corrupt(path: path) }
        return header
    }

    /// Header bytes 18 and 19 (file format write/read version) are 2 in WAL mode.
    private static func isWAL(_ header: [UInt8]) -> Bool {
        header.count >= 20 && header[18] == 2 && header[19] == 2
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

/// The store's writer when its integrity check runs alongside the first reads
/// (`IntegrityCheck.beforeFirstWrite`): opened by the first write, after the check passed.
final class DeferredWriter: @unchecked Sendable {
    private let check: PendingIntegrityCheck
    private let open: () throws -> any DatabaseWriter
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var opened: (any DatabaseWriter)?

    init(check: PendingIntegrityCheck, open: @escaping () throws -> any DatabaseWriter) {
        self.check = check
        self.open = open
    }

    /// Waits for the check; throws `StoreError.corrupt` when the file is damaged.
    func awaitCheck() throws {
        try check.wait()
    }

    /// The writer, once the check passed.
    func writer() throws -> any DatabaseWriter {
        try check.wait()
        return try lock.withLock {
            if let opened { return opened }
            let writer = try open()
            opened = writer
            return writer
        }
    }
}
