import Foundation

/// Shows long output through `$PAGER` (default `less -R`), like git.
enum Pager {
    /// The pager command, or nil when `PAGER` is set but empty (paging turned off).
    static func command(environment: [String: String]) -> String? {
        guard let pager = environment["PAGER"] else { return "less -R" }
        let trimmed = pager.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }

    /// Lines the output takes on screen (it is already wrapped to the window).
    static func lineCount(of output: String) -> Int {
        output.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    }

    /// Writes `output` into the pager's stdin and waits for the user to quit.
    /// Returns false when the pager could not be started (the caller then
    /// writes to stdout itself).
    static func show(_ output: String, command: String, environment: [String: String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = environment
        // A pager named without options still has to pass colours through.
        if environment["LESS"] == nil { environment["LESS"] = "R" }
        process.environment = environment
        let pipe = Pipe()
        process.standardInput = pipe
        // Quitting the pager early closes the pipe: that is not an error, and
        // Ctrl-C belongs to the pager while it runs.
        signal(SIGPIPE, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, SIG_DFL) }
        do {
            try process.run()
        } catch {
            return false
        }
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        var bytes = Array(output.utf8)
        bytes.withUnsafeMutableBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    break
                }
                offset += written
            }
        }
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        // 126/127: the shell could not run the command; nothing was shown.
        return !(process.terminationReason == .exit && [126, 127].contains(process.terminationStatus))
    }
}
