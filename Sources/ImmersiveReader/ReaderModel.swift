import Collocations
import ReaderEngine
import TerminalUI

/// The state of `reader open` and its key logic, apart from any terminal I/O:
/// cursor, selection, viewport, statuses as marked, undoable batches, the card,
/// prompts. Keys go in through `handle`; work that needs the store or the
/// language data comes out as a `ReaderRequest`. `FrameBuilder` draws it.
public struct ReaderModel: Sendable {
    /// What covers part of the screen.
    public enum Overlay: Equatable, Sendable {
        case card(ReaderCard)
        case capture(CaptureDraft)
        case help
        /// The chapter list, with the chapter chosen (an index into `document.chapters`).
        case chapters(selected: Int)
    }

    /// What the status line asks.
    public enum Prompt: Equatable, Sendable {
        case search(LineEditor)
        case confirmFinish([Term])
    }

    public internal(set) var document: ReaderDocument
    var statuses: StatusOverlay
    var layout: WrappedText
    public internal(set) var size: TerminalSession.Size
    /// Index into `document.stops`.
    public internal(set) var cursor = 0
    /// A phrase from `e`; nil selects the word under the cursor.
    public internal(set) var phrase: PhraseSelection?
    /// First line shown.
    public internal(set) var top = 0
    public internal(set) var overlay: Overlay?
    public internal(set) var prompt: Prompt?
    /// A one-off note in the status line, cleared by the next key.
    public internal(set) var message: String?
    /// The store batches of this session's changes not undone yet, newest last:
    /// `u` undoes the newest through the store, as `reader undo` would.
    public internal(set) var undoableBatches: [Int64] = []
    public var display: DisplaySettings
    var lastSearch = ""
    /// Column kept over vertical moves.
    var goalColumn: Int?
    /// Where the learner left chapters other than the current one (chapter number to byte offset).
    var leftChapters: [Int: Int] = [:]
    /// The pieces of a text held a window at a time (`ReaderModel+Windows`); nil when held whole, or
    /// while the text is still being read in the background (`surveying`).
    public internal(set) var pieces: TextPieces?
    /// How much of a long text the background reading has read, in percent, until it ends
    /// (`surveyed(_:text:)`); meanwhile the window shown first is all the model holds.
    public var surveying: Int?

    /// `document` holds the whole text, or the window of `pieces` to show first.
    public init(document: ReaderDocument, size: TerminalSession.Size, display: DisplaySettings, pieces: TextPieces? = nil) {
        self.document = document
        self.pieces = pieces
        self.size = size
        self.display = display
        statuses = StatusOverlay(annotated: document.annotated, terms: document.terms)
        layout = WrappedText(pieces: document.pieces, stops: document.stops, width: size.columns)
    }

    // MARK: Geometry

    /// Rows of the card in the bottom third (0 without a card).
    var cardRows: Int {
        switch overlay {
        case .card, .capture: max(size.rows / 3, min(8, size.rows - 4), 0)
        default: 0
        }
    }

    /// Rows of text above the card and the status line.
    var textRows: Int { max(size.rows - 1 - cardRows, 1) }

    var cursorSpan: Int? { document.stops.isEmpty ? nil : Int(document.stops[cursor]) }

    var cursorLine: Int { document.stops.isEmpty ? 0 : Int(layout.stopLines[cursor]) }

    /// Spans drawn selected.
    var selectedTokens: ClosedRange<Int>? {
        if let phrase { return phrase.tokens }
        return cursorSpan.map { hyphenatedWord(at: $0) ?? $0...$0 }
    }

    /// The hyphenated word the lexicon knows around a span ("wi-fi" at "fi"), which a tap takes whole.
    func hyphenatedWord(at span: Int) -> ClosedRange<Int>? {
        HyphenatedWord.range(around: span, in: document.annotated, lexicon: document.lexicon)
    }

    /// The selection as the card, capture and marking see it.
    public var target: ReaderTarget? {
        if let phrase {
            let status = phraseStatus(phrase.term) ?? .new
            return ReaderTarget(tokens: phrase.tokens, term: phrase.term, status: status, phraseSource: phrase.source)
        }
        guard let span = cursorSpan else { return nil }
        if let whole = hyphenatedWord(at: span) {
            let lemmas = whole.compactMap { document.annotated.lemma(of: document.annotated.spans[$0]) }
            if let term = Term(lemmas: lemmas) {
                let status = phraseStatus(term) ?? statuses.words[span] ?? .new
                return ReaderTarget(tokens: whole, term: term, status: status, phraseSource: nil)
            }
        }
        guard let term = document.terms.term(ofSpan: span, in: document.annotated) else { return nil }
        let status = statuses.words[span] ?? .new
        // A mark made in the reader is the learner's own; else the annotation says where the status came from.
        let origin = status == document.annotated.spans[span].status ? document.statusOrigin(ofSpan: span) : .own
        return ReaderTarget(tokens: span...span, term: term, status: status, phraseSource: nil, origin: origin)
    }

    /// A saved phrase's status as shown, nil when the text holds no such saved phrase.
    func phraseStatus(_ term: Term) -> WordStatus? {
        let phrases = document.annotated.phrases
        return phrases.indices.first { phrases[$0].lemma == term.key }.map { statuses.phrases[$0] }
    }

    /// Percent through the text (by words; by bytes in a text held a window at a time), known coverage
    /// and distinct New words left (of the text held).
    public var progress: (percent: Int, knownCoverage: Double?, newLeft: Int) {
        let percent = if holdsWholeText {
            document.stops.count > 1 ? cursor * 100 / (document.stops.count - 1) : 100
        } else if holdsTextEnd && cursor == lastStop {
            100
        } else {
            (position - textRange.lowerBound) * 100 / max(textRange.count, 1)
        }
        return (percent, statuses.tally.knownCoverage, statuses.tally.uniqueNew)
    }

    /// The byte offset to remember for this file.
    public var position: Int { cursorSpan.map { document.offset(ofSpan: $0) } ?? 0 }

    // MARK: Outside events

    public mutating func resize(_ size: TerminalSession.Size) {
        self.size = size
        if size.columns != layout.width {
            layout = WrappedText(pieces: document.pieces, stops: document.stops, width: size.columns)
        }
        keepCursorVisible()
    }

    /// Puts the cursor on the word at a byte offset, on the top line.
    public mutating func restore(position offset: Int) {
        guard !document.stops.isEmpty else { return }
        cursor = document.stop(atOffset: offset)
        top = cursorLine
        clampTop()
    }

    public mutating func report(_ text: String) { message = text }
}

/// How the reader draws: what the renderers get from `reader read`.
public struct DisplaySettings: Equatable, Sendable {
    public var theme: Theme
    public var patternMode: Bool
    public var capabilities: TerminalCapabilities

    public init(theme: Theme, patternMode: Bool, capabilities: TerminalCapabilities) {
        self.theme = theme
        self.patternMode = patternMode
        self.capabilities = capabilities
    }
}
