@testable import Tokenizer
import Testing

/// A form that is one verb's past and another verb's base form ("lay": *lie* / *lay*, "found": *find* /
/// *found*) is the base form where English puts a bare infinitive: after "to", a modal or "do" (issue 26,
/// lemmas from context; "could be forced to lay off staff" gave *lie*).
@Suite("Lemmatizer: base forms after to, modals and do")
struct BareInfinitiveLemmaTests {
    @Test("after to, a modal or do the base form is its own lemma", arguments: [
        ("Small firms could be forced to lay off staff.", "lay", "lay"),
        ("I will lay it down.", "lay", "lay"),
        ("They didn't lay any eggs.", "lay", "lay"),
        ("She wants to found a company.", "found", "found"),
        ("You must never saw towards yourself.", "saw", "saw"),
        ("Loggers came to fell the oak.", "fell", "fell"),
        ("Do not wound the animal.", "wound", "wound"),
    ])
    func baseForm(sentence: String, word: String, lemma: String) throws {
        #expect(try Fixture.lemma(of: word, in: sentence) == lemma)
    }

    @Test("elsewhere the past keeps its verb", arguments: [
        ("He lay on the bed all day.", "lay", "lie"),
        ("We found a way out.", "found", "find"),
        ("She saw the saw.", "saw", "see"),
        ("The old tree fell in the storm.", "fell", "fall"),
        ("They wound the clock.", "wound", "wind"),
        ("He went to the shop and found nothing.", "found", "find"),
        ("I have found it.", "found", "find"),
    ])
    func pastForm(sentence: String, word: String, lemma: String) throws {
        #expect(try Fixture.lemma(of: word, in: sentence) == lemma)
    }
}
