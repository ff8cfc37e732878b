import Foundation
import Tokenizer

/// The shipped English data the engine runs on: lemma table, frequency ranks
/// and CEFR levels, each loaded once from `Corpora/`.
public struct LanguageData: Sendable {
    public let location: DataLocation
    public let lemmatizer: Lemmatizer
    public let frequency: FrequencyTable
    public let cefr: CEFRTable

    public var lexicon: LemmaLexicon { lemmatizer.lexicon }

    public init(location: DataLocation) throws {
        self.location = location
        let formsPath = location.url(DataLocation.marker).path
        let lexicon: LemmaLexicon
        do {
            lexicon = try LemmaLexicon(formsTSV: try LanguageData.read(formsPath))
        } catch let error as LemmaDataError {
            throw DataError.malformed(path: formsPath, reason: error.description)
        }
        lemmatizer = Lemmatizer(lexicon: lexicon)
        frequency = try FrequencyTable(
            lemmasTSV: try LanguageData.read(location.url("frequency/lemmas.tsv").path), lexicon: lexicon)
        cefr = try CEFRTable(wordsTSV: try LanguageData.read(location.url("cefr/words.tsv").path), lexicon: lexicon)
    }

    /// Loads from the default location (see `DataLocation.locate`).
    public static func load() throws -> LanguageData {
        try LanguageData(location: DataLocation.locate())
    }

    /// Reads a data file whole.
    public static func read(_ path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw DataError.unreadable(path: path, reason: "it is a directory, not a file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw DataError.unreadable(path: path, reason: "no such file or not readable")
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw DataError.unreadable(path: path, reason: error.localizedDescription)
        }
    }
}
