import TerminalUI

/// Chapters: the list (`t`), moves to the next and previous one (`]`, `[`), and where the learner
/// left each, so going back to a chapter resumes there.
extension ReaderModel {
    /// The index (into `document.chapters`) of the chapter holding the cursor, nil before the first.
    public var currentChapter: Int? {
        let offset = position
        return document.chapters.lastIndex { $0.offset <= offset }
    }

    /// Where the learner is or was in each chapter (chapter number to byte offset): the positions
    /// restored and moved away from, and the cursor's for the chapter it is in. What `open` saves.
    public var chapterPositions: [Int: Int] {
        var positions = leftChapters
        if let current = currentChapter { positions[document.chapters[current].number] = position }
        return positions
    }

    /// Puts the cursor at a byte offset (as `restore(position:)`) and takes the saved positions of the chapters.
    public mutating func restore(position offset: Int, chapters: [Int: Int]) {
        leftChapters = chapters
        restore(position: offset)
    }

    /// `t`: the chapter list, on the chapter being read.
    mutating func openChapterList() {
        guard !document.chapters.isEmpty else {
            message = "this text has no chapters"
            return
        }
        overlay = .chapters(selected: currentChapter ?? 0)
    }

    /// `]` and `[`.
    mutating func moveChapter(by step: Int) -> ReaderRequest? {
        guard !document.chapters.isEmpty else {
            message = "this text has no chapters"
            return nil
        }
        let target = (currentChapter ?? -1) + step
        guard document.chapters.indices.contains(target) else {
            message = step > 0 ? "this is the last chapter" : "this is the first chapter"
            return nil
        }
        return jump(toChapter: target)
    }

    /// Goes to a chapter where the learner left it, else to its start, remembering where they were;
    /// in a window of a longer text, through a window around it.
    mutating func jump(toChapter index: Int) -> ReaderRequest? {
        if let current = currentChapter { leftChapters[document.chapters[current].number] = position }
        let chapter = document.chapters[index]
        overlay = nil
        phrase = nil
        goalColumn = nil
        message = "chapter \(chapter.number): \(chapter.title)"
        let offset = leftChapters[chapter.number] ?? chapter.offset
        // The line at the top (the chapter's first, or where the learner left it).
        if let pieces, !loaded.contains(offset) { return .load(pieces.window(around: offset), then: .offset(offset, row: 0)) }
        restore(position: offset)
        return nil
    }

    /// Keys while the chapter list is shown: move, Enter jumps, Esc (or `t`, `q`) closes.
    mutating func handleChapterList(_ key: Key, selected: Int) -> ReaderRequest? {
        let last = document.chapters.count - 1
        switch key {
        case .down, .character("j"): overlay = .chapters(selected: min(selected + 1, last))
        case .up, .character("k"): overlay = .chapters(selected: max(selected - 1, 0))
        case .pageDown, .character(" "): overlay = .chapters(selected: min(selected + textRows - 2, last))
        case .pageUp, .character("b"): overlay = .chapters(selected: max(selected - (textRows - 2), 0))
        case .home, .character("g"): overlay = .chapters(selected: 0)
        case .end, .character("G"): overlay = .chapters(selected: last)
        case .enter: return jump(toChapter: selected)
        case .escape, .character("t"), .character("q"): overlay = nil
        default: break
        }
        return nil
    }
}
