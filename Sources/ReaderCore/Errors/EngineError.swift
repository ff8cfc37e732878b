/// What kind of failure an engine error is, which is all a face needs to answer it: the command line turns a
/// kind into an exit code (`ExitStatus(kind)`), the server into an HTTP status (`ServerError(error)`), each in
/// one place, so the two faces cannot disagree about the same error.
public enum ErrorKind: Sendable, Equatable {
    /// The request itself is wrong (a term with no words, a deck name that cannot be one).
    case usage
    /// The input's content cannot do what was asked (no word at an offset, a text holding a NUL).
    case badInput
    /// An input to read in (an import, a package) is malformed.
    case unreadableInput
    /// The request names something that is not there (a deck).
    case notFound
    /// What the request was about changed under it (a card gone since it was shown, a batch no longer the last).
    case conflict
    /// Another process holds the store: try again.
    case busy
    /// The store or the data cannot be used (damaged, another program's, newer, read-only data).
    case damaged
    /// A file cannot be written or created.
    case cannotWrite
    /// Reading or writing failed for a reason of the system's.
    case io
}

/// An error of the engine, with its one-line description and its kind.
public protocol EngineError: Error, CustomStringConvertible {
    var kind: ErrorKind { get }
}
