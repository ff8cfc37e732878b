/// Where a word's status comes from, as cards and `show` say it (issue 27).
public enum StatusOrigin: Sendable, Equatable {
    /// The learner's own mark, or New for a word never marked.
    case own
    /// A name: not a word for learning (shown, not "ignored": the learner never ignored it).
    case name
    /// Its word family head's status ("known through farm").
    case family(head: String)

    /// The status as a card shows it: "known", "name", "known (through farm)".
    public func describe(_ status: WordStatus) -> String {
        switch self {
        case .own: status.rawValue
        case .name where status == .ignored: "name"
        case .name: status.rawValue
        case .family(let head): "\(status.rawValue) (through \(head))"
        }
    }
}
