import ArgumentParser
import Foundation
import ReaderEngine

struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Revert the last bulk change (finish, import, init, a mark of several terms), once.",
        discussion: """
        Each term goes back to the status it had before; terms the change added are removed, and so are the \
        captures it saved. A term the learner touched since (a status change, a capture, a review answer) is \
        kept as it is, so a review log or a capture made outside the change is never deleted. A revert that would \
        take a reviewed card out of review (its term back to new or ignored) asks first; without a terminal it \
        needs --yes. Run it again to revert the change before; --list shows what it could revert.
        """
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "List the changes undo could revert, newest first, and revert nothing.")
    var list = false

    @Flag(help: "Revert even when reviewed cards would leave review (needed without a terminal).")
    var yes = false

    /// Terms listed one per line after the summary; a larger batch (`init`) is listed by outcome instead.
    static let shownTerms = 20
    /// Terms named on each outcome's line of a larger batch.
    static let sampledTerms = 5

    func run() throws {
        let writer = OutputWriter()
        // Listing writes nothing, so it skips the writers' integrity check, which reads the whole store.
        if list { return try listBatches(try global.openStore(.readOnly), writer) }
        let store = try global.openStore()
        guard let plan = try store.undoPlan() else {
            try writer.write("nothing to undo\n")
            return try writer.flush()
        }
        let dropped = plan.droppedReviewedCards
        if !dropped.isEmpty, !yes, try !confirmed(plan, dropped: dropped) {
            try writer.write("nothing undone\n")
            return try writer.flush()
        }
        // The plan's batch only: another process may have made a newer one meanwhile.
        guard let summary = try store.undoLastBatch(ifItIs: plan.batch.id, at: try Clock.now()) else {
            throw StoreError.busy(path: store.path)
        }
        let (changes, unchanged) = (summary.changes, summary.unchanged)
        var line = "undid \(Self.describe(summary.batch)): \(summary.restored - unchanged) restored, \(summary.removed) removed"
        if unchanged > 0 { line += ", \(unchanged) unchanged (already so)" }
        if summary.kept > 0 { line += ", \(summary.kept) kept (changed since)" }
        if summary.capturesRemoved > 0 { line += ", \(Plural.count(summary.capturesRemoved, "capture")) removed" }
        try writer.write(line + "\n")
        if changes.count <= Self.shownTerms {
            for step in changes {
                try writer.write("  \(ControlCharacterEscaping.singleLine(step.term.key)): \(Self.outcome(of: step))\n")
            }
        } else {
            try writeGrouped(changes, writer)
        }
        try writer.flush()
    }

    /// A large revert as one line per outcome, with its count and first few terms.
    private func writeGrouped(_ changes: [UndoStep], _ writer: OutputWriter) throws {
        var order: [String] = []
        var terms: [String: [String]] = [:]
        for step in changes {
            let outcome = Self.outcome(of: step)
            if terms[outcome] == nil { order.append(outcome) }
            terms[outcome, default: []].append(ControlCharacterEscaping.singleLine(step.term.key))
        }
        for outcome in order {
            let named = terms[outcome] ?? []
            let sample = named.prefix(Self.sampledTerms).joined(separator: ", ") + (named.count > Self.sampledTerms ? ", ..." : "")
            try writer.write("  \(outcome): \(Plural.count(named.count, "term")) (\(sample))\n")
        }
    }

    static func outcome(of step: UndoStep) -> String {
        switch step.action {
        case .restore(let status): "\(step.status.rawValue) -> \(status.rawValue)"
        case .remove: "removed"
        case .keep: "kept \(step.status.rawValue) (changed since)"
        }
    }

    private func listBatches(_ store: VocabularyStore, _ writer: OutputWriter) throws {
        let batches = try store.undoableBatches()
        if batches.isEmpty { try writer.write("nothing to undo\n") }
        for entry in batches {
            let statuses = WordStatus.allCases.compactMap { status in entry.statuses[status].map { "\($0) \(status.rawValue)" } }
            var did = statuses.isEmpty ? [] : ["set " + statuses.joined(separator: ", ")]
            if entry.captures > 0 { did.append("saved \(Plural.count(entry.captures, "capture"))") }
            try writer.write("\(Self.describe(entry.batch)): \(did.joined(separator: "; "))\n")
        }
        try writer.flush()
    }

    static func describe(_ batch: ChangeBatch) -> String {
        "\(batch.kind.rawValue) \(ControlCharacterEscaping.singleLine(batch.label)) (\(TimeStamp.string(batch.createdAt)))"
    }

    /// Asks on the terminal; without one, refuses (the learner passes --yes).
    private func confirmed(_ plan: UndoSummary, dropped: [Term]) throws -> Bool {
        let cards = "\(Plural.count(dropped.count, "reviewed card")) (\(dropped.prefix(5).map { ControlCharacterEscaping.singleLine($0.key) }.joined(separator: ", "))"
            + (dropped.count > 5 ? ", ..." : "") + ")"
        guard isatty(STDIN_FILENO) == 1 else {
            throw CLIError.usage("undoing \(Self.describe(plan.batch)) would take \(cards) out of review; "
                + "their answers are kept. Run 'reader undo --yes' to revert it anyway")
        }
        FileHandle.standardError.write(Data("undoing \(Self.describe(plan.batch)) takes \(cards) out of review (their answers are kept). Revert it? [y/N] ".utf8))
        return readLine()?.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("y") == true
    }
}
