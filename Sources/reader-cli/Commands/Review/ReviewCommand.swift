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
        "brain_boost","cram","status"}. With 'native' set (--native es), the answer shows the sense's words in \
        your language; --produce asks the other way: those words on the front, the English word and its \
        sentence on the back (a card whose sense has no words in your language is asked as usual).
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

    @Flag(help: "Ask from your own language (--native or the 'native' setting): its words on the front, the English word and its sentence on the back.")
    var produce = false

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more") }
        if newCards < 0 { throw ValidationError("--new must be 0 or more") }
        if produce && script { throw ValidationError("--produce is how cards are shown; --script shows none") }
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
            let location = try? ProcessEnvironment.dataLocation()
            let words = try location.flatMap { try native.nativeDictionary(location: $0, settings: settings) }
            if produce && words == nil {
                throw CLIError.usage("--produce asks from your own language: set it with --native CODE or 'reader config set native CODE'")
            }
            // A card reveals the sense its sentence gives the word, as its capture card did.
            try ReviewTerminal(session: session, direction: produce ? .produce : .recognize, speaker: Speaker(settings: settings.effective)) {
                Self.definitions(location: location, words: words)
            }.run()
        }
        // A damaged store is refused (65) even when the session ended before any answer waited for the check.
        try store.awaitIntegrityCheck()
    }

    /// The review's dictionary (nil without the data: a card then shows the word itself).
    private static func definitions(location: DataLocation?, words: NativeDictionary?) -> (any DefinitionProvider)? {
        guard let location, let data = try? LanguageData(location: location), let dictionary = try? EnglishDictionary(location: location),
              let partsOfSpeech = try? PartOfSpeechTable(location: location) else { return nil }
        return SentenceDefinitions(data: data, partsOfSpeech: partsOfSpeech, dictionary: dictionary.speaking(words))
    }
}
