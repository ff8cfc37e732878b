import Foundation
import Testing

/// Issue 46, items 18, 20 and 21: every message is ours, one line, with a sysexits code; none
/// echoes a huge input line or gives advice that does not fit the command.
@Suite("CLI: messages of round 3 (issue 46, items 18, 20 and 21)")
struct MessagesRound3Tests {
    /// Item 20: without a terminal `placement` told the learner to use `reader read`.
    @Test func placementWithoutATerminalPointsToScript() throws {
        let cli = try ReaderCLI()
        let run = try cli.run(["placement", "--seed", "7"])
        #expect(run.status == 64)
        #expect(run.stderr == "reader: placement asks its questions on a terminal (standard input and output); without one, "
                + "give the answers one per line on stdin with 'reader placement --script'\n")
        #expect(!FileManager.default.fileExists(atPath: cli.db))
    }

    /// Item 21: a bad line is quoted to 40 characters with an ellipsis, and a 50 MB one is not held.
    @Test(arguments: [
        ("printf 'y\\n%s\\n' maybe", "line 2: 'maybe'"),
        ("head -c 50000000 /dev/zero | tr '\\0' x", "line 1: '\(String(repeating: "x", count: 40))…'"),
        ("printf 'y\\n\\n%s%s\\n' \"$(printf '%0100d' 0)\" tail", "line 3: '\(String(repeating: "0", count: 40))…'"),
        ("printf '%s\\n' \"$(printf 'n%*s' 1000000 '')\" 'y x'", "line 2: 'y x'"),
    ])
    func aBadAnswerIsQuotedShort(feed: String, quoted: String) throws {
        let cli = try ReaderCLI()
        let run = try HostileInputCLITests.shell(cli, "\(feed) | /usr/bin/time -f 'rss=%M' $R placement --seed 7 --script 2>err; "
                                                 + "echo \"exit=$?\"; grep '^reader: ' err; grep -o 'rss=[0-9]*' err")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(run.stdout)")
        #expect(lines.first == "exit=65")
        #expect(lines.dropFirst().first == "reader: \(quoted) is not an answer (y, yes, n or no); nothing was saved")
        // The language data take about 100 MB (debug build); the line must add nothing like its 50 MB.
        let rss = Int(lines.last?.dropFirst(4) ?? "") ?? .max
        #expect(rss < 140_000, "max RSS \(rss) KB")
        // The answers are read before the store is opened: a refused test leaves none behind.
        #expect(!FileManager.default.fileExists(atPath: cli.db))
    }

    /// Item 18: a folder on stdin of `batch --stdin-jsonl` was "NSCocoaErrorDomain error 256", exit 1.
    @Test func aFolderOnStdinOfStdinJSONLIsNamed() throws {
        let cli = try ReaderCLI()
        let run = try HostileInputCLITests.shell(cli, "$R batch --stdin-jsonl < /tmp; echo \"exit=$?\"")
        #expect(run.stdout == "exit=66\n")
        #expect(run.stderr == "reader: <stdin>: is a directory, not a text file\n")
    }

    /// Item 18: a document `batch` could not extract was reported as Swift's dump of the error value.
    @Test func aDocumentBatchCannotExtractIsOneLineOfOurs() throws {
        let cli = try ReaderCLI()
        let big = try cli.file("big.html", "<html><body><p>" + String(repeating: "word ", count: 5_200_000) + "</p></body></html>\n")
        let run = try cli.run(["batch", big, "--format", "csv"])
        #expect(run.status == 65)
        #expect(run.stderr == "reader: \(big): the file is larger than 24 MB, the most a document is read whole to be extracted "
                + "('--input-format text' streams any size)\nreader: skipped 1 of 1 input (see the messages above)\n")
    }

    /// Item 18: a port this user may not bind was NIO's "bind(descriptor:ptr:bytes:): Permission denied) (errno: 13)", exit 74.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                   "needs root to run as nobody"))
    func aPrivilegedPortIsExit77() throws {
        let cli = try ReaderCLI()
        let run = try HostileInputCLITests.shell(cli, "chmod 777 . && timeout 30 setpriv --reuid=65534 --regid=65534 --clear-groups "
            + "$R serve . --port 80 --db \"$PWD/nobody.sqlite\" </dev/null; echo \"exit=$?\"")
        #expect(run.stdout == "exit=77\n")
        #expect(run.stderr == "reader: serve: this user may not listen on port 80 (ports below 1024 need privileges); "
                + "choose another with --port (the default is 8437)\n")
    }

    /// Item 18: a port in use keeps its own line and code (NIO's text only gives the errno).
    @Test func aPortInUseIsExit75() throws {
        let cli = try ReaderCLI()
        let port = 30_000 + Int(getpid() % 10_000)
        let run = try HostileInputCLITests.shell(cli, "python3 -c 'import socket, time; s = socket.socket(); "
            + "s.bind((\"127.0.0.1\", \(port))); s.listen(); open(\"ready\", \"w\").close(); time.sleep(60)' & holder=$!; "
            + "while [ ! -e ready ]; do sleep 0.1; done; timeout 30 $R serve . --port \(port) </dev/null; echo \"exit=$?\"; kill $holder")
        #expect(run.stdout == "exit=75\n")
        #expect(run.stderr == "reader: serve: port \(port) is in use (choose another with --port)\n")
    }
}
