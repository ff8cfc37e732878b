/// Cursor and viewport moves. The cursor always stays on screen.
extension ReaderModel {
    var lastStop: Int { max(document.stops.count - 1, 0) }
    var maxTop: Int { max(layout.lines.count - textRows, 0) }

    mutating func moveCursor(to stop: Int, keepGoal: Bool = false) {
        guard !document.stops.isEmpty else { return }
        cursor = min(max(stop, 0), lastStop)
        phrase = nil
        if !keepGoal { goalColumn = nil }
        keepCursorVisible()
    }

    mutating func keepCursorVisible() {
        let line = cursorLine
        if line < top { top = line }
        if line >= top + textRows { top = line - textRows + 1 }
        clampTop()
    }

    mutating func clampTop() { top = min(max(top, 0), maxTop) }

    /// Up or down to the nearest line with words, to the word nearest the goal column.
    mutating func moveLine(by direction: Int) {
        guard let span = cursorSpan else { return }
        let line = cursorLine
        let column = goalColumn ?? layout.column(ofSpan: span, line: line) ?? 0
        let candidate: Int? = direction > 0 ? layout.firstStop(onOrAfter: line + 1)
            : layout.firstStop(onOrAfter: line).flatMap { $0 > 0 ? $0 - 1 : nil }
        guard let candidate else { return }
        let target = Int(layout.stopLines[candidate])
        var best = layout.firstStop(onOrAfter: target) ?? candidate
        var stop = best
        while stop <= lastStop, Int(layout.stopLines[stop]) == target {
            if let start = layout.column(ofSpan: Int(document.stops[stop]), line: target), start <= column { best = stop }
            stop += 1
        }
        moveCursor(to: best, keepGoal: true)
        goalColumn = column
    }

    mutating func page(by direction: Int) {
        let newTop = min(max(top + direction * textRows, 0), maxTop)
        guard newTop != top else {
            moveCursor(to: direction > 0 ? lastStop : 0)
            return
        }
        top = newTop
        if cursorLine < top || cursorLine >= top + textRows {
            cursor = layout.firstStop(onOrAfter: top) ?? lastStop
            phrase = nil
        }
        keepCursorVisible()
    }

    /// Scrolls the view (mouse wheel), dragging the cursor along when it leaves the screen.
    mutating func scroll(by lines: Int) {
        top += lines
        clampTop()
        if cursorLine < top {
            cursor = layout.firstStop(onOrAfter: top) ?? lastStop
            phrase = nil
        } else if cursorLine >= top + textRows {
            cursor = max((layout.firstStop(onOrAfter: top + textRows) ?? document.stops.count) - 1, 0)
            phrase = nil
        }
    }

    /// Moves to the next match of `query` after the cursor (case-insensitive), wrapping once; in a
    /// window of a longer text, a query not found after the cursor in the window is looked for in the
    /// rest of the text by the owner (`ReaderRequest.find`).
    mutating func search(_ query: String) -> ReaderRequest? {
        guard let finder = TextFinder(query), let span = cursorSpan else { return nil }
        lastSearch = query
        let bytes = document.annotated.bytes
        let start = Int(document.annotated.spans[span].token.end)
        let base = document.annotated.baseOffset
        if let found = finder.first(in: bytes, from: start) { return go(toOffset: base + found) }
        if !holdsWholeText { return .find(query, after: base + start) }
        guard let found = finder.first(in: bytes, from: 0) else {
            message = "not found: \(query)"
            return nil
        }
        return go(toOffset: base + found)
    }

    /// The stop under a click on the text, if any.
    func stop(atRow row: Int, column: Int) -> Int? {
        guard row < textRows, let span = layout.span(atColumn: column, line: top + row) else { return nil }
        return binarySearchStop(span)
    }

    private func binarySearchStop(_ span: Int) -> Int? {
        var low = 0
        var high = document.stops.count
        while low < high {
            let middle = (low + high) / 2
            if Int(document.stops[middle]) < span { low = middle + 1 } else { high = middle }
        }
        return low < document.stops.count && Int(document.stops[low]) == span ? low : nil
    }
}
