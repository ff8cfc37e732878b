import ReaderCore
import ReaderStore

/// A status change written to the store, as both faces show it.
public struct TermChange: Equatable, Sendable {
    public var term: Term
    /// Nil when the term was not in the store.
    public var from: WordStatus?
    public var to: WordStatus

    public init(term: Term, from: WordStatus?, to: WordStatus) {
        self.term = term
        self.from = from
        self.to = to
    }

    public init(term: Term, change: StatusChange, to status: WordStatus) {
        let from: WordStatus? = switch change {
        case .added: nil
        case .changed(let old): old
        case .unchanged: status
        }
        self.init(term: term, from: from, to: status)
    }

    /// The change as the store reports it: added (the term was not there), changed from a status, or unchanged.
    public var change: StatusChange {
        guard let from else { return .added }
        return from == to ? .unchanged : .changed(from: from)
    }
}
