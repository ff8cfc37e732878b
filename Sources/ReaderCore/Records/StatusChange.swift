/// What marking did to a term.
public enum StatusChange: Sendable, Equatable {
    case added
    case changed(from: WordStatus)
    case unchanged
}
