import ReaderCore

/// What can go wrong reading or writing an Anki package. The CLI reports
/// `malformed` and `unsupported` as bad input data (65), `io` as an I/O error (74).
public enum AnkiPackageError: Error, Equatable, CustomStringConvertible {
    /// Not a package Anki wrote, or one crafted to harm: a bad zip, an entry
    /// outside the archive's folder, a size past the limits, a damaged collection.
    case malformed(String)
    /// A real package in a form this reader cannot read.
    case unsupported(String)
    case io(String)

    public var description: String {
        switch self {
        case .malformed(let reason): "not a usable Anki package: \(reason)"
        case .unsupported(let reason): "unsupported Anki package: \(reason)"
        case .io(let reason): "Anki package: \(reason)"
        }
    }
}

extension AnkiPackageError: EngineError {
    public var kind: ErrorKind {
        switch self {
        case .malformed, .unsupported: .unreadableInput
        case .io: .io
        }
    }
}
