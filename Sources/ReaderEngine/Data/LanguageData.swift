import Foundation
import Tokenizer

/// The shipped English data the engine runs on, loaded once.
public struct LanguageData: Sendable {
    public let location: DataLocation
    public let lemmatizer: Lemmatizer

    public var lexicon: LemmaLexicon { lemmatizer.lexicon }

    /// Loads the lemma table (~2.5 MB of TSV parsed in place).
    public init(location: DataLocation) throws {
        self.location = location
        let path = location.url(DataLocation.marker).path
        let bytes = try LanguageData.read(path)
        do {
            lemmatizer = Lemmatizer(lexicon: try LemmaLexicon(formsTSV: bytes))
        } catch let error as LemmaDataError {
            throw DataError.malformed(path: path, reason: error.description)
        }
    }

    /// Reads a data file whole.
    static func read(_ path: String) throws -> [UInt8] {
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
