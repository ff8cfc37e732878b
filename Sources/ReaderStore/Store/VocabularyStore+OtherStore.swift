import Foundation
import ReaderCore

/// Reading another learner's store (`reader merge OTHER.sqlite`) without touching it.
extension VocabularyStore {
    /// The backup of the store at `path`, read from a copy in a temporary folder, so
    /// the store's own folder is left exactly as it was: even a read-only connection to
    /// a WAL store creates `-wal` and `-shm` files beside it, and `immutable=1` alone
    /// would skip changes still in its `-wal`. Its `-wal` (or a rollback `-journal`)
    /// is copied with it, so SQLite sees the store as its owner last left it.
    /// Errors name `path`, never the copy.
    public static func backup(ofStoreAt path: String) throws -> VocabularyBackup {
        let manager = FileManager.default
        if let kind = FileKind(path: path), kind != .regularFile {
            throw kind == .directory ? StoreError.io(path: path, reason: "it is a folder, not a store")
                                     : StoreError.notARegularFile(path: path, kind: kind)
        }
        let folder = manager.temporaryDirectory.appendingPathComponent("reader-merge-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw StoreError.io(path: path, reason: "cannot make a temporary copy to read (\(error.localizedDescription))")
        }
        defer { try? manager.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("other.sqlite").path
        do {
            try copyContents(of: path, to: copy)
            for suffix in ["-wal", "-journal"] where FileKind(path: path + suffix) == .regularFile {
                try copyContents(of: path + suffix, to: copy + suffix)
            }
            return try VocabularyStore(path: copy, access: .readOnly).backup()
        } catch let error as StoreError {
            throw error.naming(path, insteadOf: copy)
        }
    }

    /// Copies the bytes `source` names (following a symbolic link), 1 MB at a time.
    private static func copyContents(of source: String, to target: String) throws {
        guard let input = FileHandle(forReadingAtPath: source) else {
            throw StoreError.io(path: source, reason: "cannot open for reading (permission denied?)")
        }
        defer { try? input.close() }
        guard FileManager.default.createFile(atPath: target, contents: nil), let output = FileHandle(forWritingAtPath: target) else {
            throw StoreError.io(path: source, reason: "cannot make a temporary copy to read")
        }
        defer { try? output.close() }
        do {
            while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty { try output.write(contentsOf: chunk) }
        } catch {
            throw StoreError.io(path: source, reason: "cannot read (\(error.localizedDescription))")
        }
    }
}

extension StoreError {
    /// The same error about `path` where it named `copy`.
    func naming(_ path: String, insteadOf copy: String) -> StoreError {
        switch self {
        case .corrupt(copy): .corrupt(path: path)
        case .foreignDatabase(copy): .foreignDatabase(path: path)
        case .newerSchema(copy, let unknown): .newerSchema(path: path, unknownMigrations: unknown)
        case .readOnly(copy): .readOnly(path: path)
        case .cannotCreate(copy, let reason): .cannotCreate(path: path, reason: reason)
        case .notARegularFile(copy, let kind): .notARegularFile(path: path, kind: kind)
        case .busy(copy): .busy(path: path)
        case .io(copy, let reason): .io(path: path, reason: reason)
        case .unreadable(copy, let reason): .unreadable(path: path, reason: reason)
        default: self
        }
    }
}
