import Foundation
import Testing

/// `reader review` in a real terminal: tmux runs it on a private server, the
/// test types keys and reads the screen back.
@Suite("CLI: review in a terminal (tmux)")
struct ReviewTerminalTests {
    final class Tmux {
        let socket = "reader-review-test-\(UUID().uuidString)"

        @discardableResult
        func run(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["tmux", "-f", "/dev/null", "-L", socket] + arguments
            // A file, not a pipe: the tmux server the first command forks keeps a pipe open forever.
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString)")
            FileManager.default.createFile(atPath: url.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: url) }
            let output = try FileHandle(forWritingTo: url)
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            // Poll rather than waitUntilExit: the tmux server forked by the first
            // command must not keep the test waiting.
            for _ in 0..<100 where process.isRunning { usleep(50_000) }
            if process.isRunning { process.terminate() }
            try output.close()
            return String(decoding: try Data(contentsOf: url), as: UTF8.self)
        }

        /// The screen once it shows `text` (nil after 15 s without it).
        func screen(showing text: String) throws -> String? {
            for _ in 0..<150 {
                let screen = try run(["capture-pane", "-p"])
                if screen.contains(text) { return screen }
                usleep(100_000)
            }
            return nil
        }

        /// Ends the server; by its pid too, as a server busy with a dying pane can ignore kill-server.
        func kill() {
            let pid = (try? run(["display-message", "-p", "#{pid}"])).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            _ = try? run(["kill-server"])
            if let pid { Foundation.kill(pid, SIGKILL) }
        }
    }

    @Test func revealGradeToastAndQuit() throws {
        let cli = try ReaderCLI()
        let file = try cli.file("text.txt", "She made a decision to leave early.\n")
        let now = "2022-11-29T12:30:00Z"
        _ = try cli.run(["capture", file, "--word", "decision"], environment: ["READER_NOW": now])
        let tmux = Tmux()
        defer { tmux.kill() }
        let command = "READER_NOW=\(now) NO_COLOR=1 '\(try #require(ReaderCLI.binary).path)' review --no-fuzz --db '\(cli.db)'; echo EXIT=$?; sleep 30"
        try tmux.run(["new-session", "-d", "-x", "90", "-y", "20", command])
        let prompt = try #require(try tmux.screen(showing: "[ _____ ]"))
        #expect(prompt.contains("She [ _____ ] to leave early."))
        #expect(prompt.contains("reader review · 1 left · again 0  hard 0  good 0  easy 0"))
        try tmux.run(["send-keys", "x"])
        let revealed = try #require(try tmux.screen(showing: "1 Again"))
        #expect(revealed.contains("She *made a decision* to leave early."))
        #expect(revealed.contains(" 1 Again    2 Hard    3 Good    4 Easy "))
        try tmux.run(["send-keys", "3"])
        // The card comes back (learning step in 10 minutes is not due at the fixed clock): the session ends.
        let done = try #require(try tmux.screen(showing: "EXIT="))
        #expect(done.contains("Session done: 1 answer (again 0, hard 0, good 1, easy 0)."))
        #expect(done.contains("EXIT=0"))
        let listed = try cli.listed()
        #expect(listed["make a decision"] == "learning")
    }

    @Test func quitLeavesTheTerminalUsable() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["mark", "quay", "--learning"])
        let tmux = Tmux()
        defer { tmux.kill() }
        let command = "'\(try #require(ReaderCLI.binary).path)' review --db '\(cli.db)'; stty -a | grep -o ' icanon\\| echo ' ; sleep 30"
        try tmux.run(["new-session", "-d", "-x", "90", "-y", "20", command])
        // Marked without a sentence: the prompt is the dictionary's first sense.
        let prompt = try #require(try tmux.screen(showing: "Which word or phrase means: wharf usually built parallel to the shoreline"))
        #expect(prompt.contains("any key: reveal · q: quit"))
        try tmux.run(["send-keys", "q"])
        let after = try #require(try tmux.screen(showing: "icanon"))
        #expect(after.contains("No answers given."))
        #expect(after.contains("\n echo"))
    }

    /// A damaged store is refused (65) when the learner quits at the first card, as when they answer it.
    @Test func quittingOnADamagedStoreIsRefused() throws {
        let cli = try ReaderCLI()
        let bytes = try ReviewScriptTests.damageStore(of: cli)
        let tmux = Tmux()
        defer { tmux.kill() }
        let command = "READER_NOW=2022-11-29T12:30:00Z NO_COLOR=1 '\(try #require(ReaderCLI.binary).path)' review --db '\(cli.db)'; echo EXIT=$?; sleep 30"
        try tmux.run(["new-session", "-d", "-x", "90", "-y", "20", command])
        _ = try #require(try tmux.screen(showing: "any key: reveal"))
        try tmux.run(["send-keys", "q"])
        let done = try #require(try tmux.screen(showing: "EXIT="))
        // The message is wider than the pane: its wrapped lines joined.
        #expect(done.replacingOccurrences(of: "\n", with: "").contains(
            "reader: \(cli.db) is not a readable vocabulary store (not an SQLite database, or damaged); it was left untouched"))
        #expect(done.contains("EXIT=65"))
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: cli.db))) == bytes)
    }
}
