import Collocations
import ReaderEngine

extension ExpansionError: ReportableError {
    var message: String { description }
    var exitStatus: ExitStatus { .dataError }
}

extension PhraseDataError: ReportableError {
    var message: String { description }
    var exitStatus: ExitStatus { .dataError }
}
