import Foundation

/// What a path names, so an error can say what is there when a regular file
/// was needed ("is a FIFO", not "permission denied" or "not UTF-8 text").
public enum FileKind: Sendable, Equatable {
    case regularFile, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, unknown

    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .unknown
        }
    }

    /// The kind of what `path` names, following symbolic links; nil when
    /// nothing is there (or the path cannot be looked at).
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(mode: info.st_mode)
    }

    /// "a FIFO", "a folder", ... for "PATH is a FIFO, not a regular file".
    public var description: String {
        switch self {
        case .regularFile: "a regular file"
        case .directory: "a folder"
        case .fifo: "a FIFO (named pipe)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .unknown: "not a file reader knows"
        }
    }
}
