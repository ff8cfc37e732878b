import Foundation
import ReaderCore

/// Opens an Anki package (`.apkg` for decks, `.colpkg` for a whole
/// collection): the zip's `meta` says which collection file holds the notes
/// (`collection.anki21b`, zstd-compressed, from Anki 2.1.50 on;
/// `collection.anki21` or `collection.anki2` from older Ankis and exports
/// that "support older versions"); it is unpacked into a private temporary
/// folder, read, and removed.
public enum AnkiPackage {
    /// The most a collection may unpack to: far above a learner's collection,
    /// far below what fills a disk.
    public static let defaultLimit = 2 << 30

    public static func read(_ url: URL, limit: Int = defaultLimit) throws -> AnkiCollection {
        let archive = try AnkiArchive(url)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-anki-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw AnkiPackageError.io("cannot create a temporary folder")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let collection = folder.appendingPathComponent("collection")
        switch try collectionEntry(in: archive) {
        case .compressed(let name):
            let packed = folder.appendingPathComponent("packed")
            try archive.extract(name, to: packed, limit: limit)
            try Zstd.decompress(packed, to: collection, limit: limit)
        case .plain(let name):
            try archive.extract(name, to: collection, limit: limit)
        }
        return try AnkiCollectionReader.read(collection)
    }

    private enum CollectionEntry {
        case plain(String)
        case compressed(String)
    }

    /// `meta` (a protobuf whose field 1 is the package version: 1 legacy,
    /// 2 legacy with the v2 scheduler, 3 latest) names the entry; without it,
    /// the newest entry present.
    private static func collectionEntry(in archive: AnkiArchive) throws -> CollectionEntry {
        var version: UInt64?
        if archive.contains("meta") { version = Protobuf(try archive.data("meta", limit: 1 << 16)).varint(1) }
        switch version {
        case 3?: return .compressed("collection.anki21b")
        case 2?: return .plain("collection.anki21")
        case 1?: return .plain("collection.anki2")
        case let other?: throw AnkiPackageError.unsupported("package version \(other) is newer than this reader understands (3)")
        case nil:
            if archive.contains("collection.anki21b") { return .compressed("collection.anki21b") }
            if archive.contains("collection.anki21") { return .plain("collection.anki21") }
            if archive.contains("collection.anki2") { return .plain("collection.anki2") }
            throw AnkiPackageError.malformed("no Anki collection in the archive")
        }
    }
}
