import ReaderEngine

/// A text too long to hold whole (`TextPieces`): the model holds a window of it, asks its owner for
/// another (`ReaderRequest.load`) as the view nears the window's edge or a move leaves it (`g`, `G`,
/// a search hit, a chapter, the next New word), and keeps every position a byte offset of the text.
extension ReaderModel {
    /// The bytes of the text held now: all of it, or a window.
    public var loaded: Range<Int> {
        let annotated = document.annotated
        return annotated.baseOffset..<(annotated.baseOffset + annotated.bytes.count)
    }

    /// The whole text's bytes.
    var textRange: Range<Int> { pieces?.text ?? loaded }
    var holdsTextStart: Bool { loaded.lowerBound <= textRange.lowerBound }
    var holdsTextEnd: Bool { loaded.upperBound >= textRange.upperBound }
    public var holdsWholeText: Bool { holdsTextStart && holdsTextEnd }

    /// The window to hold next, when the view has come within a screen of the window's edge and the
    /// text goes on past it: centred on the cursor, which stays where it is on the screen.
    public var windowNeeded: ReaderRequest? {
        guard let pieces, !document.stops.isEmpty else { return nil }
        let nearStart = !holdsTextStart && top < textRows
        let nearEnd = !holdsTextEnd && top + 2 * textRows >= layout.lines.count
        guard nearStart || nearEnd else { return nil }
        let window = pieces.window(around: position)
        guard window != loaded else { return nil }
        return .load(window, then: .offset(position, row: cursorLine - top))
    }

    /// The window asked for, annotated: the cursor goes where `arrival` says.
    public mutating func loaded(_ annotated: AnnotatedText, then arrival: WindowArrival) -> ReaderRequest? {
        document = ReaderDocument(name: document.name, annotated: annotated, lexicon: document.lexicon, chapters: document.chapters)
        statuses = StatusOverlay(annotated: annotated, terms: document.terms)
        layout = WrappedText(pieces: document.pieces, stops: document.stops, width: size.columns)
        phrase = nil
        goalColumn = nil
        cursor = 0
        top = 0
        guard !document.stops.isEmpty else { return nil }
        switch arrival {
        case .offset(let offset, let row):
            cursor = document.stop(atOffset: offset)
            top = cursorLine - row
            clampTop()
        case .textEnd:
            moveCursor(to: lastStop)
        case .newWord(let forward, let from, let back):
            let start = document.stop(atOffset: from)
            let startOffset = document.offset(ofSpan: Int(document.stops[start]))
            // Forward: from the first word at or after `from`; backward: from the last one before it.
            let first = forward ? (startOffset >= from ? start : start + 1) : (startOffset < from ? start : start - 1)
            return jumpToNew(forward: forward, from: first, back: back)
        }
        return nil
    }

    /// `n` and `N`: the next (or previous) New word after the cursor, in the text held and past it.
    mutating func jumpToNew(forward: Bool) -> ReaderRequest? {
        guard !document.stops.isEmpty else { return nil }
        return jumpToNew(forward: forward, from: cursor + (forward ? 1 : -1), back: nil)
    }

    /// The New word nearest stop `first` (itself included) that way in the window; else, when the
    /// text goes on, the window past it; at the text's end, back where the search began (`back`).
    private mutating func jumpToNew(forward: Bool, from first: Int, back: WindowArrival.Return?) -> ReaderRequest? {
        var stop = first
        while stop >= 0, stop <= lastStop {
            if statuses.highlight(ofSpan: Int(document.stops[stop]), in: document.annotated) == .new {
                moveCursor(to: stop)
                return nil
            }
            stop += forward ? 1 : -1
        }
        guard let pieces else {
            message = forward ? "no New word below" : "no New word above"
            return nil
        }
        if forward ? !holdsTextEnd : !holdsTextStart {
            let edge = forward ? loaded.upperBound : loaded.lowerBound
            let origin = back ?? WindowArrival.Return(offset: position, row: cursorLine - top)
            return .load(pieces.window(around: forward ? edge : edge - 1), then: .newWord(forward: forward, from: edge, back: origin))
        }
        message = forward ? "no New word below" : "no New word above"
        guard let back else { return nil }
        return .load(pieces.window(around: back.offset), then: .offset(back.offset, row: back.row))
    }

    /// A move to a byte offset of the text: within the window, or to a window around it, the
    /// offset's line at the top.
    mutating func go(toOffset offset: Int) -> ReaderRequest? {
        if let pieces, !loaded.contains(offset) {
            return .load(pieces.window(around: offset), then: .offset(offset, row: 0))
        }
        moveCursor(to: document.stop(atOffset: offset))
        return nil
    }

    /// The text searched past the window found the query at `offset` (nil: nowhere).
    public mutating func found(_ query: String, at offset: Int?) -> ReaderRequest? {
        guard let offset else {
            message = "not found: \(query)" + (surveying.map { " in the part read so far (\($0)%)" } ?? "")
            return nil
        }
        return go(toOffset: offset)
    }

    /// The background reading of the text ended: from now on windows come from `pieces` (nil: the text
    /// fits one, which is `text`), and the window shown is read again, annotated with what the whole text
    /// taught (its names), the view where it was.
    public mutating func surveyed(_ pieces: TextPieces?, text: Range<Int>) -> ReaderRequest {
        self.pieces = pieces
        surveying = nil
        let offset = position
        return .load(pieces?.window(around: offset) ?? text, then: .offset(offset, row: max(cursorLine - top, 0)))
    }
}

/// Where the cursor goes in a window just loaded.
public enum WindowArrival: Equatable, Sendable {
    /// On the word holding or following a byte offset, on this screen row (0: the top one).
    case offset(Int, row: Int)
    /// On the text's last word (`G`).
    case textEnd
    /// On the next (or previous) New word from a byte offset on, else on through the text; if there
    /// is none, back where the search began.
    case newWord(forward: Bool, from: Int, back: Return)

    /// A position to come back to: a byte offset and its screen row.
    public struct Return: Equatable, Sendable {
        public let offset: Int
        public let row: Int

        public init(offset: Int, row: Int) {
            self.offset = offset
            self.row = row
        }
    }
}
