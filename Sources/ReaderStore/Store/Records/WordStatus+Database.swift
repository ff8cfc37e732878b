import GRDB
import ReaderCore

/// Statuses are stored as their names ("known") and bound as arguments, never
/// spelt in SQL. Reading goes through `StoredName.decode`, so a name the
/// table should not hold is an error rather than a silent `.new`.
extension WordStatus: DatabaseValueConvertible, StoredName {}
