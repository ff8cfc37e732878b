import ReaderEngine

/// The status line: file, position, known coverage, New words left, a message
/// or a prompt, and the key hint.
extension FrameBuilder {
    static func statusRow(_ model: ReaderModel, into frame: inout Frame) {
        frame.move(to: model.size.rows - 1)
        frame.append(SGR.bar)
        let hint = "? help "
        let room = frame.columns - DisplayWidth.of(hint)
        var shown = fittedStatus(model, width: max(room - 1, 0))
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
            let (place, figures) = placeAndFigures(model)
            return place + figures
        }
    }

    /// The file (and chapter) it is in, and the figures after it: position, known share, New words left, a message.
    static func placeAndFigures(_ model: ReaderModel) -> (place: String, figures: String) {
        let progress = model.progress
        var place = " " + OneLine.cleaned(model.document.name)
        if let chapter = model.currentChapter { place += " › " + OneLine.cleaned(model.document.chapters[chapter].title) }
        var figures = model.surveying.map { "  reading the text \($0)%" } ?? "  \(progress.percent)%"
        if let coverage = progress.knownCoverage { figures += " · \(NumberText.percent(coverage)) known" }
        figures += " · \(NumberText.grouped(progress.newLeft)) new left"
        if let message = model.message { figures += " · " + OneLine.cleaned(message) }
        return (place, figures)
    }

    /// The status text in `width` columns: a long file or chapter name gives way first (to 20 columns), so
    /// the position, known share and New count stay; a message then ends with "…".
    static func fittedStatus(_ model: ReaderModel, width: Int) -> String {
        guard model.prompt == nil else { return fitted(statusText(model), width: width) }
        let (place, figures) = placeAndFigures(model)
        guard DisplayWidth.of(place + figures) > width else { return place + figures }
        let placeWidth = max(width - DisplayWidth.of(figures), min(20, DisplayWidth.of(place)))
        let shortPlace = fitted(place, width: placeWidth)
        return fitted(shortPlace + figures, width: width)
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
