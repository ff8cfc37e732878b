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
    /// Store a capture, as one undoable batch → `captured(_:change:batch:)`.
    case capture(Capture)
    /// Set the status of terms in the store, as one undoable batch → `applied(_:batch:)`.
    case setStatus(WordStatus, [Term])
    /// Finish the text: its New terms Known, as `reader finish` → `applied(_:batch:)`.
    case finish([Term])
    /// Undo this session's store batch if it is still the newest, as `reader undo`
    /// → `undone(batch:reverted:)`, else a message.
    case undo(batch: Int64)
    /// The store now holds a phrase the annotation does not show: annotate
    /// the text again → `reannotated(_:)`.
    case reannotate
    /// Hold this window of a text too long to hold whole (`TextPieces`), annotated as in the whole
    /// text → `loaded(_:then:)`.
    case load(Range<Int>, then: WindowArrival)
    /// Find the query (as `TextFinder` matches) in the text from a byte offset on, else from the text's
    /// start → `found(_:at:)`.
    case find(String, after: Int)
    /// Speak the target, or its sentence, without waiting for the sound to end (nothing comes back).
    case speak(ReaderTarget, sentence: Bool)
    case quit
}
