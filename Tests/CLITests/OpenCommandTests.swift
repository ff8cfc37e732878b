import Foundation
import Testing

/// `reader open` end to end in tmux: keys in, screens out, the store and the
/// terminal checked afterwards. Skipped (with this reason) only where tmux is absent.
@Suite("CLI: open (interactive, in tmux)", .enabled(if: TmuxReader.available, "tmux is not installed: apt-get install tmux"),
       .serialized)
struct OpenCommandTests {
    static let story = """
        We need to make a decision soon. The old sailor walked to the harbour.
        The sailor saw a gull over the harbour and made a decision.

        """

    /// The terminal is back in cooked mode with echo.
    static func isRestored(_ modes: [String]) -> Bool {
        modes.contains("icanon") && modes.contains("echo") && !modes.contains("-icanon") && !modes.contains("-echo")
    }

    @Test func opensMovesShowsTheCardExpandsAndCaptures() throws {
        let tmux = try TmuxReader(content: Self.story)
        try tmux.open()
        var lines = try tmux.lines()
        #expect(lines[0] == "We need to make a decision soon. The old sailor walked to the harbour. The")
        #expect(lines[1] == "sailor saw a gull over the harbour and made a decision.")
        #expect(lines[23] == " story.txt  0% · 80.8% known · 3 new left                                ? help")
        // n: the first New word, drawn in reverse video.
        try tmux.press("n")
        try tmux.waitFor { $0.contains("story.txt  36%") }
        let reversed = try tmux.screen(escapes: true)
        #expect(reversed.contains("sailor") && reversed.contains("\u{1B}[7m"))
        // Enter: the card, with the IPA, senses and family from the dictionary layer.
        try tmux.press("Enter")
        let card = try tmux.waitFor { $0.contains("── sailor /ˈseɪlər/ ──") }
        #expect(card.contains(" lemma      sailor · new"))
        #expect(card.contains(" senses     1. (noun) any member of a ship's crew"))
        #expect(card.contains(" sentence   The old sailor walked to the harbour."))
        #expect(card.contains(" family     sail"))
        try tmux.press("Escape")
        try tmux.waitFor { !$0.contains("── sailor") }
        // e on "decision": "make a decision", as `reader expand` finds it.
        try tmux.press("g", "l", "l", "l", "l", "l", "e", "Enter")
        let phrase = try tmux.waitFor { $0.contains("── make a decision /meɪk ə dɪˈsɪʒən/ ──") }
        #expect(phrase.contains(" lemma      make a decision · phrase (lexicon) · new"))
        #expect(phrase.contains(" senses     of “decision”: 1. (noun) the act of making up your mind about somet…"))
        // c: the sentence to edit, Enter saves: Learning at once, in the text too.
        try tmux.press("c")
        try tmux.waitFor { $0.contains("capturing: edit the sentence") }
        try tmux.press("Enter")
        try tmux.waitFor { $0.contains("captured “make a decision”") }
        #expect(try tmux.screen(escapes: true).contains("\u{1B}[30m\u{1B}[43mmake a decision"))
        try tmux.quit()
        #expect(Self.isRestored(try tmux.terminalModes()))
        #expect(try tmux.cli.listed(["--status", "learning"]) == ["make a decision": "learning"])
        lines = try tmux.lines()
        #expect(!lines.contains { $0.contains("? help") })
    }

    @Test func knownAndLearningRecolourEveryOccurrenceAndUndo() throws {
        let tmux = try TmuxReader(content: Self.story)
        try tmux.open()
        try tmux.press("n", "K")
        try tmux.waitFor { $0.contains("sailor: known (2 times)") }
        #expect(try tmux.screen().contains("2 new left"))
        #expect(try tmux.cli.listed()["sailor"] == "known")
        try tmux.press("L")
        try tmux.waitFor { $0.contains("sailor: learning (2 times)") }
        let screen = try tmux.screen(escapes: true)
        #expect(screen.components(separatedBy: "\u{1B}[30m\u{1B}[43msailor").count == 3)
        try tmux.press("u")
        try tmux.waitFor { $0.contains("undone: sailor back to") }
        #expect(try tmux.cli.listed()["sailor"] == "known")
        try tmux.quit()
        #expect(Self.isRestored(try tmux.terminalModes()))
    }

