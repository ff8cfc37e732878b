import Foundation

/// The one name of a file that keys its reading position and names the source of its captures, in the
/// terminal and in the browser alike: the absolute path with links resolved, so a file reached through a
/// link and by its own path is one file with one position.
public enum SourcePath {
    /// `path`'s key; a path that no longer resolves (a file since removed) keeps its absolute, standardized form.
    public static func key(of path: String) -> String {
        resolved(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The absolute path with every link resolved, or nil when it does not lead to anything.
    public static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
