import Foundation

/// One change of a term's status, as `reader show` lists it: when, from which
/// status to which, and what made it (a mark, a capture, a review...).
public struct StatusHistoryEntry: Sendable, Equatable {
    public var at: Date
    /// The status before; `.new` for a term's first change (a term not in the store is New).
    public var from: WordStatus
    public var to: WordStatus
    public var origin: ChangeOrigin

    public init(at: Date, from: WordStatus, to: WordStatus, origin: ChangeOrigin) {
        self.at = at
        self.from = from
        self.to = to
        self.origin = origin
    }
}
