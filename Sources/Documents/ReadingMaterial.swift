import Foundation

/// Which files of a folder are reading material: the one rule for `serve`'s library and `batch`'s folders,
/// so neither scores a JSON backup, a CSV export or a manifest as a text.
public enum ReadingMaterial {
    /// The format of a file found in a folder, or nil when it is not reading material: a known extension;
    /// for a name without one (`LOOMINGS`, `README`), what its first bytes show, when they are an EPUB or
    /// text (no NUL, UTF-8). Another extension (`.json`, `.csv`, `.tsv`, `.pdf`) is not reading material.
    public static func format(ofListed path: String, head: () -> [UInt8]) -> InputFormat? {
        if let known = InputFormat.byExtension(of: path) { return known }
        let name = path.split(separator: "/").last ?? ""
        guard !name.dropFirst().contains(".") else { return nil }
        let prefix = head()
        guard !prefix.isEmpty else { return nil }
        let format = InputFormat.sniff(prefix)
        if format == .epub { return format }
        return !prefix.contains(0) && isUTF8(prefix) ? format : nil
    }

    /// The first bytes of a file (empty when it cannot be read).
    public static func head(ofFileAt path: String) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: InputFormat.sniffedBytes)).map { Array($0) } ?? []
    }

    /// Valid UTF-8 but for a character the prefix cut short.
    static func isUTF8(_ prefix: [UInt8]) -> Bool {
        (0...min(3, prefix.count - 1)).contains { cut in String(validating: prefix.dropLast(cut), as: UTF8.self) != nil }
    }
}
