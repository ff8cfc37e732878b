import ReaderEngine

/// A package that is not one, is hostile or is of an unknown version: bad input data (65).
extension AnkiPackageError: ReportableError {
    var message: String { description }

    var exitStatus: ExitStatus {
        switch self {
        case .malformed, .unsupported: .dataError
        case .io: .ioError
        }
    }
}
