import ReaderEngine
import Tokenizer

extension DataError: ReportableError {
    var message: String { description }
    var exitStatus: ExitStatus {
        if case .malformed = self { return .dataError }
        return .noInput
    }
}

extension TokenizerError: ReportableError {
    var message: String { description }
    var exitStatus: ExitStatus { .dataError }
}