    /// `f` is one store batch, as `reader finish`: `u` inside reverts it.
    @Test func finishThenUndoInsideRestoresTheNewWords() throws {
        let tmux = try TmuxReader(content: Self.story, columns: 120)
        try tmux.open()
        try tmux.press("f")
        try tmux.waitFor { $0.contains("finish: mark the 3 New words left Known? y/n") }
        try tmux.press("y")
        try tmux.waitFor { $0.contains("0 new left · marked 3 terms known · u undoes") }
        #expect(try tmux.cli.listed()["harbour"] == "known")
        try tmux.press("u")
        try tmux.waitFor { $0.contains("3 new left · undone: 3 terms") }
        let listed = try tmux.cli.listed()
        #expect(["sailor", "harbour", "gull"].allSatisfy { listed[$0] == nil })
        try tmux.press("u")
        try tmux.waitFor { $0.contains("nothing to undo") }
        try tmux.quit()
    }

    /// After the session, `reader undo` reverts the session's last change: the same batch `u` would.
    @Test func finishThenQuitThenReaderUndoRestores() throws {
        let tmux = try TmuxReader(content: Self.story, columns: 120)
        try tmux.open()
        try tmux.press("n", "L")
        try tmux.waitFor { $0.contains("sailor: learning (2 times) (new term) · u undoes") }
        try tmux.press("f")
        try tmux.waitFor { $0.contains("finish: mark the 2 New words left Known? y/n") }
        try tmux.press("y")
        try tmux.waitFor { $0.contains("marked 2 terms known") }
        try tmux.quit()
        #expect(try tmux.cli.listed()["gull"] == "known")
        let undo = try tmux.cli.run(["undo"])
        #expect(undo.status == 0)
        #expect(undo.stdout.hasPrefix("undid finish \(tmux.text) ("))
        #expect(undo.stdout.hasSuffix("): 0 restored, 2 removed\n  gull: removed\n  harbour: removed\n"))
        let listed = try tmux.cli.listed()
        #expect(listed["gull"] == nil && listed["harbour"] == nil && listed["sailor"] == "learning")
        // The mark before it is the next batch: `reader undo` again reverts it.
        #expect(try tmux.cli.run(["undo"]).stdout.hasPrefix("undid mark sailor ("))
        #expect(try tmux.cli.listed()["sailor"] == nil)
        try tmux.open()
        #expect(try tmux.screen().contains("3 new left"))
        try tmux.quit()
    }

    /// c on a term already Learning changes no status but saves a capture: `u` removes it, and after
    /// the session `reader undo` would have removed the same capture.
    @Test func undoRemovesACaptureOfATermAlreadyLearning() throws {
        let tmux = try TmuxReader(content: Self.story, columns: 120)
        try tmux.open()
        try tmux.press("n", "L")
        try tmux.waitFor { $0.contains("sailor: learning (2 times) (new term) · u undoes") }
        try Self.captureSailor(tmux)
        #expect(try tmux.cli.run(["export", "--format", "json"]).stdout.contains("The old sailor walked"))
        try tmux.press("u")
        try tmux.waitFor { $0.contains("undone: capture removed") }
        #expect(!(try tmux.cli.run(["export", "--format", "json"]).stdout.contains("The old sailor walked")))
        #expect(try tmux.cli.listed()["sailor"] == "learning")
        try Self.captureSailor(tmux)
        try tmux.quit()
        let undo = try tmux.cli.run(["undo"])
        #expect(undo.stdout.hasPrefix("undid mark sailor ("))
        #expect(undo.stdout.hasSuffix("): 0 restored, 0 removed, 1 capture removed\n"))
        #expect(!(try tmux.cli.run(["export", "--format", "json"]).stdout.contains("The old sailor walked")))
        #expect(try tmux.cli.listed()["sailor"] == "learning")
    }

