@testable import ImmersiveReader
import Testing
import TerminalUI

/// Cursor and viewport moves (30 columns, 5 rows of text).
struct ReaderNavigationTests {
    static let text = """
        The cat sat on the mat. The dog saw the cat and ran away quickly.

        A bird sang in the old tree while the cat slept in the warm sun all day long. \
        Then the rain came and everyone went home.
        """

    @Test(arguments: [
        ("", "The"),
        ("l", "cat"),
        ("lll", "on"),
        ("llh", "cat"),
        ("h", "The"),
        ("j", "dog"),
        ("llj", "the"),
        ("lljj", "quickly"),
        ("lljjk", "the"),
        ("G", "home"),
        ("Gg", "The"),
        (" ", "A"),
        ("  b", "The"),
    ])
    func keysMoveTheCursor(keys: String, word: String) throws {
        var model = try ReaderFixture.model(Self.text)
        _ = model.press(keys)
        #expect(model.word == word)
    }

    @Test func wrappedLinesKeepParagraphs() throws {
        let model = try ReaderFixture.model(Self.text)
        let lines = model.layout.lines.indices.map { line in
            var text = ""
            model.layout.forEachPiece(onLine: line) { text += $0.text }
            return text
        }
        #expect(lines == [
            "The cat sat on the mat. The", "dog saw the cat and ran away", "quickly.", "",
            "A bird sang in the old tree", "while the cat slept in the", "warm sun all day long. Then", "the rain came and everyone",
            "went home.",
        ])
    }

    @Test func pageDownShowsTheNextScreenWithTheCursorOnItsFirstWord() throws {
        var model = try ReaderFixture.model(Self.text)
        _ = model.press(" ")
        #expect(model.top == 4)
        #expect(model.word == "A")
        _ = model.press(" ")
        #expect(model.top == 4)
        #expect(model.word == "home")
    }

    @Test func nextNewSkipsKnownWords() throws {
        var model = try ReaderFixture.model("The cat sat on the mat and the dog ran.", known: "the cat sit on mat and")
        _ = model.press("n")
        #expect(model.word == "dog")
        _ = model.press("n")
        #expect(model.word == "ran")
        _ = model.press("n")
        #expect(model.word == "ran")
        #expect(model.message == "no New word below")
        _ = model.press("N")
        #expect(model.word == "dog")
    }

    @Test func searchJumpsToTheNextMatchIgnoringCase() throws {
        var model = try ReaderFixture.model(Self.text)
        _ = model.press("/")
        _ = model.press("CAT")
        #expect(model.word == "The")
        _ = model.handle(Key.enter)
        #expect(model.word == "cat")
        #expect(model.cursor == 1)
        _ = model.press("/")
        _ = model.handle(Key.enter)
        #expect(model.cursor == 10)
    }

    @Test func clickMovesTheCursorAndAsksForTheCard() throws {
        var model = try ReaderFixture.model(Self.text)
        let request = model.handle(MouseEvent(.click, column: 5, row: 1))
        #expect(model.word == "saw")
        #expect(request == .card(model.target!))
        #expect(model.handle(MouseEvent(.click, column: 29, row: 2)) == nil)
    }

    @Test func resizeRewrapsAndKeepsTheCursorWord() throws {
        var model = try ReaderFixture.model(Self.text)
        _ = model.press("G")
        model.resize(TerminalSession.Size(columns: 60, rows: 6))
        #expect(model.word == "home")
        #expect(model.layout.lines.count == 5)
        #expect(model.top == 0)
    }

    @Test func restoredPositionPutsTheWordOnTheTopLine() throws {
        var model = try ReaderFixture.model(Self.text)
        let offset = Array(Self.text.utf8).count - 5
        model.restore(position: offset)
        #expect(model.word == "home")
        #expect(model.top == 4)
        #expect(model.position == offset)
    }
}
