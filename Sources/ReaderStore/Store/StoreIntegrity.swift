import Dispatch
import GRDB
import ReaderCore

/// A damaged store must never be written: SQLite reads damaged pages lazily,
/// so a write can succeed on a file whose other pages are garbage (and make it
/// worse). Writers check the whole file first; readers find damage as they go.
enum StoreIntegrity {
    /// Throws `StoreError.corrupt` unless `PRAGMA quick_check` (page and
    /// b-tree structure, no index contents: O(size), no sorting) finds the file sound.
    static func check(_ db: Database, path: String) throws {
        let problems = try String.fetchAll(db, sql: "PRAGMA quick_check(1)")
        guard problems == ["ok"] else { throw StoreError.corrupt(path: path) }
    }
}

extension VocabularyStore {
    /// When a writable store checks its whole file (`PRAGMA quick_check`, about
    /// 60 ms of CPU for 100k terms). Either way nothing is written before it passed.
    public enum IntegrityCheck: Sendable {
        /// Before the store is returned: a damaged file is refused at once.
        case beforeOpening
        /// On another thread while the caller reads (through a read-only
        /// connection); the first write waits for it, and only then is the file
        /// opened for writing. For commands that show something before they write
        /// (`review`). A file not yet in WAL mode is still checked first, as
        /// opening it for writing would switch it to WAL.
        case beforeFirstWrite
    }
}

extension VocabularyStore {
    /// Returns once the store passed its whole-file check (at once unless it
    /// was opened with `.beforeFirstWrite`); throws `StoreError.corrupt` when it failed.
    public func awaitIntegrityCheck() throws {
        try deferredWriter?.awaitCheck()
    }
}

/// `PRAGMA quick_check` of a store file running on its own read-only connection
/// and thread, started at once; `wait()` gives its verdict.
final class PendingIntegrityCheck: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once on the check's thread before `group.leave()`, read after `group.wait()`.
    private var failure: (any Error)?

    init(path: String, configuration: Configuration) {
        group.enter()
        DispatchQueue.global().async { [self] in
            defer { group.leave() }
            do {
                let queue = try DatabaseQueue(path: path, configuration: configuration)
                try queue.read { try StoreIntegrity.check($0, path: path) }
            } catch let error as DatabaseError {
                failure = StoreError(error, path: path)
            } catch {
                failure = error
            }
        }
    }

    /// Returns when the file passed; throws `StoreError.corrupt` (or the error
    /// that kept the check from running) when it did not.
    func wait() throws {
        group.wait()
        if let failure { throw failure }
    }
}