    private static func captureSailor(_ tmux: TmuxReader) throws {
        try tmux.press("c")
        try tmux.waitFor { $0.contains("capturing: edit the sentence") }
        try tmux.press("Enter")
        try tmux.waitFor { $0.contains("captured \u{201C}sailor\u{201D} as Learning · u undoes") }
    }

    /// A change made outside the reader after its own: `u` leaves both alone and says why.
    @Test func undoInsideLeavesAChangeMadeElsewhere() throws {
        let tmux = try TmuxReader(content: Self.story, columns: 120)
        try tmux.open()
        try tmux.press("n", "K")
        try tmux.waitFor { $0.contains("sailor: known (2 times)") }
        #expect(try tmux.cli.run(["mark", "gull", "harbour", "--learning"]).status == 0)
        try tmux.press("u")
        try tmux.waitFor { $0.contains("the last change was not made here: 'reader undo' reverts it") }
        #expect(try tmux.cli.listed()["sailor"] == "known")
        try tmux.quit()
    }

    @Test func resizeRewrapsAndThePositionIsRemembered() throws {
        let tmux = try TmuxReader(content: Self.story)
        try tmux.open()
        try tmux.press("n", "n")
        try tmux.waitFor { $0.contains("story.txt  52%") }
        try tmux.tmux(["resize-window", "-t", "main", "-x", "40", "-y", "12"])
        let narrow = try tmux.waitFor { $0.hasPrefix("We need to make a decision soon. The old\nsailor walked") }
        #expect(narrow.split(separator: "\n", omittingEmptySubsequences: false)[11].hasSuffix("? help"))
        try tmux.quit()
        #expect(Self.isRestored(try tmux.terminalModes()))
        try tmux.open()
        #expect(try tmux.screen().contains("story.txt  52%"))
        try tmux.quit()
    }

    /// A signal that ends the reader saves where the learner was first (the loop's stop hook), as `q` does.
    @Test func aSignalSavesThePositionBeforeTheReaderEnds() throws {
        let tmux = try TmuxReader(content: Self.story)
        try tmux.open()
        try tmux.press("n", "n")
        try tmux.waitFor { $0.contains("story.txt  52%") }
        kill(try tmux.readerPID(), SIGTERM)
        try tmux.waitFor { !$0.contains("? help") }
        try tmux.open()
        #expect(try tmux.screen().contains("story.txt  52%"))
        try tmux.quit()
    }

    @Test(arguments: [("C-c", SIGINT), ("", SIGTERM), ("", SIGSEGV)])
    func signalsAndCrashesRestoreTheTerminal(key: String, signal: Int32) throws {
        let tmux = try TmuxReader(content: Self.story)
        try tmux.open()
        if key.isEmpty { kill(try tmux.readerPID(), signal) } else { try tmux.press(key) }
        try tmux.waitFor { !$0.contains("? help") }
        #expect(Self.isRestored(try tmux.terminalModes()))
    }

