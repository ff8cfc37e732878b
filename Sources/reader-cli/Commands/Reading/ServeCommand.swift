import ArgumentParser
import Foundation
import ReaderEngine
import ReaderServer

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Read in the browser: a local web reader over the texts of your folders, on this computer only.",
        discussion: """
        Serves http://127.0.0.1:PORT/ (loopback only): the library of the folders' texts (every format the CLI \
        reads, with level, known share, New words and progress) and each text page by page, highlighted as \
        'read --format html' does. Click a word for its card, shift-click (or long-press) for its phrase; capture \
        with an editable sentence, mark, finish a page and undo with buttons or the keys of 'reader open'. \
        Changes go to the same store as every command. Review (the cards of 'reader review') and Stats (the \
        figures of 'reader stats' as charts) have their pages; a pasted or uploaded text is kept in texts/ beside \
        the store. The Capture page makes a bookmarklet that highlights and captures words on any web page of a \
        site you allow there, and serves a userscript (Violentmonkey, Tampermonkey) that does it on any site. Ctrl-C stops it (a write under way finishes first). Every change needs the token \
        the served pages carry, so other websites cannot write to the store.

        Examples:
          reader serve ~/books
          reader serve ~/books ~/articles --port 9000 --open
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var native: NativeOption

    @Argument(help: ArgumentHelp("Folders whose texts make the library (default: the current folder).", valueName: "library-dir"))
    var folders: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Port on 127.0.0.1.", valueName: "n"))
    var port: Int = ServerSettings.defaultPort

    @Flag(help: "Open the library in the browser (xdg-open) once the server listens.")
    var open = false

    func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError("--port must be 1-65535") }
    }

    func run() throws {
        let folders = self.folders.isEmpty ? ["."] : self.folders
        for folder in folders where FileKind(path: folder) != .directory {
            throw FileKind(path: folder).map { CLIError.unreadableInput(path: folder, reason: "it is \($0.description), not a folder") }
                ?? CLIError.missingInput(path: folder)
        }
        // A bad READER_NOW is refused here as by every other command, not replaced by the system clock later.
        let startedAt = try Clock.now()
        let data = try global.languageData()
        let resolved = try global.settings()
        // Statuses reach through word families as the `family` setting says, as in `read` and `score`.
        let settings = ServerSettings(folders: folders, port: port, families: resolved.families(data),
                                      native: try native.nativeDictionary(location: data.location, settings: resolved),
                                      version: ReaderVersion.number) { folder in
            FolderListing(directory: folder, recursive: true)?.files.map(\.path) ?? []
        }
        let server = try ReaderServer(settings: settings, store: try global.openStore(settings: resolved), data: data,
                                      now: { (try? Clock.now()) ?? startedAt }, timeZone: Clock.timeZone)
        let outcome = ServeOutcome()
        let open = self.open
        Task {
            do {
                try await server.run {
                    try? StandardStreams.writeOutput("reader: serving \(server.address) (Ctrl-C stops)\n")
                    if open { Self.openBrowser(server.address) }
                }
            } catch {
                outcome.failure = error
            }
            outcome.done.signal()
        }
        outcome.done.wait()
        if let failure = outcome.failure { throw ServeError(port: port, underlying: failure) }
        try StandardStreams.writeOutput("reader: stopped\n")
    }

    private static func openBrowser(_ address: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", address]
        do {
            try process.run()
        } catch {
            StandardStreams.writeError("reader: could not start a browser (xdg-open): open \(address) yourself\n")
        }
    }
}

/// The server task's end, handed to the waiting command.
private final class ServeOutcome: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    /// Written by the task before `done` is signalled, read after.
    var failure: Error?
}

/// The server could not start or stopped on an error: the port taken (75: try again or another
/// port), a port this user may not use (77), else an I/O error (74), in our words: NIO's text
/// ("bind(descriptor:ptr:bytes:): Permission denied) (errno: 13)") gives only its errno.
struct ServeError: ReportableError {
    let port: Int
    let underlying: Error

    /// The errno NIO puts in its error's text, if any.
    private var code: Int32? {
        let text = String(describing: underlying)
        guard let range = text.range(of: "(errno: ") else { return nil }
        return Int32(text[range.upperBound...].prefix { $0.isNumber })
    }

    var message: String {
        switch code {
        case EADDRINUSE: "serve: port \(port) is in use (choose another with --port)"
        case EACCES, EPERM:
            "serve: this user may not listen on port \(port)\(port < 1024 ? " (ports below 1024 need privileges)" : ""); "
                + "choose another with --port (the default is \(ServerSettings.defaultPort))"
        case let code?: "serve: cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(code)))"
        case nil: "serve: the server stopped on an error (\(UnexpectedError.reason(underlying)))"
        }
    }

    var exitStatus: ExitStatus {
        switch code {
        case EADDRINUSE: .temporaryFailure
        case EACCES, EPERM: .permission
        default: .ioError
        }
    }
}
