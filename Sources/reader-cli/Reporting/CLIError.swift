/// Errors the CLI itself raises about its input and output.
enum CLIError: ReportableError {
    case missingInput(path: String)
    case inputIsDirectory(path: String)
    case unreadableInput(path: String, reason: String)
    case binaryInput(path: String)
    case stdinClosed
    case notARegularFile(path: String, command: String)
    case outputFailed(reason: String)
    case cannotCreate(path: String, reason: String)
    /// An output path holding a device, FIFO, socket, folder or link (`OutputFile`): never replaced.
    case outputNotRegularFile(path: String, content: String)
    case usage(String)

    var message: String {
        switch self {
        case .missingInput(let path): "\(path): no such file"
        case .inputIsDirectory(let path): "\(path): is a directory, not a text file"
        case .unreadableInput(let path, let reason): "\(path): cannot read: \(reason)"
        case .binaryInput(let path): "\(path): looks like a binary file (contains NUL bytes), not text"
        case .stdinClosed: "<stdin>: standard input is closed: name a file, or give the text on stdin"
        case .notARegularFile(let path, let command):
            "\(path): not a regular file (a pipe or device may never end); \(command) needs a file: save the text first, or use 'reader read'"
        case .outputFailed(let reason): "cannot write output: \(reason)"
        case .cannotCreate(let path, let reason): "\(path): cannot create: \(reason)"
        case .outputNotRegularFile(let path, let content): "\(path): exists and is not a regular file; not replaced by \(content)"
        case .usage(let message): message
        }
    }

    var exitStatus: ExitStatus {
        switch self {
        case .missingInput, .inputIsDirectory, .unreadableInput, .stdinClosed: .noInput
        case .binaryInput, .notARegularFile: .dataError
        case .outputFailed: .ioError
        case .cannotCreate, .outputNotRegularFile: .cannotCreate
        case .usage: .usage
        }
    }
}
