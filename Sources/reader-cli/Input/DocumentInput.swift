import Documents
import Foundation

/// Which inputs are documents to extract (EPUB, HTML, subtitles, Markdown) rather than plain text,
/// and their extraction. A file's format comes from `--input-format`, else its extension, else its
/// first bytes; stdin is plain text unless `--input-format` says otherwise.
enum DocumentInput {
    /// Files larger than this are not read whole to be extracted: parsing takes 6-9 bytes a byte
    /// (HTML, Markdown), so 24 MB stays under 300 MB of memory (issue 30).
    static let maximumFileSize = 24 << 20

    /// The format of an input (nil or "-": stdin), `forced` by `--input-format` if given.
    static func format(of path: String?, forced: InputFormat?) -> InputFormat {
        if let forced { return forced }
        guard let path, path != "-" else { return .text }
        return InputFormat.ofFile(atPath: path)
    }

    /// The extracted document when the input is not plain text, else nil (read it as it is);
    /// `InputSource.document()` keeps it.
    static func extracted(path: String?, format forced: InputFormat?) throws -> ExtractedDocument? {
        let format = format(of: path, forced: forced)
        guard format != .text else { return nil }
        let name = path.flatMap { $0 == "-" ? nil : $0 } ?? "<stdin>"
        do {
            if format == .epub {
                guard let path, path != "-" else { throw CLIError.usage("an EPUB is read from a file, not from stdin") }
                close(try FilePath.openForReading(path))
                return try DocumentExtractor.extract(epubAt: path)
            }
            var bytes: [UInt8] = []
            try ChunkReader().forEachChunk(path: path) { chunk, _ in
                bytes.append(contentsOf: chunk)
                if bytes.count > maximumFileSize { throw DocumentError.fileTooLarge(limit: maximumFileSize) }
            }
            return try DocumentExtractor.extract(bytes, format: format)
        } catch let error as DocumentError {
            throw DocumentInputError(path: name, error: error)
        }
    }
}

/// A document that could not be extracted, with the file it came from (bad input data, 65).
struct DocumentInputError: ReportableError {
    let path: String
    let error: DocumentError

    var message: String { "\(path): \(error)" }

    var exitStatus: ExitStatus { .dataError }
}
