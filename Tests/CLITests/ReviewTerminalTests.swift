import Foundation
import Testing

/// `reader review` in a real terminal, on the harness `open` uses: keys in,
/// screens out, the store and the terminal checked afterwards.
@Suite("CLI: review in a terminal (tmux)", .enabled(if: TmuxReader.available, "tmux is not installed: apt-get install tmux"),
       .serialized)
struct ReviewTerminalTests {
    static let now = "READER_NOW=2022-11-29T12:30:00Z NO_COLOR=1 "

    /// A pane of 90x20 over a store with "make a decision" captured.
    static func decision() throws -> TmuxReader {
        let tmux = try TmuxReader(seeded: false, columns: 90, rows: 20)
        let file = try tmux.cli.file("text.txt", "She made a decision to leave early.\n")
        _ = try tmux.cli.run(["capture", file, "--word", "decision"], environment: ["READER_NOW": "2022-11-29T12:30:00Z"])
        return tmux
    }

    @Test func revealGradeToastAndQuit() throws {
        let tmux = try Self.decision()
        try tmux.reader("review --no-fuzz", environment: Self.now, then: #"echo EX""IT=$?"#)
        let prompt = try tmux.waitFor { $0.contains("[ _____ ]") }
        #expect(prompt.contains("\n       She [ _____ ] to leave early.\n"))
        #expect(prompt.contains(" reader review · 1 left"))
        #expect(prompt.contains("again 0  hard 0  good 0  easy 0"))
        try tmux.press("x")
        let revealed = try tmux.waitFor { $0.contains("1 Again") }
        #expect(revealed.contains("She made a decision to leave early."))
        #expect(!revealed.contains("[ _____ ]"))
        #expect(revealed.contains(" 1 Again    2 Hard    3 Good    4 Easy    q: quit"))
        try tmux.press("3")
        // The card comes back in 10 minutes (not due at the fixed clock): the session ends.
        let done = try tmux.waitFor { $0.contains("EXIT=") }
        #expect(done.contains("Session done: 1 answer (again 0, hard 0, good 1, easy 0); next card due in 10 minutes."))
        #expect(done.contains("EXIT=0"))
        #expect(try tmux.cli.listed()["make a decision"] == "learning")
        #expect(OpenCommandTests.isRestored(try tmux.terminalModes()))
    }

    @Test func quitLeavesTheTerminalUsable() throws {
        let tmux = try TmuxReader(seeded: false, columns: 90, rows: 20)
        _ = try tmux.cli.run(["mark", "quay", "--learning"])
        try tmux.reader("review")
        // Marked without a sentence: the prompt is the dictionary's first sense.
        let prompt = try tmux.waitFor { $0.contains("Which word or phrase means: wharf usually built parallel to the shoreline") }
        #expect(prompt.contains("any key: reveal · q: quit"))
        try tmux.press("q")
        let after = try tmux.waitFor { $0.contains("No answers given.") }
        #expect(!after.contains("any key: reveal"))
        #expect(OpenCommandTests.isRestored(try tmux.terminalModes()))
        #expect(try tmux.screenModes() == [false, true, false])
    }

    /// A term marked Learning without a sentence showed its definition twice once revealed. See: issue 25.
    @Test func aDefinitionCardShowsItsDefinitionOnce() throws {
        let tmux = try TmuxReader(seeded: false, columns: 100, rows: 30)
        _ = try tmux.cli.run(["mark", "quay", "--learning"])
        try tmux.reader("review", environment: "NO_COLOR=1 ")
        try tmux.waitFor { $0.contains("any key: reveal") }
        try tmux.press("Enter")
        let revealed = try tmux.waitFor { $0.contains("1 Again") }
        #expect(revealed.components(separatedBy: "wharf usually built parallel to the shoreline").count == 2)
        #expect(revealed.contains("\n            quay\n"))
        try tmux.press("q")
        try tmux.waitFor { $0.contains("No answers given.") }
    }

    /// A damaged store is refused (65) when the learner quits at the first card, as when they answer it.
    @Test func quittingOnADamagedStoreIsRefused() throws {
        let tmux = try TmuxReader(seeded: false, columns: 90, rows: 20)
        let bytes = try ReviewScriptTests.damageStore(of: tmux.cli)
        try tmux.reader("review", environment: Self.now, then: #"echo EX""IT=$?"#)
        try tmux.waitFor { $0.contains("any key: reveal") }
        try tmux.press("q")
        let done = try tmux.waitFor { $0.contains("EXIT=") }
        // The message is wider than the pane: its wrapped lines joined.
        #expect(done.replacingOccurrences(of: "\n", with: "").contains(
            "reader: \(tmux.cli.db) is not a readable vocabulary store (not an SQLite database, or damaged); it was left untouched"))
        #expect(done.contains("EXIT=65"))
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: tmux.cli.db))) == bytes)
    }

    /// `review` said "Nothing to review now." without saying when the next card is due. See: issue 25.
    @Test func nothingToReviewSaysWhenTheNextCardIsDue() throws {
        let tmux = try Self.decision()
        _ = try tmux.cli.run(["review", "--script", "--no-fuzz"], stdin: "3\n", environment: ["READER_NOW": "2022-11-29T12:30:00Z"])
        try tmux.reader("review", environment: "READER_NOW=2022-11-29T12:33:00Z ", then: #"echo EX""IT=$?"#)
        let screen = try tmux.waitFor { $0.contains("EXIT=") }
        #expect(screen.contains("\nNothing to review now; next card due in 7 minutes.\nEXIT=0"))
    }

    /// Ctrl-Z then `fg` left the terminal cooked: keys echoed, nothing happened until Enter, then every key
    /// applied at once (a grade for a card never shown), and the cursor stayed hidden at the shell. The
    /// terminal comes back on Ctrl-Z and raw mode with a redraw on `fg`. See: issue 25.
    @Test func suspendThenResumeRestoresTheShellAndThenTheReview() throws {
        let tmux = try Self.decision()
        try tmux.reader("review --no-fuzz", environment: Self.now, then: #"echo EX""IT=$?"#)
        try tmux.waitFor { $0.contains("any key: reveal") }
        try tmux.press("C-z")
        try tmux.waitFor { $0.contains("Stopped") }
        #expect(try tmux.screenModes() == [false, true, false])
        #expect(OpenCommandTests.isRestored(try tmux.terminalModes()))
        try tmux.type("fg")
        try tmux.waitFor { $0.contains("any key: reveal") && $0.contains("reader review · 1 left") }
        #expect(try tmux.screenModes() == [true, false, false])
        try tmux.press("x")
        try tmux.waitFor { $0.contains("1 Again") }
        try tmux.press("3")
        // The Ctrl-Z already printed `EXIT=148` (the shell runs the rest of the line when the job stops),
        // so the end of the resumed review is its summary, not the next `EXIT=`.
        let done = try tmux.waitFor { $0.contains("Session done") }
        #expect(done.contains("Session done: 1 answer (again 0, hard 0, good 1, easy 0)"))
        #expect(OpenCommandTests.isRestored(try tmux.terminalModes()))
    }

    /// Keys typed before the screen is up are kept (no TCSAFLUSH): a reveal and a grade typed ahead apply.
    @Test func keysTypedAheadAreNotDropped() throws {
        let tmux = try Self.decision()
        try tmux.reader("review --no-fuzz", environment: Self.now, then: #"echo EX""IT=$?"#)
        try tmux.press("x", "4")
        let done = try tmux.waitFor { $0.contains("EXIT=") }
        #expect(done.contains("Session done: 1 answer (again 0, hard 0, good 0, easy 1)"))
    }

    /// `review` killed by a signal restores the terminal and ends by it, as `open`. See: issue 28, item 7.
    @Test(arguments: [SIGUSR1, SIGALRM, SIGTERM, SIGQUIT])
    func aSignalThatEndsTheReviewLeavesNoRawScreenBehind(signal: Int32) throws {
        let tmux = try Self.decision()
        try tmux.reader("review", environment: Self.now, then: #"echo EX""IT=$?"#)
        try tmux.waitFor { $0.contains("any key: reveal") }
        kill(try tmux.readerPID(), signal)
        let screen = try tmux.waitFor { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=\(128 + signal)"))
        #expect(try tmux.screenModes() == [false, true, false])
        #expect(OpenCommandTests.isRestored(try tmux.terminalModes()))
    }
}

/// `p` and `P` in `review` (issue 32): silent on the question, which they would give away; once the
/// answer shows, the word and its sentence go to the player while the screen stays.
@Suite("CLI: review speaks (tmux)", .enabled(if: TmuxReader.available, "tmux is not installed: apt-get install tmux"), .serialized)
struct ReviewSpeechTests {
    @Test func pAndShiftPSpeakTheAnswerAndItsSentenceOnceRevealed() throws {
        let tmux = try ReviewTerminalTests.decision()
        let received = tmux.cli.folder.appendingPathComponent("received")
        try FileManager.default.createDirectory(at: received, withIntermediateDirectories: true)
        let player = try tmux.cli.script("player.sh", "cp \"$1\" \(received.path)/played-$(date +%s%N).wav")
        #expect(try tmux.cli.run(["config", "set", "player", player]).status == 0)
        try tmux.reader("review --no-fuzz", environment: ReviewTerminalTests.now)
        try tmux.waitFor { $0.contains("[ _____ ]") }
        try tmux.press("x")
        try tmux.waitFor { $0.contains("1 Again") }
        try tmux.press("p")
        try tmux.press("P")
        var files: [URL] = []
        for _ in 0..<100 where files.count < 2 {
            Thread.sleep(forTimeInterval: 0.05)
            files = try FileManager.default.contentsOfDirectory(at: received, includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
        }
        #expect(files.count == 2)
        let sizes = try files.map { try Data(contentsOf: $0).count }
        // "made a decision" and "She made a decision to leave early.", in whichever order the players ran.
        #expect(sizes.count == 2 && Double(sizes.max()!) > 1.4 * Double(sizes.min()!))
        #expect(try tmux.screen().contains("1 Again"))
        try tmux.press("q")
    }
}
