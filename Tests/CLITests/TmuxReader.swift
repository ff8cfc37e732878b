import Foundation

/// The one harness for interactive tests (`reader open`, `reader review`): a
/// private tmux server (its own socket, no config), driven with send-keys and
/// read with capture-pane. The pane runs a plain shell, so what the terminal
/// looks like after the reader exits can be checked too.
final class TmuxReader {
    static let tmux: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static var available: Bool { tmux != nil }

    let cli: ReaderCLI
    let socket = "reader-test-\(UUID().uuidString.prefix(8))"
    let text: String

    /// Starts a 80x24 pane with a shell; `content` goes in a file for `open`, with
    /// a store seeded with the 2,000 most frequent lemmas (`seeded`).
    init(content: String = "", seeded: Bool = true, columns: Int = 80, rows: Int = 24) throws {
        cli = try ReaderCLI()
        text = try cli.file("story.txt", content)
        if seeded {
            let result = try cli.run(["init", "--top", "2000"])
            guard result.status == 0 else { throw Failure("init failed: \(result.stderr)") }
        }
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "main",
                  "env -i PATH=/usr/bin:/bin HOME=\(cli.folder.path) TERM=screen SWIFT_BACKTRACE=enable=no PS1='$ ' bash --norc --noprofile"])
        try waitFor { $0.contains("$") }
    }

    deinit { _ = try? tmux(["kill-server"]) }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs a command line in the pane's shell.
    func type(_ line: String) throws {
        try tmux(["send-keys", "-t", "main", "-l", line])
        try tmux(["send-keys", "-t", "main", "Enter"])
    }

    /// Opens the story in the reader and waits for its first frame; `then` runs
    /// in the shell after the reader (`echo EX""IT=$?`: the typed line must not
    /// hold what its output is waited for by), `environment` before it.
    func open(environment: String = "", then: String? = nil, timeout: TimeInterval = 10) throws {
        try reader("open \(text)", environment: environment, then: then)
        try waitFor(timeout: timeout) { $0.contains("? help") }
    }

    /// Types `reader ARGUMENTS --db STORE` in the shell (the arguments as shell words).
    func reader(_ arguments: String, environment: String = "", then: String? = nil) throws {
        guard let binary = ReaderCLI.binary else { throw Failure("the reader binary is not built next to the test bundle") }
        try type(environment + "\(binary.path) \(arguments) --db \(cli.db)" + (then.map { "; " + $0 } ?? ""))
    }

    /// What the screen shows besides text: `[alternate screen, cursor shown, mouse reporting]` as tmux knows them.
    func screenModes() throws -> [Bool] {
        try tmux(["display-message", "-p", "-t", "main", "#{alternate_on} #{cursor_flag} #{mouse_any_flag}"])
            .split(whereSeparator: \.isWhitespace).map { $0 == "1" }
    }

    /// Quits the reader and waits for the shell (keys typed before it has exited would go to the reader).
    func quit() throws {
        try press("q")
        try waitFor { !$0.contains("? help") }
    }

    /// Presses keys by tmux name (`l`, `Enter`, `Escape`, `C-c`).
    func press(_ keys: String...) throws {
        for key in keys { try tmux(["send-keys", "-t", "main", key]) }
    }

    /// The screen as text, or with escape sequences.
    func screen(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", "main"] + (escapes ? ["-e"] : []))
    }

    /// Lines of the screen, trailing blanks dropped.
    func lines() throws -> [String] {
        try screen().split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
    }

    /// Polls the screen until `condition` holds (10 s at most, unless told).
    @discardableResult
    func waitFor(escapes: Bool = false, timeout: TimeInterval = 10, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen(escapes: escapes)
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure("timed out; the screen was:\n\(last)")
    }

    /// After the reader exits: the terminal modes the shell finds (`stty -a`).
    func terminalModes() throws -> [String] {
        let path = cli.folder.appendingPathComponent("stty-\(UUID().uuidString).txt").path
        try type("stty -a > \(path).part && mv \(path).part \(path)")
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: path) {
            guard Date() < deadline else { throw Failure("stty did not run; the screen was:\n\(try screen())") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
            .map(String.init)
    }

    /// The reader's process id (the child of the pane's shell).
    func readerPID() throws -> Int32 {
        let shell = try tmux(["list-panes", "-t", "main", "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        guard let pid = children.split(separator: " ").first.flatMap({ Int32($0) }) else { throw Failure("no reader process") }
        return pid
    }

    /// Runs tmux through the shell (`system`): Foundation's Process waits for an
    /// inherited descriptor that the daemonised tmux server keeps open, and never returns.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let output = cli.folder.appendingPathComponent("tmux-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let quoted = ([Self.tmux!, "-L", socket] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let status = system(quoted.joined(separator: " ") + " > '\(output)' 2>/dev/null < /dev/null")
        guard status == 0 else { throw Failure("tmux \(arguments.joined(separator: " ")) failed (\(status))") }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }
}
