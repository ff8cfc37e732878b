import Collocations
import ReaderEngine

extension ExpansionError: ReportableError {}

extension PhraseDataError: ReportableError {
    var message: String { description }
    var exitStatus: ExitStatus { .dataError }
}
