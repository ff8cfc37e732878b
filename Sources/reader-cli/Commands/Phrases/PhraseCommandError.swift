/// Errors of the phrase commands themselves.
enum PhraseCommandError: ReportableError {
    case cannotCreate(path: String)

    var message: String {
        switch self {
        case .cannotCreate(let path): "\(path): cannot create the model file"
        }
    }

    var exitStatus: ExitStatus {
        switch self {
        case .cannotCreate: .cannotCreate
        }
    }
}
