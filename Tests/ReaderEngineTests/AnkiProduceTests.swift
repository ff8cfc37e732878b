import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The Anki note's second card, asked from the learner's language (`export --format apkg --produce`,
/// issue 49 item 4): off by default, one note with two cards, and the import takes the term once.
@Suite("Anki: a second card asked from the learner's language")
struct AnkiProduceTests {
    static func facts(words: Translation?) -> CardFacts {
        var facts = CardTranslationTests.facts(leading: words, wordLevel: nil)
        facts.sentence = "The bank raised rates."
        facts.termInSentence = facts.sentence.range(of: "bank")
        return facts
    }

    static let capture = Capture(term: Term(key: "bank")!, surface: "bank", sentence: "The bank raised rates.",
                                 capturedAt: Date(timeIntervalSince1970: 1_750_000_000))

    @Test("with words in the learner's language: two halves, the second a c2 deletion, the sentence at the end of Back Extra")
    func twoCards() {
        let note = AnkiNote(Self.facts(words: CardTranslationTests.banco), capture: Self.capture, produce: true)
        #expect(note.cardCount == 2)
        #expect(note.text == #"<span class="reader-recognize">The {{c1::bank}} raised rates.</span>"#
            + #"<span class="reader-produce">Spanish: <span lang="spa" dir="ltr">banco, banca</span><br>{{c2::bank}}</span>"#)
        #expect(note.backExtra.hasSuffix(#"<div class="reader-sentence">The bank raised rates.</div>"#))
        #expect(AnkiNote.recognizingHalf(of: note.text) == #"<span class="reader-recognize">The {{c1::bank}} raised rates.</span>"#)
    }

    @Test("off by default, and a sense without words keeps one card", arguments: [
        (CardTranslationTests.banco, false), (nil, true),
    ] as [(Translation?, Bool)])
    func oneCard(words: Translation?, produce: Bool) {
        let note = AnkiNote(Self.facts(words: words), capture: Self.capture, produce: produce)
        #expect(note.cardCount == 1)
        #expect(note.text == "The {{c1::bank}} raised rates.")
    }

    @Test("the package holds both cards of the note, and reading it back gives the term once, in its sentence")
    func packageRoundTrip() throws {
        var writer = AnkiPackageWriter()
        writer.add(AnkiNote(Self.facts(words: CardTranslationTests.banco), capture: Self.capture, produce: true))
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("reader.apkg")
        try writer.package(at: Date(timeIntervalSince1970: 1_750_000_060)).write(to: url)
        let collection = try AnkiPackage.read(url)
        #expect(collection.notes.count == 1)
        #expect(collection.notes[0].cards.map(\.ordinal) == [0, 1])
        let items = AnkiVocabulary(collection).items
        #expect(items.map(\.text) == ["bank"])
        #expect(items.first?.sentence?.text == "The bank raised rates.")
    }
}
