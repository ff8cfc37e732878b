import Foundation

/// Finds the external programs speech works with (players, MP3 encoders) the way a shell does.
enum ExecutableSearch {
    /// `name` itself when it holds a '/', else the first executable of that name in `searchPath`
    /// (PATH's form: folders joined by ':').
    static func path(of name: String, searchPath: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let path = folder + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
