import ArgumentParser
import Foundation
import ReaderEngine
import TerminalUI

struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review your Learning terms with FSRS-6 flash cards (cloze of the captured sentence).",
        discussion: """
        Due cards come first, then up to --new cards never reviewed. Any key reveals the answer; grade it \
        1 Again, 2 Hard, 3 Good, 4 Easy (q ends the session; Ctrl-Z suspends it, fg resumes). With nothing due, \
        it says when the next card is. A card graded Again comes back in the \
        same session (Brain Boost) until answered correctly twice in a row. A term becomes Known when its \
        card's stability reaches 21 days (setting graduation_days) and goes back to Learning when a review \
        card lapses. --script reads one grade per line from stdin (1-4 or again|hard|good|easy) and writes \
        one JSON line per answer: {"term","rating","state","due","interval_days","stability","difficulty",\
        "brain_boost","cram","status"}.
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var native: NativeOption

    @Flag(help: "Review cards that are not due, without changing their schedule (logged as cram).")
    var cram = false

    @Option(parsing: .unconditional, help: ArgumentHelp("At most this many cards (Brain Boost repeats not counted).", valueName: "n"))
    var limit: Int?

    @Option(help: ArgumentHelp("Only cards of this deck.", valueName: "name"))
    var deck: String?

    @Option(name: .customLong("new"), help: ArgumentHelp("New cards per session.", valueName: "n"))
    var newCards = 20

    @Flag(help: "No terminal UI: grades from stdin, one JSON line per answer on stdout.")
    var script = false

    @Flag(help: "Schedule review intervals exactly (no random spread).")
    var noFuzz = false

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more") }
        if newCards < 0 { throw ValidationError("--new must be 0 or more") }
    }

    func run() throws {
        // The whole-file check runs alongside loading the first card; the first answer waits for it.
        let settings = try global.settings()
        let now = try Clock.now()
        let store = try VocabularyStore(path: try global.storePath(settings: settings), integrityCheck: .beforeFirstWrite)
        let options = ReviewSession.Options(deck: deck, newLimit: newCards, limit: limit, cram: cram,
                                            graduationDays: try store.graduationDays())
        let scheduler = FSRSScheduler(parameters: FSRSParameters(fuzz: !noFuzz))
        let session = try ReviewSession(store: store, scheduler: scheduler, options: options, at: now)
        if script {
            try ReviewScript(session: session).run()
        } else {
            guard (try? TerminalSession.requireTerminal()) != nil else {
                throw CLIError.usage("review needs a terminal; use --script to grade from stdin")
            }
            // Without the dictionary a card with no sentence shows the word itself.
            let location = try? DataLocation.locate()
            let words = try location.flatMap { try native.nativeDictionary(location: $0, settings: settings) }
            try ReviewTerminal(session: session, speaker: Speaker(settings: settings.effective)) {
                location.flatMap { try? EnglishDictionary(location: $0).speaking(words) }
            }.run()
        }
        // A damaged store is refused (65) even when the session ended before any answer waited for the check.
        try store.awaitIntegrityCheck()
    }
}
