import Foundation
import Tokenizer

/// The shipped English data the engine runs on: lemma table, frequency ranks,
/// CEFR levels and word families, each adopted from the compiled file (`Corpora/compiled/language.rdat`,
/// see `DataCompiler`) so that start-up parses no table.
public struct LanguageData: Sendable {
    public let location: DataLocation
    public let lemmatizer: Lemmatizer
    public let frequency: FrequencyTable
    public let cefr: CEFRTable
    /// Word families at the default reach; `families.reaching(_:)` for the learner's setting.
    public let families: WordFamilies

    public var lexicon: LemmaLexicon { lemmatizer.lexicon }

    public init(location: DataLocation) throws {
        self.location = location
        let path = location.url(CompiledData.path).path
        let compiled = try CompiledData(path: path)
        let lexicon = try LanguageData.lexicon(of: compiled, path: path)
        lemmatizer = Lemmatizer(lexicon: lexicon, taggerModel: try LanguageData.taggerModel(of: compiled, path: path))
        frequency = try FrequencyTable(compiled: compiled, lexicon: lexicon, path: path)
        cefr = try CEFRTable(compiled: compiled, lexicon: lexicon, path: path)
        families = try WordFamilies(compiled: compiled, lexicon: lexicon, path: path)
    }

    /// The lemmatizer alone, for commands that need no frequency or CEFR data.
    public static func lemmatizer(location: DataLocation) throws -> Lemmatizer {
        let path = location.url(CompiledData.path).path
        let compiled = try CompiledData(path: path)
        return Lemmatizer(lexicon: try lexicon(of: compiled, path: path), taggerModel: try taggerModel(of: compiled, path: path))
    }

    private static func taggerModel(of compiled: CompiledData, path: String) throws(DataError) -> TaggerModel {
        do {
            let section = compiled[.posTagger]
            return try TaggerModel(image: section.data, keepingAlive: section.owner)
        } catch {
            throw .malformed(path: path, reason: error.description)
        }
    }

    private static func lexicon(of compiled: CompiledData, path: String) throws(DataError) -> LemmaLexicon {
        do {
            let section = compiled[.lemmaLexicon]
            return try LemmaLexicon(image: section.data, keepingAlive: section.owner)
        } catch {
            throw .malformed(path: path, reason: error.description)
        }
    }

    /// Loads from the default location (see `DataLocation.locate`).
    public static func load() throws -> LanguageData {
        try LanguageData(location: DataLocation.locate())
    }

    /// Reads a data file whole; it must be a regular file (a FIFO would wait for a writer forever).
    public static func read(_ path: String) throws -> [UInt8] {
        switch FileKind(path: path) {
        case .directory: throw DataError.unreadable(path: path, reason: "it is a directory, not a file")
        case .some(let kind) where kind != .regularFile:
            throw DataError.unreadable(path: path, reason: "it is \(kind.description), not a regular file")
        default: break
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
