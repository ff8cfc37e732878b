import Foundation

/// Shows long output through the pager (`SettingsResolver.pager`: `READER_PAGER`,
/// config `pager`, `PAGER`, else `less -R`), like git.
enum Pager {
    /// Writes `output` through the pager when stdout is a terminal and the
    /// output is longer than the screen, else (or when the pager cannot start)
    /// straight to stdout. `command` nil means never page.
    static func output(_ output: String, command: String?, terminal: TerminalEnvironment) throws {
        if let command, terminal.stdoutIsTerminal, let rows = terminal.rows, lineCount(of: output) >= rows,
           show(output, command: command, environment: terminal.variables) {
            return
        }
        let writer = OutputWriter()
        try writer.write(output)
        try writer.flush()
    }

    /// Lines the output takes on screen (it is already wrapped to the window).
    static func lineCount(of output: String) -> Int {
        output.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    }

    /// Writes `output` into the pager's stdin and waits for the user to quit.
    /// Returns false when the pager could not be started (the caller then
    /// writes to stdout itself).
    ///
    /// Spawned with `posix_spawn` rather than `Process`, which puts the child
    /// in a process group of its own: a pager there cannot read the keyboard.
    private static func show(_ output: String, command: String, environment: [String: String]) -> Bool {
        var environment = environment
        // A pager named without options still has to pass colours through.
        if environment["LESS"] == nil { environment["LESS"] = "R" }
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return false }
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/bin/sh", &actions, nil, arguments, variables)
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            return false
        }
        // Quitting the pager early closes the pipe: that is not an error, and
        // Ctrl-C belongs to the pager while it runs.
        signal(SIGPIPE, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, SIG_DFL) }
        var bytes = Array(output.utf8)
        bytes.withUnsafeMutableBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(writeEnd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    break
                }
                offset += written
            }
        }
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // 126/127: the shell could not run the command; nothing was shown.
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        return !(exited && (code == 126 || code == 127))
    }
}
