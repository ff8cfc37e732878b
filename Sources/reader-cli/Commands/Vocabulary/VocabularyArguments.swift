import ArgumentParser
import ReaderEngine

/// `--new`, `--learning`, `--known`, `--ignored` for `reader mark`.
extension WordStatus: EnumerableFlag {
    public static func help(for value: WordStatus) -> ArgumentHelp? {
        switch value {
        case .new: "Set back to New (highlighted)."
        case .learning: "Learning (highlighted)."
        case .known: "Known (not highlighted)."
        case .ignored: "Ignored: never highlighted, counts as known (names, foreign words)."
        }
    }
}

/// `--status S` for list, import, export.
extension WordStatus: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

// `--level A1..C2` parses through the CEFRLevel conformance in Scoring/ScoringOptions.swift.

/// `reader list --format`.
enum ListFormat: String, CaseIterable, ExpressibleByArgument {
    case table
    case jsonl
}

/// `reader import --format`.
enum ImportFormat: String, CaseIterable, ExpressibleByArgument {
    /// One word or phrase per line; blank lines and lines starting with '#' are skipped.
    case words
    case csv
    /// A backup written by `reader export --format json`.
    case json
    /// An Anki package: `.apkg` (decks) or `.colpkg` (a whole collection).
    case apkg

    static func isAnkiPackage(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".apkg") || name.hasSuffix(".colpkg")
    }
}

/// `reader export --format`.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
    case csv
    /// Tab-separated Cloze notes for Anki's File > Import.
    case anki
    /// An Anki package (zip + SQLite collection).
    case apkg
    case json
}
