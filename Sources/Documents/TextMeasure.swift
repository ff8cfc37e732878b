/// How much text each element of a page holds, and how much of it sits inside links, counted in one
/// pass over the tree. The main-content search and the link-density checks ask at every level of
/// nesting; counting the subtree each time cost its size once per level (issue 46: 250 nested
/// `<article>` around 10 MB of text took 4 minutes).
struct TextMeasure {
    struct Counts {
        /// Characters that are not white space (`LinkDensity.visibleCount`).
        var visible = 0
        /// The visible characters inside each `<a>` below, summed.
        var inLinks = 0
        /// Unicode scalars of all the text.
        var scalars = 0
    }

    private var counts: [MarkupNode: Counts] = [:]

    init(_ root: MarkupNode) {
        _ = measure(root)
    }

    func counts(of node: MarkupNode) -> Counts { counts[node] ?? Counts() }

    /// The share of an element's visible text that sits inside links (navigation lists are mostly links).
    func linkDensity(of node: MarkupNode) -> Double {
        let counts = counts(of: node)
        return counts.visible > 0 ? Double(counts.inLinks) / Double(counts.visible) : 0
    }

    /// Text outside links, a measure of reading text.
    func readingScore(of node: MarkupNode) -> Double {
        Double(counts(of: node).visible) * (1 - linkDensity(of: node))
    }

    private mutating func measure(_ node: MarkupNode) -> Counts {
        var total = Counts()
        for child in node.children {
            if let text = child.text {
                total.visible += LinkDensity.visibleCount(text)
                total.scalars += text.unicodeScalars.count
                continue
            }
            let inner = measure(child)
            total.visible += inner.visible
            total.scalars += inner.scalars
            total.inLinks += inner.inLinks + (child.name == "a" ? inner.visible : 0)
        }
        if node.isElement { counts[node] = total }
        return total
    }
}
