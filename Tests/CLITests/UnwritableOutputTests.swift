import Foundation
import Testing

/// Issue 28 item 2: stdout or stderr that cannot be written (full, closed).
/// Foundation's write trapped (SIGILL, exit 132) when an error could not be
/// printed, and some commands exited 0 when their output went nowhere.
@Suite("CLI: unwritable stdout and stderr (issue 28, item 2)")
struct UnwritableOutputTests {
    /// `reader arguments` with its streams redirected by `redirection`, and the exit code on stdout.
    private func status(_ cli: ReaderCLI, _ arguments: String, _ redirection: String) throws -> ReaderCLI.Result {
        try HostileInputCLITests.shell(cli, "$R \(arguments) \(redirection); echo \"exit=$?\"")
    }

    /// An error that cannot be printed still ends with its own exit code.
    @Test("errorsIntoAnUnwritableStderrKeepTheirExitCode", arguments: [
        ("nosuchcommand", "2>/dev/full", 64),
        ("define xyzzy", "2>/dev/full", 65),
        ("read missing.txt", "2>/dev/full", 66),
        ("score missing.txt", "2>&-", 66),
        ("lemma went", ">&- 2>&-", 74),
        ("lemma went", ">/dev/full 2>/dev/full", 74),
        ("mark run --known --db /nonexistent/folder/v.sqlite", "2>&-", 73),
        ("read --level Z9 t.txt", "2>/dev/full", 64),
    ])
    func errorsIntoAnUnwritableStderrKeepTheirExitCode(arguments: String, redirection: String, expected: Int) throws {
        let cli = try ReaderCLI()
        try cli.file("t.txt", "Hello there.\n")
        let run = try status(cli, arguments, redirection)
        #expect(run.stdout == "exit=\(expected)\n")
    }

    /// Output that cannot be written is exit 74 with a message, for every command
    /// (these printed with `print`, which ignores write errors, and exited 0).
    @Test("stdoutIntoAFullDeviceIsExit74", arguments: [
        "--version", "version", "help", "help read", "--help", "--generate-completion-script bash",
        "config get theme", "config list", "config set theme light", "lemma went",
    ])
    func stdoutIntoAFullDeviceIsExit74(arguments: String) throws {
        let cli = try ReaderCLI()
        let run = try status(cli, arguments, ">/dev/full")
        #expect(run.stdout == "exit=74\n")
        #expect(run.stderr == "reader: cannot write output: No space left on device\n")
    }

    /// A closed stdout: the store opened next must not take descriptor 1 and
    /// receive the output; the command fails (its change, made before the
    /// output, is kept) and the store stays readable.
    @Test func closedStdoutNeverWritesIntoTheStore() throws {
        let cli = try ReaderCLI()
        #expect(try cli.run(["mark", "run", "--known"]).status == 0)
        let run = try status(cli, "list", ">&-")
        #expect(run.stdout == "exit=74\n")
        #expect(run.stderr == "reader: cannot write output: Bad file descriptor\n")
        #expect(try cli.listed() == ["run": "known"])
        #expect(try status(cli, "mark walk --known", ">&- 2>&-").stdout == "exit=74\n")
        #expect(try cli.listed() == ["run": "known", "walk": "known"])
    }
}
