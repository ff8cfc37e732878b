import Foundation
import Testing
@testable import ReaderEngine

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
                                         lemmas: fields[2].split(separator: " ").map(String.init), position: Int(fields[0])!)
            if features.names(stop: stop) != Array(fields[3...]) { differing.append(String(row)) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(3))")
    }

    @Test(arguments: [
        ("The bank raised rates", 1, ["c-1=the", "c+1=raised", "c-2=<s> the", "c+2=raised rates", "c-+=the raised",
                                      "w=raise", "w=rate"]),
        ("a bar", 1, ["c-1=a", "c+1=</s>", "c-2=<s> a", "c+2=</s> </s>", "c-+=a </s>"]),
    ] as [(String, Int, [String])])
    func collocationsAndLemmasOfTheSentence(sentence: String, position: Int, expected: [String]) {
        let forms = sentence.lowercased().split(separator: " ").map(String.init)
        let lemmas = forms.map { ["raised": "raise", "rates": "rate"][$0] ?? $0 }
        #expect(SenseFeatures(forms: forms, lemmas: lemmas, position: position).names(stop: ["the"]) == expected)
    }
}
