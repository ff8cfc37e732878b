import GRDB

/// Statuses are stored as their raw names ("known"); the table's CHECK
/// constraint rejects anything else.
extension WordStatus: DatabaseValueConvertible {}
