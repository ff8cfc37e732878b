import ArgumentParser
import ReaderEngine

struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Revert the last bulk change (finish, import, init, a mark of several terms), once.",
        discussion: """
        Each term goes back to the status it had before; terms the change added are removed, and so are the \
        captures it saved. A term changed again since (by a mark, capture or review) keeps its newer status. Run \
        it again to revert the change before.
        """
    )

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let store = try global.openStore()
        let writer = OutputWriter()
        guard let summary = try store.undoLastBatch(at: try Clock.now()) else {
            try writer.write("nothing to undo\n")
            return try writer.flush()
        }
        let batch = summary.batch
        var line = "undid \(batch.kind.rawValue) \(ControlCharacterEscaping.singleLine(batch.label)) (\(TimeStamp.string(batch.createdAt))): "
        line += "\(summary.restored) restored, \(summary.removed) removed"
        if summary.kept > 0 { line += ", \(summary.kept) kept (changed since)" }
        if summary.capturesRemoved > 0 { line += ", \(Plural.count(summary.capturesRemoved, "capture")) removed" }
        try writer.write(line + "\n")
        try writer.flush()
    }
}
