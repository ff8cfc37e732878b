import Foundation
import Testing

/// `reader placement` in a real terminal (issue 27 item 4), on the harness `open` and `review` use:
/// keys in, screens out, the store and the terminal checked afterwards.
@Suite("CLI: placement in a terminal (tmux)", .enabled(if: TmuxReader.available, "tmux is not installed: apt-get install tmux"),
       .serialized)
struct PlacementTerminalTests {
    @Test func answerTakeBackConfirmAndMark() throws {
        let tmux = try TmuxReader(seeded: false, columns: 90, rows: 24)
        _ = try tmux.cli.run(["mark", "house", "--learning"])
        let items = try PlacementCommandTests.items(tmux.cli)
        try tmux.reader("placement --seed 7", environment: "NO_COLOR=1 ", then: #"echo EX""IT=$?"#)
        let first = try tmux.waitFor { $0.contains("reader placement · 1 of 96") }
        #expect(first.contains("    \(items[0].word)\n"))
        #expect(first.contains("y: I know it · n: I don't · u: undo · q: quit"))
        try tmux.press("n")
        let second = try tmux.waitFor { $0.contains("reader placement · 2 of 96") }
        #expect(second.contains("    \(items[1].word)\n"))
        try tmux.press("u")
        try tmux.waitFor { $0.contains("reader placement · 1 of 96") }
        let keys = PlacementCommandTests.answers(items, size: 2_000, guesses: 0).map { $0.hasPrefix("y") ? "y" : "n" }
        try tmux.tmux(["send-keys", "-t", "main"] + keys)
        let result = try tmux.waitFor { $0.contains("Mark these") }
        #expect(result.contains("Estimated vocabulary: about 2,000 word families (level A2)."))
        #expect(result.contains("Pseudowords answered yes: 0 of 24"))
        #expect(result.contains("1,001-2,000   6 of 6 yes, about 1,000 known"))
        #expect(result.contains("2,001-3,000   0 of 6 yes, about 0 known"))
        try tmux.press("y")
        let done = try tmux.waitFor { $0.contains("EXIT=") }
        #expect(done.contains("marked 1999 lemmas Known; 1 already in your store kept their status; level set to A2"))
        #expect(done.contains("EXIT=0"))
        let listed = try tmux.cli.listed()
        #expect(listed["house"] == "learning")
        #expect(listed.count == 2_000)
        #expect(OpenCommandTests.isRestored(try tmux.terminalModes()))
    }

    @Test func quittingBeforeTheEndSavesNothing() throws {
        let tmux = try TmuxReader(seeded: false, columns: 90, rows: 24)
        try tmux.reader("placement --seed 7", then: #"echo EX""IT=$?"#)
        try tmux.waitFor { $0.contains("reader placement · 1 of 96") }
        try tmux.press("y", "y", "q")
        let done = try tmux.waitFor { $0.contains("EXIT=") }
        #expect(done.contains("placement stopped after 2 of 96 answers; nothing was saved"))
        #expect(try tmux.cli.listed().isEmpty)
        #expect(try tmux.screenModes() == [false, true, false])
    }
}
