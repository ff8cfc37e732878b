import ArgumentParser
import Foundation
import ReaderEngine

/// Sysexits codes (see SPEC "Commands").
enum ExitStatus: Int32 {
    case usage = 64
    case dataError = 65
    case noInput = 66
    /// A program or data the command needs is missing (an audio player, eSpeak's voices).
    case unavailable = 69
    /// An error no `Reporting/` file words (`UnexpectedError`): a defect to report.
    case software = 70
    case cannotCreate = 73
    case ioError = 74
    case temporaryFailure = 75
    /// This user may not do it (a port below 1024 for `serve`).
    case permission = 77
}

extension ExitStatus {
    /// The exit code of an engine error of `kind` (`EngineError`): the command line's one mapping.
    init(_ kind: ErrorKind) {
        switch kind {
        case .usage, .notFound: self = .usage
        case .badInput, .unreadableInput, .damaged: self = .dataError
        case .conflict, .busy: self = .temporaryFailure
        case .cannotWrite: self = .cannotCreate
        case .io: self = .ioError
        }
    }
}

/// An error the CLI can report as one line plus an exit code. Library error
/// types conform in `Reporting/`, keeping wording apart from the error data;
/// an engine error (`EngineError`) is its description and the code of its kind.
protocol ReportableError: Error {
    var message: String { get }
    var exitStatus: ExitStatus { get }
}

extension ReportableError where Self: EngineError {
    var message: String { description }
    var exitStatus: ExitStatus { ExitStatus(kind) }
}

/// The one place that prints errors: `reader: <message>` and an exit code.
enum ErrorReporting {
    static func exit(with error: Error) -> Never {
        if let error = error as? ReportableError {
            StandardStreams.writeError("reader: \(ControlCharacterEscaping.singleLine(error.message))\n")
            Foundation.exit(error.exitStatus.rawValue)
        }
        // Help, --version and argument errors: ArgumentParser's own wording, usage exit code.
        let code = Reader.exitCode(for: error)
        if code == .failure {
            // Neither ours nor ArgumentParser's (which would print Foundation's or Swift's text as it is).
            exit(with: UnexpectedError(error))
        }
        let text = Reader.fullMessage(for: error)
        if code == .success {
            do {
                try StandardStreams.writeOutput(text + "\n")
            } catch {
                exit(with: error)
            }
            Foundation.exit(0)
        }
        StandardStreams.writeError("reader: \(ControlCharacterEscaping.singleLine(oneLine(Reader.message(for: error)))) (see 'reader help')\n")
        Foundation.exit(code == .validationFailure ? ExitStatus.usage.rawValue : code.rawValue)
    }

    /// ArgumentParser's message on one line: its first line, plus the list of
    /// valid values it puts on the lines below ("  - A1"), so an error always
    /// names what would have been accepted.
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n")
        guard let first = lines.first else { return "invalid arguments" }
        let values = lines.dropFirst().prefix { $0.hasPrefix("  - ") }.map { $0.dropFirst(4) }
        return values.isEmpty ? String(first) : first + " " + values.joined(separator: ", ")
    }
}
