@testable import ImmersiveReader
import Testing
import TerminalUI

/// A book in `open` (issue 30): the chapter list, moves between chapters, and where each was left.
struct ReaderChapterTests {
    static let text = "One\n\nThe cat sat on the mat.\n\nTwo\n\nThe dog ran away fast.\n\nThree\n\nA bird sang."
    static let chapters = [
        ReaderChapter(number: 1, title: "One", offset: 0),
        ReaderChapter(number: 2, title: "Two", offset: 30),
        ReaderChapter(number: 3, title: "Three", offset: 59),
    ]

    static func book(rows: Int = 6) throws -> ReaderModel {
        try ReaderFixture.model(text, chapters: chapters, columns: 60, rows: rows)
    }

    @Test func theFixtureChaptersStartAtTheirHeadings() {
        let bytes = Array(Self.text.utf8)
        #expect(Self.chapters.map { String(decoding: bytes[$0.offset..<$0.offset + $0.title.utf8.count], as: UTF8.self) }
            == ["One", "Two", "Three"])
    }

    @Test(arguments: [
        ("", "One", 0),
        ("]", "Two", 1),
        ("]]", "Three", 2),
        ("]][", "Two", 1),
        ("llll]", "Two", 1),
        ("G", "sang", 2),
        ("G[", "Two", 1),
    ])
    func bracketsMoveToTheNextAndPreviousChapter(keys: String, word: String, chapter: Int) throws {
        var model = try Self.book()
        _ = model.press(keys)
        #expect(model.word == word)
        #expect(model.currentChapter == chapter)
    }

    @Test func goingBackToAChapterResumesWhereItWasLeft() throws {
        var model = try Self.book()
        _ = model.press("llll")
        #expect(model.word == "on")
        _ = model.press("]ll")
        #expect(model.word == "dog")
        _ = model.press("[")
        #expect(model.word == "on")
        _ = model.press("]")
        #expect(model.word == "dog")
        #expect(model.chapterPositions == [1: 17, 2: 39])
    }

    @Test func theEndsOfTheBookSaySo() throws {
        var model = try Self.book()
        _ = model.press("[")
        #expect(model.message == "this is the first chapter")
        _ = model.press("]]]")
        #expect(model.message == "this is the last chapter")
        #expect(model.word == "Three")
    }

    @Test func theListOpensOnTheCurrentChapterAndEnterJumps() throws {
        var model = try Self.book()
        _ = model.press("]t")
        #expect(model.overlay == .chapters(selected: 1))
        #expect(model.screenRows.prefix(5) == [
            "⎋[1;1H⎋[1mChapters⎋[0m  ↑↓ choose · Enter jumps · Esc closes",
            "⎋[2;1H",
            "⎋[3;1H  1  One",
            "⎋[4;1H⎋[1;7m› 2  Two",
            "⎋[5;1H  3  Three",
        ])
        _ = model.press("j")
        #expect(model.overlay == .chapters(selected: 2))
        _ = model.handle(.enter)
        #expect(model.overlay == nil)
        #expect(model.word == "Three")
        #expect(model.message == "chapter 3: Three")
        #expect(model.screenRows.last?.hasPrefix("⎋[6;1H⎋[0;7m text.txt › Three  ") == true)
    }

    @Test func escapeClosesTheListWithoutMoving() throws {
        var model = try Self.book()
        _ = model.press("lltjj")
        _ = model.handle(.escape)
        #expect(model.overlay == nil)
        #expect(model.word == "cat")
    }

    @Test func restoredChapterPositionsAreWhereAJumpLands() throws {
        var model = try Self.book()
        model.restore(position: 39, chapters: [2: 47, 3: 73])
        #expect(model.word == "dog" && model.currentChapter == 1)
        _ = model.press("]")
        #expect(model.word == "sang")
        _ = model.press("[")
        #expect(model.word == "dog")
        #expect(model.chapterPositions == [2: 39, 3: 73])
    }

    @Test func aTextWithoutChaptersSaysSo() throws {
        var model = try ReaderFixture.model("The cat sat.")
        for key in ["t", "]", "["] {
            _ = model.press(key)
            #expect(model.message == "this text has no chapters")
            #expect(model.overlay == nil)
        }
        #expect(model.chapterPositions == [:])
    }
}
