import ReaderEngine

/// The reader's undo history: each entry is the (term, previous status) pairs
/// of one change (a mark, a capture, a finish), newest last. Undo writes the
/// previous statuses back through the store's marking API; a term the store
/// did not have goes back to New (a word then reads exactly as before).
public struct SessionUndo: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var changes: [TermChange]

        /// The changes that put every term back: grouped by the status to restore.
        public var restoring: [(status: WordStatus, terms: [Term])] {
            var groups: [(status: WordStatus, terms: [Term])] = []
            for change in changes where change.from != change.to {
                let status = change.from ?? .new
                if let index = groups.firstIndex(where: { $0.status == status }) {
                    groups[index].terms.append(change.term)
                } else {
                    groups.append((status, [change.term]))
                }
            }
            return groups
        }

        public static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.changes == rhs.changes }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    mutating func push(_ changes: [TermChange]) {
        guard changes.contains(where: { $0.from != $0.to }) else { return }
        entries.append(Entry(changes: changes))
    }

    mutating func pop() -> Entry? { entries.popLast() }
}
