import Foundation
import Testing
@testable import ReaderEngine

@Suite("Anki: the tab-separated export")
struct AnkiExportTests {
    static func notes(_ store: VocabularyStore, status: WordStatus? = .learning) throws -> [String] {
        var notes: [String] = []
        try store.forEachCapturedTerm(status: status) { term in
            let card = term.capture.map { CaptureFixture.builder.card(for: $0, status: term.status, change: .unchanged, level: nil) }
            if let note = AnkiExport.note(for: term, card: card) { notes.append(note) }
        }
        return notes
    }

    static func learning(_ capture: Capture, decks: [String] = []) -> CapturedTerm {
        CapturedTerm(lemma: capture.term.key, status: .learning, decks: decks, capture: capture)
    }

    /// Issue 25 item 4: a term captured in two sentences made one note (its
    /// latest), with the full local path in Back Extra and no deck.
    @Test func everyCapturedSentenceIsANoteInTheTermsDeckWithTheFileNameOnly() throws {
        let store = try VocabularyStore.inMemory()
        try store.capture(Capture(term: term("encode"), surface: "encoded", sentence: "She encoded it.", source: "/home/ana/texts/ch 1.txt",
                                  range: 4..<11, sentenceStart: 0, capturedAt: storeTestDate, note: "note \"quoted\""))
        try store.capture(Capture(term: term("encode"), surface: "encodes", sentence: "It encodes data.",
                                  source: "file:///home/ana/b.epub", capturedAt: storeTestDate + 2))
        try store.seed([term("house")], status: .learning, at: storeTestDate)
        try store.addToDeck("Science words", terms: [term("encode")], at: storeTestDate)
        try store.addToDeck("b-list", terms: [term("encode")], at: storeTestDate)
        // Then: both sentences, oldest first; "house" has no capture and makes none.
        let tags = "reader reader::learning reader::deck::b-list reader::deck::Science_words"
        #expect(try Self.notes(store) == [
            "She {{c1::encoded}} it.\t<b>encode</b> · verb · Advanced · C2<br>note &quot;quoted&quot;<br><small>ch 1.txt</small>"
                + "\t\(tags)\treader::b-list\treader:1750000000000:encode\n",
            "It {{c1::encodes}} data.\t<b>encode</b> · verb · Advanced · C2<br><small>b.epub</small>"
                + "\t\(tags)\treader::b-list\treader:1750000002000:encode\n",
        ])
    }

    @Test(arguments: [
        ("/texts/ü.txt", "ü.txt"),
        ("notes.txt", "notes.txt"),
        ("file:///srv/a%20b.txt", "a b.txt"),
        ("https://example.org/news/story?id=7", "example.org"),
        ("/", nil),
        // Issue 30: a page's URL after its title does not hide the file's name.
        ("/saved/emma.html · Emma | The Reader · https://reader.example/books/emma", "emma.html · Emma | The Reader · https://reader.example/books/emma"),
        ("/books/b.epub · AC/DC › Live", "b.epub · AC/DC › Live"),
    ] as [(String, String?)])
    func sourceShowsItsNameNeverItsFolder(source: String, shown: String?) {
        #expect(AnkiNote.sourceName(source) == shown)
    }

    @Test func aTermInNoDeckGoesToTheReaderDeckAndAPhraseKeepsOneTagWord() throws {
        let capture = Capture(term: term("make decision"), surface: "made a decision", sentence: "We made a decision.",
                              capturedAt: storeTestDate)
        let note = try #require(AnkiNote(Self.learning(capture, decks: ["to do\tsoon"]), card: nil))
        #expect(note.deck == "reader::to do soon")
        #expect(note.tags == ["reader", "reader::learning", "reader::deck::to_do_soon"])
        #expect(note.guid == "reader:1750000000000:make_decision")
        #expect(AnkiExport.note(for: Self.learning(capture, decks: ["my \"best\"\nwords"]), card: nil)?.hasSuffix(
            "\t\"reader::my \"\"best\"\" words\"\treader:1750000000000:make_decision\n") == true)
    }

    @Test func ankiEscapesHTMLAndDefusesClozeSyntax() {
        let capture = Capture(term: term("a"), surface: "a::b}}", sentence: "x < y & {{c2::z}}\nthen a::b}} end",
                              source: "/s<1>.txt", capturedAt: storeTestDate, note: "tab\there")
        #expect(AnkiExport.note(for: Self.learning(capture), card: nil) == "x &lt; y &amp; {&#123;c2::z}} then {{c1::a:&#58;b}&#125;}} end\t"
            + "<b>a</b><br>tab here<br><small>s&lt;1&gt;.txt</small>\treader reader::learning\treader\treader:1750000000000:a\n")
    }

    /// "}}", "::" and "{{" followed by a combining mark are one Character
    /// with it, but Anki still reads the braces: they are defused all the same.
    @Test func ankiDefusesClozeSyntaxBeforeCombiningMarks() {
        let capture = Capture(term: term("a"), surface: "a::\u{301}b}}\u{301}", sentence: "{{\u{301}c2 a::\u{301}b}}\u{301} end",
                              capturedAt: storeTestDate, note: nil)
        #expect(AnkiExport.note(for: Self.learning(capture), card: nil)
            == "{&#123;\u{301}c2 {{c1::a:&#58;\u{301}b}&#125;\u{301}}} end\t<b>a</b>\treader reader::learning\treader\treader:1750000000000:a\n")
    }
}
