import GRDB

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
