import ArgumentParser
import ReaderEngine

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Seed the vocabulary store with words you already know.",
        discussion: """
        --level marks Known every lemma rated at or below that CEFR level among the \
        \(VocabularySeed.levelSeedingPool) most frequent lemmas, and remembers the level (capture warns A1/A2 \
        learners about rare words). --top N marks the N most frequent lemmas Known. A word's hyphenated spelling \
        comes with it (e-mail with email). Terms already in the store \
        keep their status, so running init again never undoes your own marks.

        Examples:
          reader init --level B1
          reader init --top 3000
        """
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("Your CEFR level: A1, A2, B1, B2, C1 or C2.", valueName: "level"))
    var level: CEFRLevel?

    @Option(parsing: .unconditional, help: ArgumentHelp("Mark the N most frequent lemmas Known instead.", valueName: "N"))
    var top: Int?

    func validate() throws {
        switch (level, top) {
        case (nil, nil): throw ValidationError("give --level A1..C2 or --top N, e.g. 'reader init --level B1'")
        case (.some, .some): throw ValidationError("give either --level or --top, not both")
        case (nil, .some(let count)) where count < 1: throw ValidationError("--top must be at least 1")
        default: break
        }
    }

    func run() throws {
        let data = try global.languageData()
        let store = try global.openStore()
        let terms = try level.map { try VocabularySeed.terms(upTo: $0, data: data) }
            ?? VocabularySeed.terms(top: top ?? 0, data: data)
        // The hyphenated spellings that come with the words ("e-mail" with "email") are no slot of the top N.
        let basis = level.map { "level \($0.name)" } ?? "top \(Plural.count(min(top ?? 0, terms.count), "lemma"))"
        let now = try Clock.now()
        let added = try store.recordingBatch(.initialization, label: basis, at: now) {
            try store.seed(terms, status: .known, at: now)
        }
        if let level { try store.setSetting(.level, to: level.name, at: now) }
        var line = "marked \(Plural.count(added, "lemma")) Known (\(basis))"
        if added < terms.count { line += "; \(terms.count - added) already in your store kept their status" }
        let writer = OutputWriter()
        try writer.write(line + "\nstore: \(ControlCharacterEscaping.singleLine(store.path))\n")
        try writer.flush()
    }
}
