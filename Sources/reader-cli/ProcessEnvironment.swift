import Foundation
import ReaderEngine

/// The process environment, read here only: each variable a command reads, with what it means to `reader`.
/// The engine takes these values as parameters (its functions' defaults serve the tests).
enum ProcessEnvironment {
    /// Every variable, for the parts that look up many (settings' `READER_*`, the terminal's `TERM`, `COLORTERM`
    /// and `NO_COLOR`, the store's and the data's folders).
    static var variables: [String: String] { ProcessInfo.processInfo.environment }

    /// `READER_NOW`: the time every command takes as now (ISO 8601), for tests and reproducible runs.
    static var fixedNow: String? { nonEmpty("READER_NOW") }

    /// `READER_SEED`: the placement test's sample.
    static var placementSeed: String? { nonEmpty("READER_SEED") }

    /// `PATH`: where audio players and MP3 encoders are looked for.
    static var searchPath: String { variables["PATH"] ?? "" }

    /// `TERM=dumb`: a terminal that takes no escape sequences (no progress bar, no colour).
    static var isDumbTerminal: Bool { variables["TERM"] == "dumb" }

    /// The language data, found by `READER_DATA`, the checkout's `Corpora/` or an installed folder.
    static func dataLocation() throws -> DataLocation { try DataLocation.locate(environment: variables) }

    private static func nonEmpty(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }
}
