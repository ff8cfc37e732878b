import ReaderEngine

/// The chapter list (`t`): each chapter's number and title, the one being read marked `›`, the one
/// chosen in reverse video, scrolled to keep it on screen.
extension FrameBuilder {
    static func chapterRows(_ model: ReaderModel, selected: Int, into frame: inout Frame) {
        let chapters = model.document.chapters
        let header = [SGR.bold + "Chapters" + SGR.reset + "  ↑↓ choose · Enter jumps · Esc closes", ""]
        let room = max(model.textRows - header.count, 1)
        let first = min(max(selected - room / 2, 0), max(chapters.count - room, 0))
        let numberWidth = String(chapters.last?.number ?? 0).count
        let current = model.currentChapter
        for row in 0..<model.textRows {
            frame.move(to: row)
            if row < header.count {
                frame.appendFitted(header[row])
            } else if case let index = first + row - header.count, index < chapters.count {
                let number = String(chapters[index].number)
                let marker = index == current ? "› " : "  "
                let line = marker + String(repeating: " ", count: numberWidth - number.count) + number + "  "
                    + OneLine.cleaned(chapters[index].title)
                if index == selected { frame.append(cursor) }
                frame.appendText(line)
            }
            frame.endRow()
        }
    }
}
