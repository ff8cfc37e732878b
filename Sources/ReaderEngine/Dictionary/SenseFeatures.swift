import Tokenizer

/// The features the sense model scores a word by in its sentence: the engine's copy of
/// `features` in `Corpora/scripts/sense_model.py`, which trains the model (SenseFeaturesTests
/// keeps the two equal on `Corpora/senses/features-check.tsv`). Local collocations of lower-case
/// forms (Zhong and Ng 2010) and the sentence's other lemmas but the model's stop lemmas; the
/// sentence is its word tokens only.
public struct SenseFeatures: Sendable, Equatable {
    /// Lower-case forms of the sentence's words.
    public var forms: [String]
    /// Lower-case lemmas of the same words.
    public var lemmas: [String]
    /// Which word is the one to define.
    public var position: Int

    public init(forms: [String], lemmas: [String], position: Int) {
        self.forms = forms
        self.lemmas = lemmas
        self.position = position
    }

    /// The words of the sentence of word token `index` in a lemmatized text.
    public init(at index: Int, in text: TokenizedText, lemmatizer: Lemmatizer) {
        let sentence = text.tokens[index].sentence
        var forms: [String] = []
        var lemmas: [String] = []
        var position = 0
        var i = index
        while i > 0, text.tokens[i - 1].sentence == sentence { i -= 1 }
        while i < text.tokens.count, text.tokens[i].sentence == sentence {
            let token = text.tokens[i]
            if token.kind == .word {
                if i == index { position = forms.count }
                let form = text.text(of: token).lowercased()
                forms.append(form)
                lemmas.append(lemmatizer.lemmaString(of: token, in: text)?.lowercased() ?? form)
            }
            i += 1
        }
        self.init(forms: forms, lemmas: lemmas, position: position)
    }

    /// The feature names (`c-1=the`, `w=rate`), leaving out lemmas in `stop`.
    public func names(stop: Set<String>) -> [String] {
        func form(_ offset: Int) -> String {
            let j = position + offset
            return j < 0 ? "<s>" : j >= forms.count ? "</s>" : forms[j]
        }
        var out = ["c-1=" + form(-1), "c+1=" + form(1), "c-2=" + form(-2) + " " + form(-1),
                   "c+2=" + form(1) + " " + form(2), "c-+=" + form(-1) + " " + form(1)]
        var seen: Set<String> = []
        for (j, lemma) in lemmas.enumerated()
        where j != position && lemma.count >= 2 && lemma.allSatisfy(\.isLetter) && !stop.contains(lemma) {
            if seen.insert(lemma).inserted { out.append("w=" + lemma) }
        }
        return out
    }
}
