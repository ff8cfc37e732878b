import Foundation
import Testing
import Tokenizer
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The sense model's features have one definition in two languages: the trainer's
/// (`Corpora/scripts/sense_model.py`) and the engine's (`SenseFeatures`). The trainer writes the
/// features of real SemCor sentences to `senses/features-check.tsv`; the engine must give the same
/// (issue 26).
@Suite("Sense model: features equal the trainer's")
struct SenseFeaturesTests {
    @Test func engineFeaturesEqualTheTrainersOnSemCorSentences() throws {
        let path = CaptureFixture.data.location.url("senses/features-check.tsv").path
        let rows = String(decoding: try LanguageData.read(path), as: UTF8.self).split(separator: "\n")
        #expect(rows.count > 500)
        let stop = DictionaryFixture.dictionary.senseModel.stopLemmas
        #expect(stop.contains("the") && stop.contains("be"))
        var differing: [String] = []
        for row in rows {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let features = SenseFeatures(forms: fields[1].split(separator: " ").map(String.init),
                                         lemmas: fields[2].split(separator: " ").map(String.init),
                                         classes: fields[3].split(separator: " ").map(String.init), position: Int(fields[0])!)
            if features.names(stop: stop) != Array(fields[4...]) { differing.append(String(row)) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(3))")
    }

    @Test(arguments: [
        ("The bank raised rates", "D N V N", 1, ["c-1=the", "c+1=raised", "c-2=<s> the", "c+2=raised rates", "c-+=the raised",
                                                 "t-2=<s>", "t-1=D", "t+1=V", "t+2=N", "w=raise", "w=rate"]),
        ("a bar", "D N", 1, ["c-1=a", "c+1=</s>", "c-2=<s> a", "c+2=</s> </s>", "c-+=a </s>",
                             "t-2=<s>", "t-1=D", "t+1=</s>", "t+2=</s>"]),
    ] as [(String, String, Int, [String])])
    func collocationsClassesAndLemmasOfTheSentence(sentence: String, classes: String, position: Int, expected: [String]) {
        let forms = sentence.lowercased().split(separator: " ").map(String.init)
        let lemmas = forms.map { ["raised": "raise", "rates": "rate"][$0] ?? $0 }
        let features = SenseFeatures(forms: forms, lemmas: lemmas, classes: classes.split(separator: " ").map(String.init),
                                     position: position)
        #expect(features.names(stop: ["the"]) == expected)
    }

    /// The tagger's UPOS and SemCor's Penn tags meet in the trainer's coarse classes: an auxiliary is a
    /// verb as Penn's VBZ is, and `not` (UD's PART, Penn's RB) is a particle on both sides.
    @Test(arguments: [
        (UPOSTag.auxiliary, "be", "V"), (.verb, "run", "V"), (.particle, "not", "I"), (.adverb, "not", "I"),
        (.particle, "to", "I"), (.adposition, "in", "I"), (.pronoun, "my", "O"), (.pluralProperNoun, "states", "P"),
        (.numeral, "two", "M"), (nil, "x", "X"),
    ] as [(UPOSTag?, String, String)])
    func wordClassesOfTheTaggersTags(tag: UPOSTag?, lemma: String, expected: String) {
        #expect(SenseFeatures.wordClass(of: tag, lemma: lemma) == expected)
    }

    /// Lesk stems, as the trainer's `stems` makes them: five letters of each ASCII word of three or more
    /// that is no stop lemma, so `deposited` (lemma `deposit`) meets the gloss's `deposits` (issue 26).
    @Test(arguments: [
        (["she", "deposit", "the", "money", "at", "the", "bank"], 6, ["depos", "money"]),
        (["the", "bank", "raise", "interest", "rate"], 1, ["raise", "inter", "rate"]),
        (["we", "meet", "in", "a", "bar"], 4, ["meet"]),
        (["café", "naïve", "tea", "go"], 3, ["tea"]),
    ] as [([String], Int, Set<Substring>)])
    func leskStemsOfTheSentencesOtherLemmas(lemmas: [String], position: Int, expected: Set<Substring>) {
        let features = SenseFeatures(forms: lemmas, lemmas: lemmas, classes: lemmas.map { _ in "X" }, position: position)
        #expect(features.contextStems(stop: ["the", "she", "we"]) == expected)
    }

    @Test func glossStemsOfTheInstitutionSense() throws {
        let bank = try #require(DictionaryFixture.dictionary.senses(of: "bank").first { $0.key == "bank%1:14:00::" })
        let stems = SenseFeatures.glossStems(of: bank, stop: DictionaryFixture.dictionary.senseModel.stopLemmas)
        #expect(stems.isSuperset(of: ["finan", "insti", "accep", "depos", "money", "lendi", "cashe", "check", "mortg"]))
        #expect(!stems.contains("the") && !stems.contains("a"))
    }
}
