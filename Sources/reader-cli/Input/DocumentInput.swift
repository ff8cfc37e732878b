import Documents
import Foundation

/// Which inputs are documents to extract (EPUB, HTML, subtitles, Markdown) rather than plain text,
/// and their extraction. A file's format comes from `--input-format`, else its extension, else its
/// first bytes; stdin is plain text unless `--input-format` says otherwise.
enum DocumentInput {
    /// The format of an input (nil or "-": stdin), `forced` by `--input-format` if given, else its
    /// name's extension, else its first bytes, read from `opened` and kept for the reading after.
    static func format(of path: String?, forced: InputFormat?, opened: () throws -> OpenedInput) throws -> InputFormat {
        if let forced { return forced }
        guard let path, path != "-" else { return .text }
        return try InputFormat.byExtension(of: path) ?? InputFormat.sniff(opened().head(InputFormat.sniffedBytes))
    }

    /// The extracted document when the input is not plain text, else nil (read it as it is);
    /// `InputSource.document()` keeps it.
    static func extracted(path: String?, format forced: InputFormat?, opened: () throws -> OpenedInput) throws -> ExtractedDocument? {
        let format = try format(of: path, forced: forced, opened: opened)
        guard format != .text else { return nil }
        let name = path.flatMap { $0 == "-" ? nil : $0 } ?? "<stdin>"
        do {
            let input = try opened()
            if format == .epub {
                if path == nil || path == "-" { throw CLIError.usage("an EPUB is read from a file, not from stdin") }
                // A zip is read by seeking in it: a pipe's bytes are copied to a file first.
                return try TemporaryCopy.withFile(of: input, suffix: ".epub") { try DocumentExtractor.extract(epubAt: $0) }
            }
            var bytes: [UInt8] = []
            try ChunkReader().forEachChunk(of: input) { chunk, _ in
                bytes.append(contentsOf: chunk)
                if bytes.count > DocumentExtractor.largestSource { throw DocumentError.fileTooLarge(limit: DocumentExtractor.largestSource) }
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
