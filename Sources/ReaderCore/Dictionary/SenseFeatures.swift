import Tokenizer

/// The features the sense model scores a word by in its sentence: the engine's copy of
/// `features` in `Corpora/scripts/sense_model.py`, which trains the model (SenseFeaturesTests
/// keeps the two equal on `Corpora/senses/features-check.tsv`). Local collocations of lower-case
/// forms and of word classes (Zhong and Ng 2010) and the sentence's other lemmas but the model's
/// stop lemmas; the sentence is its word tokens only. Also the Lesk stems of the sentence's other
/// lemmas, which the model matches against each sense's gloss and examples.
public struct SenseFeatures: Sendable, Equatable {
    /// Lower-case forms of the sentence's words.
    public var forms: [String]
    /// Lower-case lemmas of the same words.
    public var lemmas: [String]
    /// The same words' classes (`wordClass(of:form:)`: "N", "V").
    public var classes: [String]
    /// Which word is the one to define.
    public var position: Int

    public init(forms: [String], lemmas: [String], classes: [String], position: Int) {
        self.forms = forms
        self.lemmas = lemmas
        self.classes = classes
        self.position = position
    }

    /// The words of the sentence of word token `index` in a lemmatized text.
    public init(at index: Int, in text: TokenizedText, lemmatizer: Lemmatizer) {
        let sentence = text.tokens[index].sentence
        var forms: [String] = []
        var lemmas: [String] = []
        var classes: [String] = []
        var position = 0
        var i = index
        while i > 0, text.tokens[i - 1].sentence == sentence { i -= 1 }
        while i < text.tokens.count, text.tokens[i].sentence == sentence {
            let token = text.tokens[i]
            if token.kind == .word {
                if i == index { position = forms.count }
                let form = text.text(of: token).lowercased()
                forms.append(form)
                let lemma = lemmatizer.lemmaString(of: token, in: text)?.lowercased() ?? form
                lemmas.append(lemma)
                classes.append(Self.wordClass(of: token.pos, lemma: lemma))
            }
            i += 1
        }
        self.init(forms: forms, lemmas: lemmas, classes: classes, position: position)
    }

    /// The trainer's `TAG_CLASSES` letter of a UPOS tag: classes coarse enough that SemCor's Penn
    /// tags and the tagger's UPOS name them alike (an auxiliary is a verb; `not` and `to`, Penn's
    /// RB and TO, are particles or adpositions: "I").
    static func wordClass(of tag: UPOSTag?, lemma: String) -> String {
        if lemma == "not" { return "I" }
        switch tag {
        case .noun: return "N"
        case .properNoun, .pluralProperNoun: return "P"
        case .verb, .auxiliary: return "V"
        case .adjective: return "J"
        case .adverb: return "R"
        case .adposition, .subordinatingConjunction, .particle: return "I"
        case .determiner: return "D"
        case .pronoun: return "O"
        case .coordinatingConjunction: return "C"
        case .numeral: return "M"
        case .interjection, .punctuation, .symbol, .other, nil: return "X"
        }
    }

    /// The feature names (`c-1=the`, `t+1=N`, `w=rate`), leaving out lemmas in `stop`.
    public func names(stop: Set<String>) -> [String] {
        func at(_ words: [String], _ offset: Int) -> String {
            let j = position + offset
            return j < 0 ? "<s>" : j >= words.count ? "</s>" : words[j]
        }
        func form(_ offset: Int) -> String { at(forms, offset) }
        var out = ["c-1=" + form(-1), "c+1=" + form(1), "c-2=" + form(-2) + " " + form(-1),
                   "c+2=" + form(1) + " " + form(2), "c-+=" + form(-1) + " " + form(1)]
        out += [-2, -1, 1, 2].map { "t\($0 < 0 ? "" : "+")\($0)=" + at(classes, $0) }
        var seen: Set<String> = []
        for (j, lemma) in lemmas.enumerated()
        where j != position && lemma.count >= 2 && lemma.allSatisfy(\.isLetter) && !stop.contains(lemma) {
            if seen.insert(lemma).inserted { out.append("w=" + lemma) }
        }
        return out
    }

    /// Lesk stems (Lesk 1986) of the sentence's lemmas but the word's own: the trainer's `stems`.
    public func contextStems(stop: Set<String>) -> Set<Substring> {
        Self.stems(of: lemmas.enumerated().lazy.filter { $0.offset != position }.map { Substring($0.element) }, stop: stop)
    }

    /// The stems of a sense's gloss and examples, lower case, split at every byte that is no ASCII letter.
    static func glossStems(of sense: Sense, stop: Set<String>) -> Set<Substring> {
        let text = ([sense.gloss] + sense.examples).joined(separator: " ").lowercased()
        return stems(of: text.split { !($0.isASCII && $0.isLetter) }, stop: stop)
    }

    /// The first `stemLength` letters of each word of `stemMinimum` or more ASCII letters that is not in `stop`
    /// (`deposits` and `deposit` share `depos`).
    static func stems<Words: Sequence<Substring>>(of words: Words, stop: Set<String>) -> Set<Substring> {
        var out: Set<Substring> = []
        for word in words where word.count >= stemMinimum && word.allSatisfy({ $0.isASCII && $0.isLetter }) && !stop.contains(String(word)) {
            out.insert(word.prefix(stemLength))
        }
        return out
    }

    /// The trainer's STEM and STEM_MIN.
    static let stemLength = 5
    static let stemMinimum = 3
}
