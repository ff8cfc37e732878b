import Documents
import Foundation

/// The texts of the library folders: every file in a format the CLI reads, named by an id
/// (the folder's number and the path inside it). A text is served only when it is listed
/// here, so no request can name a file outside the folders (`..`, a link out of them).
struct Library: Sendable {
    struct Entry: Sendable, Equatable {
        /// "0/books/emma.epub": the folder's index and the path inside it.
        let id: String
        /// The file's real absolute path: the key of its reading position and its captures' source.
        let path: String
        let size: Int
        let format: InputFormat
    }

    /// Real paths of the folders.
    let folders: [String]
    let listFiles: @Sendable (String) -> [String]

    init(folders: [String], listFiles: @escaping @Sendable (String) -> [String]) {
        self.folders = folders.map { SourcePath.resolved($0) ?? $0 }
        self.listFiles = listFiles
    }

    /// Every text, folder by folder, sorted by path.
    func entries() -> [Entry] {
        folders.enumerated().flatMap { index, folder in
            listFiles(folder).compactMap { entry(at: $0, inFolder: index) }.sorted { $0.id < $1.id }
        }
    }

    func entry(id: String) -> Entry? {
        guard let slash = id.firstIndex(of: "/"), let index = Int(id[..<slash]), folders.indices.contains(index) else { return nil }
        let relative = id[id.index(after: slash)...]
        // Hidden names (and so `..`) are never listed.
        guard !relative.isEmpty, !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return nil }
        return entry(at: folders[index] + "/" + relative, inFolder: index).flatMap { $0.id == id ? $0 : nil }
    }

    /// A listed file as an entry: reading material (`ReadingMaterial`, as `batch` takes a folder's files),
    /// inside its folder once links are resolved.
    private func entry(at listed: String, inFolder index: Int) -> Entry? {
        let folder = folders[index]
        guard listed.hasPrefix(folder + "/"), let real = SourcePath.resolved(listed), real.hasPrefix(folder + "/"),
              let attributes = try? FileManager.default.attributesOfItem(atPath: real),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let format = ReadingMaterial.format(ofListed: listed, head: { ReadingMaterial.head(ofFileAt: real) }) else { return nil }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        return Entry(id: "\(index)/" + listed.dropFirst(folder.count + 1), path: real, size: size, format: format)
    }

}
