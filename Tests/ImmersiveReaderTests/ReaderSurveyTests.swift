@testable import ImmersiveReader
import ReaderEngine
import TerminalUI
import Testing

/// `open` of a long text shows its first window while the whole text is read in the background (issue 50
/// item 4): the status line says how far that reading is, what needs the whole text says it is not known
/// yet, and the end of the reading swaps in the whole text's windows with the view where it was.
struct ReaderSurveyTests {
    static let text = "The old sailor walked to the harbour. He watched the boats come in with the tide."

    @Test func theStatusLineSaysHowMuchOfTheTextIsRead() throws {
        var model = try ReaderFixture.model(Self.text, known: "the old walk to he watch boat come in with", columns: 80, rows: 10)
        model.surveying = 37
        #expect(FrameBuilder.statusText(model) == " text.txt  reading the text 37% · 81.3% known · 3 new left")
        model.surveying = nil
        #expect(FrameBuilder.statusText(model) == " text.txt  0% · 81.3% known · 3 new left")
    }

    @Test(arguments: [
        // (surveying, the message of G, the message of a search that finds nothing)
        (37 as Int?, "the end is not known yet: reading the text (37%)", "not found: marmalade in the part read so far (37%)"),
        (nil, nil, "not found: marmalade"),
    ])
    func whatNeedsTheWholeTextWaitsForIt(surveying: Int?, end: String?, search: String) throws {
        var model = try ReaderFixture.model(Self.text, columns: 80, rows: 10)
        model.surveying = surveying
        #expect(model.handle(.character("G")) == nil)
        #expect(model.message == end)
        #expect(model.found("marmalade", at: nil) == nil)
        #expect(model.message == search)
    }

    @Test func theEndOfTheReadingLoadsTheWindowAroundThePositionKeepingTheView() throws {
        var model = try ReaderFixture.model(Self.text, columns: 20, rows: 6)
        model.surveying = 99
        _ = model.handle(.character("j"))
        let row = model.cursorLine - model.top
        let pieces = TextPieces(starts: [0, 38], end: 1_000_000, windowSize: 40)
        let request = model.surveyed(pieces, text: 0..<1_000_000)
        #expect(model.surveying == nil)
        #expect(model.pieces == pieces)
        #expect(request == .load(pieces.window(around: model.position), then: .offset(model.position, row: row)))
        #expect(row == 1)
    }
}
