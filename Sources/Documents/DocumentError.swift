/// Why a file could not be turned into text (bad input data: exit 65).
public enum DocumentError: Error, Equatable, Sendable {
    /// Not the format it claims or seems to be: what is wrong.
    case malformed(InputFormat, String)
    /// An archive that would expand far beyond its size, or hold too much: refused unread.
    case archiveTooLarge(String)
    /// An archive entry or link that points outside the archive (`../`, an absolute path).
    case unsafePath(String)
    /// A document whose extracted text passes the limit commands hold in memory.
    case textTooLarge(limit: Int)
    /// A page, Markdown or subtitle file larger than a document is read whole to be extracted.
    case fileTooLarge(limit: Int)
}

extension DocumentError: CustomStringConvertible {
    /// What follows "FILE: " in the one line that reports it (the CLI's stderr, the server's page).
    public var description: String {
        switch self {
        case .malformed(let format, let reason): "not a readable \(format.rawValue) file: \(reason)"
        case .archiveTooLarge(let reason): "refused: the archive is too large when unpacked (\(reason))"
        case .unsafePath(let entry): "refused: the archive names a path outside itself ('\(entry)')"
        case .textTooLarge(let limit): "the text is larger than \(limit >> 20) MB"
        case .fileTooLarge(let limit):
            "the file is larger than \(limit >> 20) MB, the most a document is read whole to be extracted ('--input-format text' streams any size)"
        }
    }
}
