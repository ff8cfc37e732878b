import ArgumentParser
import Foundation
import ReaderEngine
import TerminalUI

struct PlacementCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "placement",
        abstract: "Estimate your vocabulary size with a yes/no word test and mark Known the words it implies.",
        discussion: """
        Shows \(PlacementTest.bands.count * PlacementTest.itemsPerBand) words drawn from the 20,000 most frequent \
        word families (\(PlacementTest.itemsPerBand) from each of \(PlacementTest.bands.count) frequency bands) mixed with \
        \(PlacementTest.pseudowordCount) made-up words that look English. Answer y if you know a meaning of the word, n if \
        not (u takes the last answer back). Each band's share of yes answers, corrected for the made-up words you said yes \
        to, estimates how many of its families you know; the sum is your vocabulary size, and the families known among \
        the 5,000 most frequent give your level. If you confirm, the most frequent families of each band are marked \
        Known, as many as the estimate says, and your level is set; words already in your store keep their status. \
        The estimate is kept either way: 'reader stats' brings it forward.

        --script reads one answer per line on stdin (y, yes, n or no), then one more line: y marks the words, \
        anything else or the end of input marks nothing; it prints the result as one JSON object (seed, size, \
        size_within_5000, level, pseudowords {shown, yes}, false_alarm_rate, bands [{first, last, items, yes, known}], \
        marked). --items prints the test's items as JSON lines (word, band, rank: the family rank, null for a made-up \
        word) and exits. The sample is random unless --seed or READER_SEED fixes it.

        Examples:
          reader placement
          reader placement --seed 7 --items
          yes y | head -n 97 | reader placement --seed 7 --script
        """
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Answers on stdin, one per line, the result as JSON (for scripts and tests).")
    var script = false

    @Flag(help: "Print the test's items as JSON lines and exit.")
    var items = false

    @Option(help: ArgumentHelp("Seed of the sample (default: READER_SEED, else random).", valueName: "n"))
    var seed: UInt64?

    func run() throws {
        let seed = try self.seed ?? Self.environmentSeed() ?? UInt64.random(in: 0...UInt64(UInt32.max))
        let data = try global.languageData()
        let dictionary = try EnglishDictionary(location: data.location)
        let families = try FamilyList(data: data, dictionary: dictionary)
        let test = try PlacementTest(seed: seed, families: families, data: data, dictionary: dictionary)
        if items { return try Self.printItems(test) }
        if script {
            return try PlacementScript(test: test, seed: seed).run {
                Placement(test: test, seed: seed, families: families, store: try global.openStore())
            }
        }
        try Self.requireTerminal()
        try PlacementTerminal(placement: Placement(test: test, seed: seed, families: families, store: try global.openStore())).run()
    }

    /// `open`'s advice (use `read` in pipes) is not this command's: without a terminal it has `--script`.
    private static func requireTerminal() throws {
        do {
            try TerminalSession.requireTerminal()
        } catch TerminalError.notATerminal {
            throw CLIError.usage("placement asks its questions on a terminal (standard input and output); without one, "
                                 + "give the answers one per line on stdin with 'reader placement --script'")
        }
    }

    static func environmentSeed() throws -> UInt64? {
        guard let text = ProcessEnvironment.placementSeed else { return nil }
        guard let seed = UInt64(text) else { throw CLIError.usage("READER_SEED='\(text)' is not a whole number from 0") }
        return seed
    }

    static func printItems(_ test: PlacementTest) throws {
        let writer = OutputWriter()
        for item in test.items {
            try writer.write("{\"word\":\(JSONString.quoted(item.word)),\"band\":\(item.band.map(String.init) ?? "null")"
                + ",\"rank\":\(item.rank.map(String.init) ?? "null")}\n")
        }
        try writer.flush()
    }
}

/// A placement test being taken: what both faces do with its result.
struct Placement {
    let test: PlacementTest
    let seed: UInt64
    let families: FamilyList
    let store: VocabularyStore

    /// Keeps the estimate and, when `confirmed`, marks its families Known (absent ones only) and sets the
    /// level; returns how many lemmas were marked of how many the estimate implies, nil when not confirmed.
    func save(_ score: PlacementScore, confirmed: Bool) throws -> (marked: Int, implied: Int)? {
        let now = try Clock.now()
        try store.setSetting(.placementSize, to: String(score.size), at: now)
        guard confirmed else { return nil }
        let terms = score.impliedKnown(families: families).compactMap { Term(lemmas: [$0]) }
        let label = "placement: about \(NumberText.grouped(score.size)) families"
        let marked = try store.recordingBatch(.initialization, label: label, at: now) {
            try store.seed(terms, status: .known, at: now)
        }
        try store.setSetting(.level, to: score.level.name, at: now)
        return (marked, terms.count)
    }

    /// The line after a confirmed or declined test.
    static func outcome(_ saved: (marked: Int, implied: Int)?, level: CEFRLevel) -> String {
        guard let saved else { return "nothing marked; the estimate is kept for 'reader stats'" }
        var line = "marked \(Plural.count(saved.marked, "lemma")) Known"
        if saved.marked < saved.implied { line += "; \(saved.implied - saved.marked) already in your store kept their status" }
        return line + "; level set to \(level.name)"
    }
}
