import ArgumentParser
import Foundation
import ReaderEngine

/// Sysexits codes (see SPEC "Commands").
enum ExitStatus: Int32 {
    case usage = 64
    case dataError = 65
    case noInput = 66
    case cannotCreate = 73
    case ioError = 74
    case temporaryFailure = 75
}

/// An error the CLI can report as one line plus an exit code. Library error
/// types conform in `Reporting/`, keeping wording apart from the error data.
protocol ReportableError: Error {
    var message: String { get }
    var exitStatus: ExitStatus { get }
}

/// The one place that prints errors: `reader: <message>` and an exit code.
enum ErrorReporting {
    static func exit(with error: Error) -> Never {
        if let error = error as? ReportableError {
            FileHandle.standardError.write(Data("reader: \(ControlCharacterEscaping.singleLine(error.message))\n".utf8))
            Foundation.exit(error.exitStatus.rawValue)
        }
        // Help, --version and argument errors: ArgumentParser's own wording, usage exit code.
        let code = Reader.exitCode(for: error)
        let text = Reader.fullMessage(for: error)
        if code == .success {
            print(text)
            Foundation.exit(0)
        }
        let firstLine = Reader.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
        // Argument errors quote the arguments, which may hold escape sequences (an OSC 52 clipboard write).
        FileHandle.standardError.write(Data("reader: \(ControlCharacterEscaping.singleLine(firstLine)) (see 'reader help')\n".utf8))
        Foundation.exit(code == .validationFailure ? ExitStatus.usage.rawValue : code.rawValue)
    }

}
