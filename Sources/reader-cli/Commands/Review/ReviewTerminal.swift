import Foundation
import ImmersiveReader
import ReaderEngine
import Speech
import TerminalUI

/// `reader review` on a terminal: the session's cards go to the `ReviewModel`,
/// keys come back as reveals and grades, and `ReviewFrame` draws each frame on
/// the `TerminalSession` that `reader open` uses (raw mode without dropping
/// typed-ahead keys, Ctrl-Z and `fg`, every signal restoring the terminal).
struct ReviewTerminal {
    let session: ReviewSession
    /// Whether cards are asked from the learner's language to English (`--produce`).
    var direction = ReviewDirection.recognize
    /// `p` and `P` once the answer shows.
    let speaker: Speaker?
    /// Opens the dictionary: called once, at the first reveal or definition
    /// prompt, so the first card shows without it.
    var openDefinitions: () -> (any DefinitionProvider)?

    init(session: ReviewSession, direction: ReviewDirection = .recognize, speaker: Speaker? = nil,
         openDefinitions: @escaping () -> (any DefinitionProvider)? = { nil }) {
        self.session = session
        self.direction = direction
        self.speaker = speaker
        self.openDefinitions = openDefinitions
    }

    func run() throws {
        let environment = TerminalEnvironment.current()
        let capabilities = environment.screenCapabilities()
        var model = ReviewModel(size: TerminalSession.currentSize(),
                                display: DisplaySettings(theme: environment.theme, patternMode: false, capabilities: capabilities),
                                cram: session.options.cram)
        var opened: (any DefinitionProvider)??
        func definitions() -> (any DefinitionProvider)? {
            if opened == nil { opened = .some(openDefinitions()) }
            return opened ?? nil
        }
        func show(_ prompt: ReviewSession.Prompt) {
            let needed = ReviewFace.needsDefinition(prompt.card, direction: direction)
            let face = ReviewFace(card: prompt.card, definitions: needed ? definitions() : nil, direction: direction)
            model.show(ReviewModel.Card(face: face, boostStreak: prompt.boostStreak, remaining: prompt.remaining))
        }
        // Nothing due: say so (and when the next card is) without taking over the screen.
        guard let first = try session.next(at: try Clock.now()) else { return try finish(shown: false) }
        show(first)
        var current = first
        // Every answer is in the store as soon as it is given, so a signal loses nothing.
        try TerminalSession.runKeyLoop(frame: { ReviewFrame.frame(model) }, resize: { model.resize($0) }) { key in
            switch model.handle(key) {
            case .reveal:
                model.reveal(notes: model.card?.face.notes(definitions()?.card(for: current.card)) ?? [])
            case .grade(let rating):
                model.answered(try session.answer(rating, at: try Clock.now()), answers: session.answers)
                guard let next = try session.next(at: try Clock.now()) else { return .stop }
                current = next
                show(next)
            case .speak(let sentence):
                let card = current.card
                do {
                    try speaker?.speak(sentence ? card.capture?.sentence ?? card.answer : card.answer, waiting: false)
                } catch let error as SpeechError {
                    model.report(error.message)
                }
            case .quit:
                return .stop
            case nil:
                break
            }
            return .next
        }
        try finish(shown: true)
    }

    /// The end-of-session line on the normal screen.
    private func finish(shown: Bool) throws {
        let now = try Clock.now()
        let writer = OutputWriter()
        try writer.write(ReviewSummary.text(session, shown: shown, nextDue: try session.nextDue(after: now), now: now))
        try writer.flush()
    }
}
