import Foundation
import ZIPFoundation

/// An EPUB's zip, read with limits: entries are looked up by normalised path, never written to
/// disk, and refused when their names leave the archive or their content grows past the limits
/// (a zip bomb declares small sizes and inflates without end: the bytes are counted as they come).
struct EPUBArchive {
    static let maximumEntries = 10_000
    /// A chapter is parsed whole (libxml2's tree takes about 6 bytes a byte): 24 MB keeps a book under
    /// 300 MB of memory (issue 30); the longest chapters of real books are a few MB.
    static let maximumEntrySize = 24 << 20
    static let maximumTotalSize = 256 << 20

    private let archive: Archive
    private var entries: [String: Entry] = [:]
    private(set) var bytesRead = 0

    init(path: String) throws(DocumentError) {
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw .malformed(.epub, "not a zip archive")
        }
        var count = 0
        for entry in archive {
            count += 1
            guard count <= Self.maximumEntries else { throw .archiveTooLarge("more than \(Self.maximumEntries) entries") }
            let name = entry.path
            guard let normalised = Self.normalised(name) else { throw .unsafePath(name) }
            entries[normalised] = entry
        }
    }

    /// `path` without `.` parts and with `..` resolved; nil when it leaves the archive or is absolute.
    static func normalised(_ path: String) -> String? {
        guard !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// `href` (percent-encoded, relative to the folder of `base`) as an archive path.
    static func resolve(_ href: String, relativeTo base: String) throws(DocumentError) -> String {
        let withoutFragment = String(href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        let decoded = withoutFragment.removingPercentEncoding ?? withoutFragment
        let folder = base.split(separator: "/").dropLast().joined(separator: "/")
        guard let path = normalised(folder.isEmpty ? decoded : folder + "/" + decoded) else { throw .unsafePath(href) }
        return path
    }

    func contains(_ path: String) -> Bool { entries[path] != nil }

    /// The bytes of an entry, counted against the limits while they inflate.
    mutating func read(_ path: String) throws(DocumentError) -> [UInt8] {
        guard let entry = entries[path] else { throw .malformed(.epub, "no '\(path)' in the archive") }
        var bytes: [UInt8] = []
        let alreadyRead = bytesRead
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                bytes.append(contentsOf: chunk)
                if bytes.count > Self.maximumEntrySize || alreadyRead + bytes.count > Self.maximumTotalSize {
                    throw DocumentError.archiveTooLarge("'\(path)' expands past \(Self.maximumEntrySize >> 20) MB")
                }
            }
        } catch let error as DocumentError {
            throw error
        } catch {
            throw .malformed(.epub, "'\(path)' cannot be read from the archive")
        }
        bytesRead += bytes.count
        return bytes
    }
}
