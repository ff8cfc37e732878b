/// Problems a scoring run reports once at the end, after its output.
enum ScoringError: ReportableError {
    /// Some inputs could not be scored; `status` is 66 if any could not be read, else 65.
    case skipped(count: Int, total: Int, status: ExitStatus)

    var message: String {
        switch self {
        case .skipped(let count, let total, _):
            "skipped \(count) of \(total) \(total == 1 ? "input" : "inputs") (see the messages above)"
        }
    }

    var exitStatus: ExitStatus {
        switch self {
        case .skipped(_, _, let status): status
        }
    }
}
