import Foundation
import ReaderEngine

/// `reader review` on a terminal: prompt, any key reveals, 1-4 grades, a toast,
/// Brain Boost repeats; q ends the session, and Ctrl-C restores the terminal.
struct ReviewTerminal {
    let session: ReviewSession
    /// Opens the dictionary: called once, at the first reveal or definition
    /// prompt, so the first card shows without it.
    var openDefinitions: () -> (any DefinitionProvider)?

    init(session: ReviewSession, openDefinitions: @escaping () -> (any DefinitionProvider)? = { nil }) {
        self.session = session
        self.openDefinitions = openDefinitions
    }

    func run() throws {
        let environment = TerminalEnvironment.current()
        let selection = RendererSelection(format: .ansi, color: .auto, underline: nil, theme: nil, patternMode: false, width: nil)
        let capabilities = selection.capabilities(of: environment).flatMap { $0.colorDepth == .none ? nil : $0 }
        let screen = ReviewScreen(
            highlight: capabilities.map { ANSIStyles(theme: environment.theme, capabilities: $0, patternMode: false).learning },
            colors: capabilities != nil)
        let terminal = try RawTerminal()
        var toast: String?
        var shown = false
        var opened: (any DefinitionProvider)??
        func definitions() -> (any DefinitionProvider)? {
            if opened == nil { opened = .some(openDefinitions()) }
            return opened ?? nil
        }
        do {
            while let prompt = try session.next(at: try Clock.now()) {
                shown = true
                let face = ReviewFace(card: prompt.card, definitions: ReviewFace.needsDefinition(prompt.card) ? definitions() : nil)
                var lines = ["\u{1B}[H\u{1B}[2J" + screen.header(prompt, session: session), toast.map { "  " + $0 } ?? "", ""]
                if let boost = screen.boostLine(prompt.boostStreak) { lines += ["  " + boost, ""] }
                terminal.write((lines + ["  " + screen.question(face), "", "  any key: reveal · q: quit"]).joined(separator: "\r\n"))
                guard let key = terminal.readKey(), !Self.quits(key) else { break }
                terminal.write("\r\u{1B}[2A\u{1B}[J  " + ([screen.revealed(face)] + ReviewFace.notes(of: prompt.card, from: definitions())).joined(separator: "\r\n  ")
                               + "\r\n\r\n  " + screen.gradeBar + "   q: quit")
                guard let rating = Self.grade(terminal) else { break }
                toast = ReviewScreen.toast(try session.answer(rating, at: try Clock.now()))
            }
        } catch {
            terminal.restore()
            throw error
        }
        terminal.write("\u{1B}[H\u{1B}[2J")
        terminal.restore()
        let now = try Clock.now()
        FileHandle.standardOutput.write(Data(ReviewScreen.summary(session, shown: shown, nextDue: shown ? nil : try session.nextDue(after: now),
                                                                  now: now).utf8))
    }

    /// Waits for 1-4; nil when the learner quits or input ends.
    private static func grade(_ terminal: RawTerminal) -> Rating? {
        while let key = terminal.readKey() {
            if quits(key) { return nil }
            if let rating = Rating(rawValue: Int(key) - Int(UInt8(ascii: "0"))) { return rating }
        }
        return nil
    }

    private static func quits(_ key: UInt8) -> Bool { key == UInt8(ascii: "q") || key == 0x04 }
}
