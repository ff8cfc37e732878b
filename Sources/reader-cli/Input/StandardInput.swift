import Foundation

/// Whether the process was started with stdin closed (`<&-`). Checked once at
/// start, before anything opens a file: the next open would otherwise get
/// descriptor 0 and be read as the input. Descriptor 0 is then held on
/// /dev/null, and every command that reads stdin refuses it with one line
/// (exit 66) rather than reading nothing or something else.
enum StandardInput {
    nonisolated(unsafe) private static var wasClosed = false

    /// Called first thing in `main`.
    static func noteIfClosed() {
        guard fcntl(STDIN_FILENO, F_GETFD) == -1, errno == EBADF else { return }
        wasClosed = true
        let placeholder = open("/dev/null", O_RDONLY)
        if placeholder > STDIN_FILENO { close(placeholder) }
    }

    static func requireOpen() throws {
        if wasClosed { throw CLIError.stdinClosed }
    }
}
