import Foundation
import ZIPFoundation
import ReaderCore

/// The zip side of an Anki package, read defensively: every entry must be a
/// plain file whose name stays inside the archive (no folders, `..`, absolute
/// or backslashed names, no name twice), and an entry is unpacked only up to
/// `limit` bytes, counted as it is unpacked (the sizes a zip declares can lie).
struct AnkiArchive {
    private let archive: Archive
    private let entries: [String: Entry]

    init(_ url: URL) throws {
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw AnkiPackageError.malformed("not a zip archive")
        }
        var entries: [String: Entry] = [:]
        for entry in archive {
            let name = entry.path
            guard entry.type == .file else { throw AnkiPackageError.malformed("entry '\(name)' is not a plain file") }
            guard Self.isSafe(name) else { throw AnkiPackageError.malformed("entry name '\(name)' points outside the archive") }
            guard entries.updateValue(entry, forKey: name) == nil else {
                throw AnkiPackageError.malformed("entry '\(name)' appears twice")
            }
        }
        self.entries = entries
    }

    /// A name Anki writes: one path component, no parent reference.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\\") && !name.contains("\0")
    }

    func contains(_ name: String) -> Bool { entries[name] != nil }

    /// The entry's bytes, at most `limit`.
    func data(_ name: String, limit: Int) throws -> Data {
        var data = Data()
        try unpack(name, limit: limit) { data.append($0) }
        return data
    }

    /// The entry unpacked into `url`, at most `limit` bytes.
    func extract(_ name: String, to url: URL, limit: Int) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forWritingTo: url) else {
            throw AnkiPackageError.io("cannot write a temporary file")
        }
        defer { try? handle.close() }
        try unpack(name, limit: limit) { chunk in
            do { try handle.write(contentsOf: chunk) } catch { throw AnkiPackageError.io("cannot write a temporary file") }
        }
    }

    private func unpack(_ name: String, limit: Int, into consume: (Data) throws -> Void) throws {
        guard let entry = entries[name] else { throw AnkiPackageError.malformed("no '\(name)' in the archive") }
        guard entry.uncompressedSize <= UInt64(limit) else {
            throw AnkiPackageError.malformed("'\(name)' unpacks to more than \(limit) bytes")
        }
        var unpacked = 0
        do {
            _ = try archive.extract(entry) { chunk in
                unpacked += chunk.count
                if unpacked > limit { throw AnkiPackageError.malformed("'\(name)' unpacks to more than \(limit) bytes") }
                try consume(chunk)
            }
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw AnkiPackageError.malformed("'\(name)' is damaged (\(error))")
        }
    }
}
