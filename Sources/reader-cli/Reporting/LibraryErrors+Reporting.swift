import ReaderEngine
import Tokenizer

extension DataError: ReportableError {
    var message: String { description }
    var exitStatus: ExitStatus { .noInput }
}

extension TokenizerError: ReportableError {
    var message: String { description }
    var exitStatus: ExitStatus { .dataError }
}
