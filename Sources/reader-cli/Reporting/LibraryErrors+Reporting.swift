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

extension TaggerTrainingError: ReportableError {
    var message: String { "training data: \(description)" }
    var exitStatus: ExitStatus { .dataError }
}

extension LemmaDataError: ReportableError {
    var message: String { description }
    var exitStatus: ExitStatus { .dataError }
}

extension ClosedClassDataError: ReportableError {
    var message: String { description }
    var exitStatus: ExitStatus { .dataError }
}

/// A `native` language the learner named that the installed data lacks: a usage error that lists what is installed.
extension NativeLanguageError: ReportableError {}
