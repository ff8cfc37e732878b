import ReaderEngine

/// Work the model asks of its owner (the store and the language data live
/// outside it). The owner does it and reports back through the model method
/// named on each case; that call may return the next request.
public enum ReaderRequest: Equatable, Sendable {
    /// Build the card of a target → `show(_:)`.
    case card(ReaderTarget)
    /// Expand the word at a span to its phrase, as `reader expand` → `expanded(to:)`.
    case expand(span: Int)
    /// Build a capture of the target and its card → `editCapture(_:)`.
    case draftCapture(ReaderTarget)
    /// Store a capture → `captured(_:change:)`.
    case capture(Capture)
    /// Set the status of terms in the store → `applied(_:undoable:)`.
    case setStatus(WordStatus, [Term])
    /// Put back the statuses of an undo entry → `applied(_:undoable:)` with `undoable: false`.
    case undo(SessionUndo.Entry)
    /// The store now holds a phrase the annotation does not show: annotate
    /// the text again → `reannotated(_:)`.
    case reannotate
    case quit
}
