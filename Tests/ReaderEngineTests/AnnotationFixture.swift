import ReaderEngine
import Tokenizer

/// The shipped language data and a tokenizer, loaded once for all annotation and rendering tests.
enum AnnotationFixture {
    static let data: LanguageData = {
        do { return try LanguageData.load() } catch { fatalError("language data: \(error)") }
    }()

    /// Tokenizes, lemmatizes and annotates `text` against `snapshot`.
    static func annotate(_ text: String, _ snapshot: VocabularySnapshot) throws -> AnnotatedText {
        let tokenizer = try Tokenizer()
        var tokenized = try tokenizer.tokenize(text)
        data.lemmatizer.lemmatize(&tokenized)
        return Annotator(snapshot: snapshot, lexicon: data.lexicon).annotate(tokenized)
    }

    /// A snapshot from space-separated lemma lists and "lemma lemma=status" phrases.
    static func snapshot(known: String = "", learning: String = "", new: String = "", ignored: String = "",
                         forms: [String: WordStatus] = [:], phrases: [String: WordStatus] = [:]) -> VocabularySnapshot {
        var lemmas: [String: WordStatus] = [:]
        for (list, status) in [(known, WordStatus.known), (learning, .learning), (new, .new), (ignored, .ignored)] {
            for lemma in list.split(separator: " ") { lemmas[String(lemma)] = status }
        }
        var phraseTable: [[String]: WordStatus] = [:]
        for (phrase, status) in phrases { phraseTable[phrase.split(separator: " ").map(String.init)] = status }
        return VocabularySnapshot(lemmas: lemmas, forms: forms, phrases: phraseTable)
    }
}
