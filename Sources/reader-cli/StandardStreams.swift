import Foundation

/// Stdout and stderr as the process found them, which may be closed, full
/// (`/dev/full`) or a pipe nobody reads. Foundation's `FileHandle.write(_:)`
/// traps on such a failure; these write with write(2) and report it instead.
enum StandardStreams {
    /// Keeps descriptors 1 and 2 taken when the caller closed them (`>&- 2>&-`):
    /// otherwise the next file opened (the store, the language data) would get
    /// that number and output would be written into it. The placeholder is
    /// `/dev/null` opened read-only, so writing to it still fails (EBADF), as
    /// writing to the closed descriptor would.
    static func reserveClosedOutputs() {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDONLY)
            guard placeholder >= 0, placeholder != descriptor else { continue }
            // A closed stdin took the lowest number first.
            dup2(placeholder, descriptor)
            close(placeholder)
        }
    }

    /// Writes `text` to stderr. A message that cannot be written is dropped:
    /// there is nowhere left to report that, and the exit code still tells.
    static func writeError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Writes `text` to stdout now, throwing `CLIError.outputFailed` (exit 74)
    /// when it cannot be written.
    static func writeOutput(_ text: String) throws {
        let writer = OutputWriter()
        try writer.write(text)
        try writer.flush()
    }

    /// Whatever went through the C library's buffers (`print`) reached its
    /// file: flushes them and throws `CLIError.outputFailed` when that fails.
    static func checkBufferedOutput() throws {
        if fflush(nil) != 0 {
            throw CLIError.outputFailed(reason: String(cString: strerror(errno)))
        }
    }
}
