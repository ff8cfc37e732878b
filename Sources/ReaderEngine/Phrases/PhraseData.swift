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
    public init(language: LanguageData, modelPath: String? = nil) throws {
        let lexiconPath = language.location.url(PhraseData.lexiconPath).path
        do {
            lexicon = try PhraseLexicon(wordnetMWE: try LanguageData.read(lexiconPath), lexicon: language.lexicon)
        } catch let error as PhraseLexiconError {
            throw DataError.malformed(path: lexiconPath, reason: error.description)
        }
        model = try PhraseData.loadModel(modelPath ?? language.location.url(PhraseData.defaultModelPath).path,
                                         required: modelPath != nil, lexicon: language.lexicon)
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
    public func expander(language: LanguageData, threshold: Double = TapExpander.defaultThreshold) -> TapExpander {
        TapExpander(lemmatizer: language.lemmatizer, lexicon: lexicon, model: model, statisticsThreshold: threshold)
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
