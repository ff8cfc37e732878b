import Foundation
import ReaderCore

/// Where the vocabulary store lives (SPEC "Commands"): `--db`, else
/// `READER_DB`, else `$XDG_DATA_HOME/reader/vocabulary.sqlite`, else
/// `~/.local/share/reader/vocabulary.sqlite`.
public enum StoreLocation {
    public static let fileName = "vocabulary.sqlite"

    /// An explicit store path that is empty: `--db "$UNSET"` must not fall
    /// back to the learner's real vocabulary.
    public struct EmptyPathError: Error, Equatable, Sendable {}

    /// The store path for an explicit `--db` value and an environment.
    /// An empty explicit path throws; an empty variable counts as unset; a
    /// relative `XDG_DATA_HOME` is ignored, as the XDG Base Directory spec asks.
    public static func resolve(explicit: String?, environment: [String: String],
                               homeDirectory: String = NSHomeDirectory()) throws -> String {
        if let explicit {
            guard !explicit.isEmpty else { throw EmptyPathError() }
            return explicit
        }
        if let fromEnvironment = environment["READER_DB"], !fromEnvironment.isEmpty { return fromEnvironment }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome).appendingPathComponent("reader/\(fileName)").path
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? homeDirectory
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/reader/\(fileName)").path
    }
}