    /// `open` killed by SIGUSR1 or SIGALRM left the alternate screen, mouse reporting, the hidden cursor and
    /// a raw tty behind: every signal whose default action ends the process restores the terminal, then
    /// ends the reader as that signal would (the shell sees 128 + its number). See: issue 28, item 7.
    @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGHUP, SIGTERM, SIGPIPE, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT,
                      SIGXCPU, SIGXFSZ, SIGSYS, SIGBUS, 40 /* a real-time signal */])
    func aSignalThatEndsTheReaderLeavesNoRawScreenBehind(signal: Int32) throws {
        let tmux = try TmuxReader(content: Self.story)
        try tmux.open(then: #"echo EX""IT=$?"#)
        #expect(try tmux.screenModes() == [true, false, true])
        kill(try tmux.readerPID(), signal)
        let screen = try tmux.waitFor { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=\(128 + signal)"))
        #expect(try tmux.screenModes() == [false, true, false])
        #expect(Self.isRestored(try tmux.terminalModes()))
    }

    /// On SIGQUIT Swift's backtracer drew its backtrace into the raw screen and waited 30 s for a key
    /// ("Press space to interact"): the terminal comes back first and the reader ends by SIGQUIT at once,
    /// backtracer enabled or not. See: issue 28, item 7.
    @Test(arguments: ["SWIFT_BACKTRACE=enable=yes,interactive=yes ", ""])
    func quitSignalDrawsNoBacktraceAndDoesNotWait(backtracer: String) throws {
        let tmux = try TmuxReader(content: Self.story)
        try tmux.open(environment: backtracer, then: #"echo EX""IT=$?"#)
        let started = Date()
        kill(try tmux.readerPID(), SIGQUIT)
        let screen = try tmux.waitFor { $0.contains("EXIT=") }
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(screen.contains("EXIT=131"))
        #expect(!screen.contains("Press space") && !screen.contains("Backtrace") && !screen.contains("Crash"))
        #expect(try tmux.screenModes() == [false, true, false])
        #expect(Self.isRestored(try tmux.terminalModes()))
    }

    @Test func suspendRestoresAndResumeRedraws() throws {
        let tmux = try TmuxReader(content: Self.story)
        try tmux.open()
        try tmux.press("C-z")
        try tmux.waitFor { $0.contains("Stopped") }
        #expect(Self.isRestored(try tmux.terminalModes()))
        try tmux.type("fg")
        try tmux.waitFor { $0.contains("? help") }
        try tmux.quit()
        #expect(Self.isRestored(try tmux.terminalModes()))
    }
}

/// `p` and `P` in `open` (issue 32): the sound goes to the player while the reader goes on.
@Suite("CLI: open speaks (in tmux)", .enabled(if: TmuxReader.available, "tmux is not installed: apt-get install tmux"), .serialized)
struct OpenSpeechTests {
    private func played(_ folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("played-") }.sorted { $0.path < $1.path }
    }

    private func waitForPlayed(_ count: Int, in folder: URL) throws -> [URL] {
        for _ in 0..<100 {
            if let files = try? played(folder), files.count >= count { return files }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxReader.Failure("the player was not started \(count) times")
    }

    @Test func pPlaysTheWordAndShiftPItsSentenceWhileTheReaderGoesOn() throws {
        let tmux = try TmuxReader(content: OpenCommandTests.story)
        let received = tmux.cli.folder.appendingPathComponent("received")
        try FileManager.default.createDirectory(at: received, withIntermediateDirectories: true)
        let player = try tmux.cli.script("player.sh", "cp \"$1\" \(received.path)/played-$(date +%s%N).wav")
        #expect(try tmux.cli.run(["config", "set", "player", player]).status == 0)
        try tmux.open()
        try tmux.press("p")
        let word = try waitForPlayed(1, in: received)
        try tmux.press("P")
        let both = try waitForPlayed(2, in: received)
        let sizes = try both.map { try Data(contentsOf: $0).count }
        #expect(try Data(contentsOf: word[0]).prefix(4) == Data("RIFF".utf8))
        #expect(sizes[1] > 5 * sizes[0])
        try tmux.press("l")
        try tmux.waitFor { $0.contains("? help") }
        try tmux.quit()
        #expect(OpenCommandTests.isRestored(try tmux.terminalModes()))
    }

    @Test func withoutAPlayerTheStatusLineSaysSo() throws {
        let tmux = try TmuxReader(content: OpenCommandTests.story, columns: 200)
        #expect(try tmux.cli.run(["config", "set", "player", "/nonexistent/player"]).status == 0)
        try tmux.open()
        try tmux.press("p")
        try tmux.waitFor { $0.contains("no audio player found (tried /nonexistent/player)") }
        try tmux.quit()
    }
}
