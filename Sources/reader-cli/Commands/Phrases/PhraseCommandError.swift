/// Errors of the phrase commands themselves.
enum PhraseCommandError: ReportableError {
    case cannotCreate(path: String)
    /// The target exists and is a device, FIFO, symlink or folder: never replaced by a model.
    case notARegularFile(path: String)

    var message: String {
        switch self {
        case .cannotCreate(let path): "\(path): cannot create the model file"
        case .notARegularFile(let path): "\(path): exists and is not a regular file; not replaced by the model"
        }
    }

    var exitStatus: ExitStatus {
        switch self {
        case .cannotCreate, .notARegularFile: .cannotCreate
        }
    }
}
