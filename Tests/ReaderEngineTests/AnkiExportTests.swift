import Foundation
import Testing
import Tokenizer
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Anki: the tab-separated export")
struct AnkiExportTests {
    static func notes(_ store: VocabularyStore, status: WordStatus? = .learning) throws -> [String] {
        var notes: [String] = []
        try store.forEachCapturedTerm(status: status) { term in
            if let capture = term.capture { notes.append(AnkiExport.line(try note(capture, status: term.status, decks: term.decks))) }
        }
        return notes
    }

    /// The note of a capture's card, as `reader export --format anki` makes it.
    static func note(_ capture: Capture, status: WordStatus = .learning, decks: [String] = [], sound: String? = nil) throws -> AnkiNote {
        AnkiNote(CaptureFixture.builder.card(for: capture, status: status, decks: decks, tokenizer: try Tokenizer()), capture: capture, sound: sound)
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
        let note = try Self.note(capture, decks: ["to do\tsoon"])
        #expect(note.deck == "reader::to do soon")
        #expect(note.tags == ["reader", "reader::learning", "reader::deck::to_do_soon"])
        #expect(note.guid == "reader:1750000000000:make_decision")
        #expect(AnkiExport.line(try Self.note(capture, decks: ["my \"best\"\nwords"])).hasSuffix(
            "\t\"reader::my \"\"best\"\" words\"\treader:1750000000000:make_decision\n"))
    }

    @Test func ankiEscapesHTMLAndDefusesClozeSyntax() throws {
        let capture = Capture(term: term("a"), surface: "a::b}}", sentence: "x < y & {{c2::z}}\nthen a::b}} end",
                              source: "/s<1>.txt", capturedAt: storeTestDate, note: "tab\there")
        let line = AnkiExport.line(try Self.note(capture))
        #expect(line == "x &lt; y &amp; {&#123;c2::z}} then {{c1::a:&#58;b}&#125;}} end\t"
            + "<b>a</b> · noun · Essential · A1<br>tab here<br><small>s&lt;1&gt;.txt</small>\treader reader::learning\treader\treader:1750000000000:a\n")
    }

    /// "}}", "::" and "{{" followed by a combining mark are one Character
    /// with it, but Anki still reads the braces: they are defused all the same.
    @Test func ankiDefusesClozeSyntaxBeforeCombiningMarks() throws {
        let capture = Capture(term: term("a"), surface: "a::\u{301}b}}\u{301}", sentence: "{{\u{301}c2 a::\u{301}b}}\u{301} end",
                              capturedAt: storeTestDate, note: nil)
        let line = AnkiExport.line(try Self.note(capture))
        #expect(line == "{&#123;\u{301}c2 {{c1::a:&#58;\u{301}b}&#125;\u{301}}} end\t<b>a</b> · noun · Essential · A1\treader reader::learning\treader\treader:1750000000000:a\n")
    }
}
