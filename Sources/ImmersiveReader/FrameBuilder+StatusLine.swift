import ReaderEngine

/// The status line: file, position, known coverage, New words left, a message
/// or a prompt, and the key hint.
extension FrameBuilder {
    static func statusRow(_ model: ReaderModel, into frame: inout Frame) {
        frame.move(to: model.size.rows - 1)
        frame.append(SGR.bar)
        let text = statusText(model)
        let hint = "? help "
        let room = frame.columns - DisplayWidth.of(hint)
        var shown = fitted(text, width: max(room - 1, 0))
        shown += String(repeating: " ", count: max(frame.columns - DisplayWidth.of(shown) - DisplayWidth.of(hint), 0))
        if room > 1 { shown += hint }
        frame.appendText(shown)
        frame.endRow()
    }

    static func statusText(_ model: ReaderModel) -> String {
        switch model.prompt {
        case .search(let editor):
            return "/" + OneLine.cleaned(editor.text) + "▏ Enter jumps · Esc cancels"
        case .confirmFinish(let terms):
            let count = NumberText.grouped(terms.count)
            let part = model.holdsWholeText ? "" : " in this part"
            return "finish: mark the \(count) New word\(terms.count == 1 ? "" : "s") left\(part) Known? y/n"
        case nil:
            let progress = model.progress
            var text = " " + OneLine.cleaned(model.document.name)
            if let chapter = model.currentChapter { text += " › " + OneLine.cleaned(model.document.chapters[chapter].title) }
            text += "  \(progress.percent)%"
            if let coverage = progress.knownCoverage { text += " · \(NumberText.percent(coverage)) known" }
            text += " · \(NumberText.grouped(progress.newLeft)) new left"
            if let message = model.message { text += " · " + OneLine.cleaned(message) }
            return text
        }
    }

    /// Cut to `width` columns with "…" when longer.
    static func fitted(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }
}
