import Testing
import TerminalUI

struct InputDecoderTests {
    @Test(arguments: [
        ("l", [TerminalEvent.key(.character("l"))]),
        ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.key(.up), .key(.down), .key(.right), .key(.left)]),
        ("\u{1B}OA", [.key(.up)]),
        ("\r", [.key(.enter)]),
        ("\u{7F}", [.key(.backspace)]),
        ("\u{15}", [.key(.control("u"))]),
        ("\u{1B}[5~\u{1B}[6~\u{1B}[3~", [.key(.pageUp), .key(.pageDown), .key(.delete)]),
        ("é", [.key(.character("é"))]),
        ("\u{1B}[<0;12;3M", [.mouse(MouseEvent(.click, column: 11, row: 2))]),
        ("\u{1B}[<0;12;3m", []),
        ("\u{1B}[<65;1;1M", [.mouse(MouseEvent(.wheelDown, column: 0, row: 0))]),
        ("\u{1B}[?2026;2$y", [.report(.modeSupport(mode: 2026, supported: true))]),
        ("\u{1B}[?2026;0$y", [.report(.modeSupport(mode: 2026, supported: false))]),
    ])
    func decodes(input: String, expected: [TerminalEvent]) {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array(input.utf8)) == expected)
        #expect(!decoder.hasPending)
    }

    @Test func loneEscapeWaitsThenIsTheEscKey() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.hasPending)
    }

    @Test func sequenceSplitAcrossReadsIsJoined() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.feed(Array("Bj".utf8)) == [.key(.down), .key(.character("j"))])
    }

    @Test func flushAfterEscapeBracketGivesBothKeys() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.flush() == [.key(.escape), .key(.character("["))])
    }
}
