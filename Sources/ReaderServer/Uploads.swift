import Documents
import Foundation

/// Texts pasted or uploaded on the library page, kept as files in one folder beside the store
/// (`texts/` next to `vocabulary.sqlite`), which the library lists as its last folder: a text is
/// then read, scored and captured from like any other, and nothing is written anywhere else.
struct Uploads: Sendable {
    /// The largest text taken (a long novel is 1-2 MB).
    static let largestText = 2 << 20
    /// The folder's name beside the store.
    static let folderName = "texts"

    let folder: String

    /// The formats a text may come in: those the library reads that are text (an EPUB is a zip).
    static func format(ofName name: String?) throws -> InputFormat {
        guard let name, !name.isEmpty else { return .text }
        guard let format = InputFormat.byExtension(of: name), format != .epub else {
            throw ServerError.badRequest("'\(name)' is not a .txt, .md, .html, .srt or .vtt file")
        }
        return format
    }

    /// Writes the text as a new file named after its title (never over an existing one) and returns its name.
    func add(title: String, text: String, format: InputFormat) throws -> String {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw ServerError.badRequest("the text is empty") }
        try makeFolder()
        let stem = Self.stem(of: title)
        let bytes = Array(text.utf8)
        for number in 1...1000 {
            let name = stem + (number == 1 ? "" : "-\(number)") + "." + Self.fileExtension(format)
            let path = folder + "/" + name
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                let reason = errno
                if reason == EEXIST { continue }
                throw ServerError.unavailable("cannot write \(path): \(String(cString: strerror(reason)))")
            }
            let reason = Self.write(bytes, to: descriptor)
            // A close that fails (a full disk on NFS) loses the text as surely as a failed write.
            let closeReason = close(descriptor) == 0 ? 0 : errno
            if let failure = reason ?? (closeReason == 0 ? nil : closeReason) {
                unlink(path)
                throw ServerError.unavailable("cannot write \(path): \(String(cString: strerror(failure)))")
            }
            return name
        }
        throw ServerError.conflict("too many texts named '\(stem)'")
    }

    /// The uploads folder, made if missing (beside the store, whose folder exists).
    private func makeFolder() throws {
        if mkdir(folder, 0o755) == 0 { return }
        let reason = errno
        var info = stat()
        guard reason == EEXIST, stat(folder, &info) == 0 else {
            throw ServerError.unavailable("cannot create \(folder): \(String(cString: strerror(reason)))")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw ServerError.unavailable("cannot create \(folder): the path is a file, not a folder") }
    }

    /// Writes every byte, through short writes and signals: nil, or the `errno` of the call that failed,
    /// read at once (a later call would overwrite it with a stale reason such as "File exists" or "Success").
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                // No progress with no error: report it as the disk being full rather than spin.
                if written == 0 { return ENOSPC }
                done += written
            }
            return nil
        }
    }

    /// A file name from a title: lower-case ASCII letters and digits joined by hyphens, at most 60 characters.
    static func stem(of title: String) -> String {
        let folded = title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        let words = folded.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let stem = String(words.joined(separator: "-").prefix(60)).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return stem.isEmpty ? "text" : stem
    }

    private static func fileExtension(_ format: InputFormat) -> String {
        switch format {
        case .text: "txt"
        case .markdown: "md"
        case .html: "html"
        case .srt: "srt"
        case .vtt: "vtt"
        case .epub: "epub"
        }
    }
}
