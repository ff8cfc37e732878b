import Collocations
import Foundation
import Tokenizer

/// The shipped phrase knowledge: the phrase lexicon (`Corpora/phrases/wordnet-mwe.tsv`)
/// and a phrase model (by default `Corpora/models/default.phrases`, trained on
/// the public-domain prose), read from disk here because Collocations does no I/O.
public struct PhraseData: Sendable {
    public static let lexiconPath = "phrases/wordnet-mwe.tsv"
    public static let defaultModelPath = "models/default.phrases"

    public let lexicon: PhraseLexicon
    /// Nil only when no model path was given and the default model is not shipped.
    public let model: PhraseModel?

    /// Loads the lexicon and a model: `modelPath` if given (it must exist),
    /// else the default model if present.
    public init(location: DataLocation, lexicon lemmas: LemmaLexicon, modelPath: String? = nil) throws {
        let lexiconPath = location.url(PhraseData.lexiconPath).path
        do {
            lexicon = try PhraseLexicon(wordnetMWE: try LanguageData.read(lexiconPath), lexicon: lemmas)
        } catch let error as PhraseLexiconError {
            throw DataError.malformed(path: lexiconPath, reason: error.description)
        }
        model = try PhraseData.loadModel(modelPath ?? location.url(PhraseData.defaultModelPath).path,
                                         required: modelPath != nil, lexicon: lemmas)
    }

    public init(language: LanguageData, modelPath: String? = nil) throws {
        try self.init(location: language.location, lexicon: language.lexicon, modelPath: modelPath)
    }

    /// Reads a model file; a missing default model is not an error (statistics are then off).
    public static func loadModel(_ path: String, required: Bool, lexicon: LemmaLexicon) throws -> PhraseModel? {
        if !required && !FileManager.default.fileExists(atPath: path) { return nil }
        let bytes = try LanguageData.read(path)
        do {
            return try PhraseModel(bytes: bytes, lexicon: lexicon)
        } catch let error as PhraseModelError {
            throw PhraseDataError.badModel(path: path, reason: error.description)
        }
    }

    /// A tap expander over this data.
    public func expander(lemmatizer: Lemmatizer, threshold: Double = TapExpander.defaultThreshold) -> TapExpander {
        TapExpander(lemmatizer: lemmatizer, lexicon: lexicon, model: model, statisticsThreshold: threshold)
    }

    /// Everything a tap needs and nothing more (no frequency or CEFR tables),
    /// so that `reader expand` starts fast: the lemmatizer, lexicon and model.
    public static func expander(location: DataLocation, modelPath: String? = nil,
                                threshold: Double = TapExpander.defaultThreshold) throws -> TapExpander {
        let lemmatizer = try PhraseData.lemmatizer(location: location)
        let data = try PhraseData(location: location, lexicon: lemmatizer.lexicon, modelPath: modelPath)
        return data.expander(lemmatizer: lemmatizer, threshold: threshold)
    }

    /// The lemmatizer alone (the phrase commands need no frequency or CEFR data).
    public static func lemmatizer(location: DataLocation) throws -> Lemmatizer {
        try LanguageData.lemmatizer(location: location)
    }
}

/// A phrase model file that exists but cannot be used.
public enum PhraseDataError: Error, Equatable, CustomStringConvertible {
    case badModel(path: String, reason: String)

    public var description: String {
        switch self {
        case .badModel(let path, let reason): "\(path): \(reason)"
        }
    }
}
