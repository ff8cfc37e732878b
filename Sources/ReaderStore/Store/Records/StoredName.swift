import GRDB
import ReaderCore

/// An enum stored as its name in a TEXT column (statuses, change origins).
///
/// The tables' CHECK constraints keep other names out, but a store edited by
/// hand or by another program may still hold one: reading it throws (and the
/// store reports `StoreError.unreadable`, naming the column and the value),
/// never falls back to a default.
protocol StoredName: RawRepresentable<String>, CaseIterable, DatabaseValueConvertible {}

extension StoredName {
    static func decode(_ row: Row, _ column: some ColumnExpression, table: String) throws -> Self {
        let name: String = try row.decode(forColumn: column)
        guard let value = Self(rawValue: name) else { throw unknown(name, table: table, column: column.name) }
        return value
    }

    /// The name as raw UTF-8, for the snapshot's column reader. Names are
    /// short, so the `String` made here lives inline (no allocation).
    @inline(__always)
    static func decode(utf8 bytes: UnsafeBufferPointer<UInt8>, table: String, column: String) throws -> Self {
        let name = String(decoding: bytes, as: UTF8.self)
        guard let value = Self(rawValue: name) else { throw unknown(name, table: table, column: column) }
        return value
    }

    private static func unknown(_ name: String, table: String, column: String) -> UnknownStoredName {
        UnknownStoredName(table: table, column: column, value: name, allowed: allCases.map(\.rawValue))
    }
}

/// A stored name no case matches; `VocabularyStore.mapErrors` turns it into
/// `StoreError.unreadable` with the store's path.
struct UnknownStoredName: Error {
    let table: String
    let column: String
    let value: String
    let allowed: [String]

    var reason: String {
        "\(table).\(column) holds '\(value)', not one of \(allowed.joined(separator: ", "))"
    }
}
