import Collocations

extension ExpansionError: ReportableError {
    var message: String { description }
    var exitStatus: ExitStatus { .dataError }
}
