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
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ServerError.unavailable("cannot create \(folder): \(error.localizedDescription)")
        }
        let stem = Self.stem(of: title)
        let bytes = Array(text.utf8)
        for number in 1...1000 {
            let name = stem + (number == 1 ? "" : "-\(number)") + "." + Self.fileExtension(format)
            let descriptor = open(folder + "/" + name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw ServerError.unavailable("cannot write \(folder)/\(name): \(String(cString: strerror(errno)))")
            }
            defer { close(descriptor) }
            guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
                unlink(folder + "/" + name)
                throw ServerError.unavailable("cannot write \(folder)/\(name): \(String(cString: strerror(errno)))")
            }
            return name
        }
        throw ServerError.conflict("too many texts named '\(stem)'")
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
