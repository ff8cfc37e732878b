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
    /// Elements nested deeper than the parser goes: the text past them would be lost (issue 46).
    case nestedTooDeep(limit: Int)
    /// More tags in one page or chapter than a tree is built for within the memory promised (issue 46).
    case tooManyTags(limit: Int)
    /// More marks in a Markdown file (brackets, emphasis, line breaks) than its tree is built for (issue 46).
    case tooManyMarks(limit: Int)
    /// An XML element (an EPUB's package or navigation) with more attributes than it is parsed with.
    case tooManyAttributes(limit: Int)
    /// Bytes the encoding a page declares cannot decode: the text after them would be lost.
    case undecodable
    /// The parser stopped before the end of the document for another reason: the text after would be lost.
    case parseStopped
    /// An EPUB whose content documents are encrypted (DRM): the archive path of the first one.
    case encrypted(String)
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
        case .nestedTooDeep(let limit): "refused: elements nested more than \(limit) deep (the text inside them would be lost)"
        case .tooManyTags(let limit): "refused: more than \(limit) tags in one page"
        case .tooManyMarks(let limit): "refused: more than \(limit) Markdown marks (brackets, emphasis, line breaks) in one file"
        case .tooManyAttributes(let limit): "refused: an element with more than \(limit) attributes"
        case .undecodable: "refused: bytes that the encoding the page declares cannot decode (the text after them would be lost)"
        case .parseStopped: "refused: the parser stopped before the end of the document (the text after would be lost)"
        case .encrypted(let path): "refused: the book is encrypted (DRM) and cannot be read ('\(path)')"
        }
    }
}
