import Collocations
import Foundation
import Tokenizer

/// Shared data for the collocation tests, loaded once: the shipped lemma table,
/// phrase lexicon and default phrase model from `Corpora/`.
enum CollocationFixture {
    static let corpora = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpora")

    static func bytes(_ relativePath: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: corpora.appendingPathComponent(relativePath)))) ?? []
    }

    static let lexicon: LemmaLexicon = try! LemmaLexicon(formsTSV: bytes("lemma/forms.tsv"),
                                                         closedClasses: try! ClosedClassWords(tsv: bytes("lemma/closed-classes.tsv")))
    /// With the committed part-of-speech model, as the CLI lemmatizes (issue 26: lemmas follow the tag).
    static let lemmatizer = Lemmatizer(lexicon: lexicon, taggerModel: try! TaggerModel(image: bytes("tagger/upos.model")))
    static let phraseLexicon: PhraseLexicon = try! PhraseLexicon(wordnetMWE: bytes("phrases/wordnet-mwe.tsv"), lexicon: lexicon)
    static let model: PhraseModel? = try? PhraseModel(bytes: bytes("models/default.phrases"), lexicon: lexicon)
    static let expander = TapExpander(lemmatizer: lemmatizer, lexicon: phraseLexicon, model: model)

    /// Tokenized and lemmatized text (a tokenizer per call: tests run in parallel).
    static func lemmatized(_ text: String) throws -> TokenizedText {
        var tokenized = try Tokenizer().tokenize(text)
        lemmatizer.lemmatize(&tokenized)
        return tokenized
    }

    static func counts(_ text: String) throws -> NGramCounts {
        var counter = NGramCounter(lexicon: lexicon)
        counter.add(try lemmatized(text))
        return counter.counts
    }

    static func gram(_ words: String) -> NGram {
        NGram(words.split(separator: " ").map { lexicon.id(of: String($0))!.rawValue })
    }
}
