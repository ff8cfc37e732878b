import ReaderEngine
import TerminalUI

/// Key and mouse dispatch: the prompt first, then the overlay, then reading keys.
extension ReaderModel {
    public mutating func handle(_ key: Key) -> ReaderRequest? {
        message = nil
        if let prompt { return handle(key, prompt: prompt) }
        switch overlay {
        case .help:
            overlay = nil
            return nil
        case .chapters(let selected):
            return handleChapterList(key, selected: selected)
        case .capture(var draft):
            switch key {
            case .enter:
                guard let capture = draft.edited else {
                    message = "the sentence is empty"
                    return nil
                }
                return .capture(capture)
            case .escape:
                overlay = .card(draft.card)
                message = "capture cancelled"
            default:
                if draft.editor.handle(key) { overlay = .capture(draft) }
            }
            return nil
        default:
            break
        }
        guard let action = KeyBindings.action(for: key) else { return nil }
        return perform(action)
    }

    public mutating func handle(_ mouse: MouseEvent) -> ReaderRequest? {
        message = nil
        guard prompt == nil else { return nil }
        switch mouse.action {
        case .wheelUp: scroll(by: -3)
        case .wheelDown: scroll(by: 3)
        case .click:
            if case .capture = overlay { return nil }
            if case .chapters = overlay { return nil }
            guard let stop = stop(atRow: mouse.row, column: mouse.column) else { return nil }
            if overlay == .help { overlay = nil }
            moveCursor(to: stop)
            return target.map(ReaderRequest.card)
        }
        return nil
    }

    private mutating func handle(_ key: Key, prompt: Prompt) -> ReaderRequest? {
        switch prompt {
        case .search(var editor):
            switch key {
            case .enter:
                self.prompt = nil
                if let load = search(editor.text.isEmpty ? lastSearch : editor.text) { return load }
                return refreshedCard()
            case .escape:
                self.prompt = nil
            case .backspace where editor.text.isEmpty:
                self.prompt = nil
            default:
                if editor.handle(key) { self.prompt = .search(editor) }
            }
        case .confirmFinish(let terms):
            switch key {
            case .character("y"), .character("Y"):
                self.prompt = nil
                return .finish(terms)
            case .character("n"), .character("N"), .escape:
                self.prompt = nil
                message = "not finished"
            default:
                break
            }
        }
        return nil
    }

    private mutating func perform(_ action: ReaderAction) -> ReaderRequest? {
        switch action {
        case .nextWord: moveCursor(to: cursor + 1)
        case .previousWord: moveCursor(to: cursor - 1)
        case .lineDown: moveLine(by: 1)
        case .lineUp: moveLine(by: -1)
        case .pageDown: page(by: 1)
        case .pageUp: page(by: -1)
        case .start:
            if !holdsTextStart { return go(toOffset: textRange.lowerBound) }
            moveCursor(to: 0)
        case .end:
            if let surveying {
                message = "the end is not known yet: reading the text (\(surveying)%)"
                return nil
            }
            if let pieces, !holdsTextEnd { return .load(pieces.window(around: textRange.upperBound), then: .textEnd) }
            moveCursor(to: lastStop)
        case .nextNew: if let load = jumpToNew(forward: true) { return load }
        case .previousNew: if let load = jumpToNew(forward: false) { return load }
        case .search:
            prompt = .search(LineEditor())
            return nil
        case .card: return target.map(ReaderRequest.card)
        case .closeCard:
            if overlay != nil {
                overlay = nil
                keepCursorVisible()
            } else if phrase != nil {
                phrase = nil
            }
            return nil
        case .expand:
            if phrase != nil {
                phrase = nil
                return refreshedCard()
            }
            return cursorSpan.map { ReaderRequest.expand(span: $0) }
        case .capture: return target.map(ReaderRequest.draftCapture)
        case .markKnown: return mark(.known)
        case .markLearning: return mark(.learning)
        case .markIgnored: return mark(.ignored)
        case .markNew: return mark(.new)
        case .undo:
            guard let batch = undoableBatches.last else {
                message = "nothing to undo"
                return nil
            }
            return .undo(batch: batch)
        case .finish:
            let terms = remainingNewTerms()
            guard !terms.isEmpty else {
                message = "no New words left"
                return nil
            }
            prompt = .confirmFinish(terms)
            return nil
        case .speakWord: return target.map { .speak($0, sentence: false) }
        case .speakSentence: return target.map { .speak($0, sentence: true) }
        case .patternMode:
            display.patternMode.toggle()
            message = display.patternMode ? "Pattern Mode on" : "Pattern Mode off"
        case .theme:
            display.theme = display.theme == .dark ? .light : .dark
            message = "\(display.theme.rawValue) theme"
        case .help:
            overlay = .help
            return nil
        case .chapters:
            openChapterList()
            return nil
        case .nextChapter: if let load = moveChapter(by: 1) { return load }
        case .previousChapter: if let load = moveChapter(by: -1) { return load }
        case .quit:
            return .quit
        }
        return refreshedCard()
    }

    private func mark(_ status: WordStatus) -> ReaderRequest? {
        target.map { ReaderRequest.setStatus(status, [$0.term]) }
    }

    /// With the card open, a move shows the new selection's card.
    func refreshedCard() -> ReaderRequest? {
        guard case .card(let card) = overlay, let target else { return nil }
        if card.card.lemma == target.term.key && card.card.status == target.status { return nil }
        return .card(target)
    }

    /// Terms of the words still New in the text, in text order.
    func remainingNewTerms() -> [Term] {
        var seen = Set<UInt32>()
        var terms: [Term] = []
        for stop in document.stops {
            let span = Int(stop)
            let id = document.terms.ids[span]
            guard statuses.words[span] == .new, seen.insert(id).inserted,
                  let term = document.terms.term(ofSpan: span, in: document.annotated) else { continue }
            terms.append(term)
        }
        return terms
    }
}
