import Foundation
import ReaderEngine

/// `$XDG_CONFIG_HOME/reader/config.toml` (else `~/.config/reader/config.toml`):
/// one `key = value` line per setting, read strictly with `FlatTOML` (a TOML
/// library aborted the process on a line holding only `[`).
struct ConfigFile {
    let path: String
    /// Where `~/` in a `db` value points.
    let home: String

    /// A config file holds a few lines; anything larger is not one.
    static let maximumSize = 64 * 1024

    /// The file's location; a relative `XDG_CONFIG_HOME` is ignored, as the XDG spec asks.
    init(environment: [String: String], homeDirectory: String = NSHomeDirectory()) {
        home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? homeDirectory
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            path = URL(fileURLWithPath: configHome).appendingPathComponent("reader/config.toml").path
        } else {
            path = URL(fileURLWithPath: home).appendingPathComponent(".config/reader/config.toml").path
        }
    }

    /// Whether something is at the path (a broken file too, so it can be named).
    var exists: Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The settings in the file (none when there is no file), every line, key and value checked.
    func settings() throws(ConfigError) -> Settings {
        try settings(in: try document())
    }

    private func settings(in document: FlatTOML) throws(ConfigError) -> Settings {
        if let problem = document.problems.first { throw .syntax(file: path, line: problem.line, reason: problem.reason) }
        var settings = Settings()
        for entry in document.entries {
            guard let settingKey = SettingKey(rawValue: entry.key) else {
                throw .unknownKey(file: path, line: entry.lines.lowerBound, key: entry.key)
            }
            let text: String
            switch entry.value {
            case .string(let string): text = string
            case .boolean(let flag) where settingKey == .pattern: text = flag ? "true" : "false"
            case .boolean(let flag): throw .badValue(file: path, line: entry.lines.lowerBound, InvalidSetting(key: settingKey, value: flag ? "true" : "false"))
            case .other(let raw): throw .badValue(file: path, line: entry.lines.lowerBound, InvalidSetting(key: settingKey, value: raw))
            }
            do {
                try settings.set(settingKey, text: text, homeDirectory: home)
            } catch {
                throw .badValue(file: path, line: entry.lines.lowerBound, error)
            }
        }
        return settings
    }

    /// Writes `key = value` (a TOML boolean for `pattern`) in place of the key's
    /// line, or at the end; removes the key's lines when `text` is nil. Comments
    /// and other lines stay as written (`FlatTOML.setting`). Runs under a lock on
    /// the folder, reading the file again inside it and replacing it by a
    /// rename, so concurrent `config set`s all land and a reader never sees
    /// half a file. `set` refuses to write a file that would not be valid
    /// TOML; `unset` removes the key's lines even from a broken file (the repair).
    func update(_ key: SettingKey, to text: String?) throws(ConfigError) {
        let target = ConfigFile.resolvingLink(path)
        let folder = (target as NSString).deletingLastPathComponent
        do {
            try OutputFile.makeFolder(folder)
        } catch {
            throw .cannotWrite(file: path, reason: (error as? ReportableError)?.message ?? UnexpectedError.reason(error))
        }
        let lock = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lock >= 0 else { throw .cannotWrite(file: path, reason: String(cString: strerror(errno))) }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .cannotWrite(file: path, reason: "cannot lock \(folder): \(String(cString: strerror(errno)))") }
        }
        let old = try self.text()
        let value = text.map { text in key == .pattern ? FlatTOML.Value.boolean(text == "true") : .string(text) }
        let new = FlatTOML.setting(key.rawValue, to: value, in: old)
        if text != nil, let problem = FlatTOML(new).problems.first {
            throw .syntax(file: path, line: problem.line, reason: problem.reason)
        }
        guard new != old else { return }
        try ConfigFile.replace(target, with: new, reportedAs: path)
    }

    /// The parsed file ("" when there is no file).
    func document() throws(ConfigError) -> FlatTOML {
        FlatTOML(try text())
    }

    /// The file's text ("" when there is no file). It must be a regular file
    /// (a FIFO would block the read forever) of UTF-8 text.
    private func text() throws(ConfigError) -> String {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            switch errno {
            case ENOENT: return ""
            case EACCES:
                // A folder on the way that this user may not search (another user's HOME) hides any file
                // there, as if none existed; a file that is there but unreadable is an error.
                var info = stat()
                if lstat(path, &info) != 0 && errno == EACCES { return "" }
                throw .unreadable(file: path, reason: "permission denied")
            default: throw .unreadable(file: path, reason: String(cString: strerror(errno)))
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(file: path, reason: String(cString: strerror(errno))) }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regularFile else { throw .unreadable(file: path, reason: "it is \(kind.description), not a regular file") }
        guard Int(info.st_size) <= ConfigFile.maximumSize else {
            throw .unreadable(file: path, reason: "it is \(info.st_size) bytes; a config file holds a few lines (at most \(ConfigFile.maximumSize / 1024) KB)")
        }
        var bytes = [UInt8](repeating: 0, count: ConfigFile.maximumSize + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw .unreadable(file: path, reason: String(cString: strerror(errno))) }
            if got == 0 { break }
            count += got
        }
        guard count <= ConfigFile.maximumSize else {
            throw .unreadable(file: path, reason: "it is over \(ConfigFile.maximumSize / 1024) KB; a config file holds a few lines")
        }
        var line = 1
        var start = 0
        for index in 0...count where index == count || bytes[index] == UInt8(ascii: "\n") {
            guard String(validating: bytes[start..<index], as: UTF8.self) != nil else {
                throw .syntax(file: path, line: line, reason: "not UTF-8 text")
            }
            line += 1
            start = index + 1
        }
        return String(decoding: bytes[0..<count], as: UTF8.self)
    }

    /// Where a symbolic link at `path` (a dotfiles manager's) points, so the
    /// rename replaces the file and keeps the link.
    private static func resolvingLink(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, FileKind(mode: info.st_mode) == .symbolicLink else { return path }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// Writes `text` to a temporary file beside `target`, then renames it over
    /// `target`, keeping the old file's permissions (0644 for a new one).
    private static func replace(_ target: String, with text: String, reportedAs path: String) throws(ConfigError) {
        var info = stat()
        let mode = stat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        let folder = (target as NSString).deletingLastPathComponent
        var template = Array((folder + "/.config.toml.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .cannotWrite(file: path, reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure = ConfigFile.writeAll(Array(text.utf8), to: descriptor)
        if failure == nil, fchmod(descriptor, mode) != 0 || fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, target) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .cannotWrite(file: path, reason: failure)
        }
    }

    /// Writes every byte, retrying after signals; the system's reason when it fails.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return String(cString: strerror(errno)) }
            offset += written
        }
        return nil
    }
}
