import ReaderEngine

/// Exit codes of store problems (documented in README "Exit codes"):
/// 65 for a store file that is not a usable reader store (not SQLite, damaged,
/// another program's, newer schema, values reader does not write), a
/// malformed import or a text holding a NUL; 73 when the store
/// cannot be written or created (or its path is a device or FIFO); 74 for other I/O failures; 75 when another
/// process kept it locked past the busy timeout; 64 for a term with no words.
extension StoreError: ReportableError {
    var message: String { description }

    var exitStatus: ExitStatus {
        switch self {
        case .corrupt, .foreignDatabase, .newerSchema, .malformedImport, .unreadable, .unstorableText: .dataError
        case .readOnly, .cannotCreate, .notARegularFile: .cannotCreate
        case .io: .ioError
        case .busy: .temporaryFailure
        case .invalidTerm, .invalidDeck, .unknownDeck: .usage
        case .missingCard: .temporaryFailure
        }
    }
}

/// A capture target that is not in the input: bad input data (65).
extension CaptureError: ReportableError {
    var message: String { description }
    var exitStatus: ExitStatus { .dataError }
}

/// `--db ''`: a usage error, never the default store.
extension StoreLocation.EmptyPathError: ReportableError {
    var message: String { "--db needs a path (got an empty string; is a shell variable unset?)" }
    var exitStatus: ExitStatus { .usage }
}
