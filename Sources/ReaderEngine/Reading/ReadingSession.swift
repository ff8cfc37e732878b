import Foundation
import Tokenizer
import ReaderCore
import ReaderStore

/// What reading does with the learner's vocabulary, the same in both faces (`open` and `serve`): statuses
/// as `read` shows them (through word families), and marks, captures, finishes and undos, each one undoable
/// batch, so `reader undo` afterwards reverts what either face did. The faces add only input and drawing.
public struct ReadingSession: Sendable {
    public let store: VocabularyStore
    public let lexicon: LemmaLexicon
    public let families: WordFamilies
    private let clock: @Sendable () throws -> Date

    /// `clock` gives each change its time (`READER_NOW` in the CLI, the server's clock in `serve`).
    public init(store: VocabularyStore, lexicon: LemmaLexicon, families: WordFamilies, clock: @escaping @Sendable () throws -> Date) {
        self.store = store
        self.lexicon = lexicon
        self.families = families
        self.clock = clock
    }

    // MARK: Statuses

    /// An annotator over a snapshot of the whole vocabulary (a reader that moves through a whole book).
    public func annotator(over snapshot: VocabularySnapshot) -> Annotator {
        Annotator(snapshot: snapshot, lexicon: lexicon, families: families)
    }

    /// An annotator for some pieces of text (a page, a web page's blocks), against the vocabulary as it is
    /// now: one snapshot holding only their words' statuses serves them all.
    public func annotator(for pieces: [TokenizedText]) throws -> Annotator {
        var keys = VocabularyKeys(families: families)
        for piece in pieces { keys.add(piece, lexicon: lexicon) }
        return Annotator(snapshot: try store.snapshot(for: keys), lexicon: lexicon, families: families)
    }

    /// A piece annotated against the vocabulary as it is now.
    public func annotate(_ piece: TokenizedText) throws -> AnnotatedText {
        try annotator(for: [piece]).annotate(piece)
    }

    /// A lemma's status as `read` shows it: its own, else its family's, else New.
    public func status(of key: String) throws -> WordStatus {
        guard let term = Term(key: key) else { return .new }
        return try store.shownStatus(of: term, families: families, lexicon: lexicon)
    }

    // MARK: Changes, each one undoable batch

    /// `reader mark TERM... --STATUS`: each term's change, in the order given.
    public func mark(_ terms: [Term], as status: WordStatus) throws -> ReadingChange {
        let date = try clock()
        let (changes, batch) = try store.recordingBatchID(.mark, label: terms.map(\.key).joined(separator: ", "), at: date) {
            try store.setStatus(status, of: terms.map { (term: $0, display: nil) }, at: date)
        }
        return ReadingChange(changes: zip(terms, changes).map { TermChange(term: $0, change: $1, to: status) }, batch: batch)
    }

    /// `reader capture`: the term becomes Learning with its sentence; a deck named adds it there too.
    public func capture(_ capture: Capture, deck: String? = nil) throws -> ReadingChange {
        if let deck, !deck.isEmpty { _ = try VocabularyStore.deckName(deck) }
        let (change, batch) = try store.recordingBatchID(.mark, label: capture.term.key, at: capture.capturedAt) {
            try store.capture(capture)
        }
        if let deck, !deck.isEmpty { _ = try store.addToDeck(deck, terms: [capture.term], at: capture.capturedAt) }
        return ReadingChange(changes: [TermChange(term: capture.term, change: change, to: .learning)], batch: batch)
    }

    /// `reader finish` for what was read: its terms still New become Known (`label` names the text).
    public func finish(_ terms: [Term], label: String) throws -> ReadingChange {
        let summary = try store.finish(terms, label: label, at: try clock())
        return ReadingChange(changes: summary.marked.map { TermChange(term: $0, from: nil, to: .known) }, batch: summary.batch?.id)
    }

    /// `reader undo` of a change this session made, refused when another change came after it.
    public func undo(batch: Int64) throws -> UndoSummary {
        guard let undone = try store.undoLastBatch(ifItIs: batch, at: try clock()) else { throw ReadingSessionError.notTheLastChange }
        return undone
    }
}

/// What one change did: each term's change and the batch that undoes them (nil: nothing changed).
public struct ReadingChange: Sendable, Equatable {
    public var changes: [TermChange]
    public var batch: Int64?
}

public enum ReadingSessionError: EngineError, Equatable {
    /// An undo asked for a batch that is no longer the newest.
    case notTheLastChange

    public var kind: ErrorKind { .conflict }

    public var description: String {
        switch self {
        case .notTheLastChange: "the last change was not made here: 'reader undo' reverts it"
        }
    }
}
