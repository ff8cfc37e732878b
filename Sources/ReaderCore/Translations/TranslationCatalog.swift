/// The installed translation data (`translations/` under the data folder): which languages
/// it covers and where each source's words come from. Reading it costs two small files;
/// a language's words load only when `NativeDictionary` maps them.
public struct TranslationCatalog: Sendable {
    public static let folder = "translations"

    /// Sorted by code.
    public let languages: [NativeLanguage]
    public let sources: [String: TranslationSource]
    let location: DataLocation

    /// Reads `translations/languages.tsv` and `sources.tsv`; an install without them has no languages.
    public init(location: DataLocation) throws {
        self.location = location
        let languagesPath = location.url("\(Self.folder)/languages.tsv").path
        guard FileKind(path: languagesPath) != nil else {
            (languages, sources) = ([], [:])
            return
        }
        languages = try Self.rows(languagesPath).compactMap(NativeLanguage.init(row:))
        let sourceRows = try Self.rows(location.url("\(Self.folder)/sources.tsv").path)
        sources = Dictionary(sourceRows.compactMap(TranslationSource.init(row:)).map { ($0.id, $0) }) { first, _ in first }
    }

    /// A small table's rows, split into fields.
    private static func rows(_ path: String) throws -> [[Substring]] {
        String(decoding: try LanguageData.read(path), as: UTF8.self).split(separator: "\n")
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    }

    /// The language a learner named by its two- or three-letter code, any case.
    public func language(named code: String) throws(NativeLanguageError) -> NativeLanguage {
        let wanted = code.lowercased()
        guard NativeLanguage.isCode(wanted) else { throw .notACode(code, installed: installedCodes) }
        if let language = languages.first(where: { $0.code == wanted || $0.twoLetterCode == wanted }) { return language }
        throw .notInstalled(code, installed: installedCodes)
    }

    /// The codes a learner can set, as `language(named:)` takes them.
    public var installedCodes: [String] { languages.map(\.shortCode).sorted() }
}

/// Where a language's words come from (a row of `translations/sources.tsv`), credited wherever they are shown.
public struct TranslationSource: Sendable, Equatable {
    public let id: String
    public let name: String
    public let license: String
    public let url: String
    /// Whether its words are linked to WordNet's senses or only to English words.
    public let senseMatched: Bool

    init?(row: [Substring]) {
        guard row.count >= 6 else { return nil }
        id = String(row[0])
        name = String(row[1])
        license = String(row[2])
        url = String(row[4])
        senseMatched = row[5] == "sense"
    }
}

/// A `native` language the installed data cannot give (a usage error: the learner typed it).
public enum NativeLanguageError: EngineError, Equatable {
    case notACode(String, installed: [String])
    case notInstalled(String, installed: [String])

    /// A language the learner named that cannot be used is a usage error.
    public var kind: ErrorKind { .usage }

    public var description: String {
        switch self {
        case .notACode(let code, let installed):
            "'\(ControlCharacterEscaping.singleLine(code))' is not a language code (two or three letters, ISO 639); "
                + Self.choices(installed)
        case .notInstalled(let code, let installed):
            "no translations installed for '\(ControlCharacterEscaping.singleLine(code))'; " + Self.choices(installed)
        }
    }

    private static func choices(_ installed: [String]) -> String {
        installed.isEmpty ? "this install has no translation data" : "installed: " + installed.joined(separator: " ")
    }
}
