import Tokenizer
import ReaderCore

/// A standalone HTML page of the annotated text: paragraphs as `<p>`, each
/// highlighted word or saved phrase as `<span class="new|learning">` (plus
/// `phrase`) with its lemma as a tooltip, a small inline stylesheet with the
/// palette of both themes and the Pattern Mode underlines, and the summary
/// footer. All text is escaped and neutralised. Without a theme the page
/// follows the browser's `prefers-color-scheme`.
public struct HTMLRenderer: Renderer {
    public var theme: Theme?
    public var patternMode: Bool
    /// The page title (escaped).
    public var title: String
    public var showsSummary: Bool
    /// Click-cards for the New and Learning words (see `HTMLCards`); nil for none.
    public var cards: HTMLCards?
    /// Every word its own `<span class="w" data-at="BYTE" data-k="LEMMA">`, with its
    /// status class on it (a phrase's words inside the phrase's run): what the browser
    /// reader of `reader serve` taps and recolours.
    public var addressable: Bool

    public init(theme: Theme?, patternMode: Bool = false, title: String = "reader", showsSummary: Bool = true,
                cards: HTMLCards? = nil, addressable: Bool = false) {
        self.theme = theme
        self.patternMode = patternMode
        self.title = title
        self.showsSummary = showsSummary
        self.cards = cards
        self.addressable = addressable
    }

    public struct Progress {
        var body = Body()
        /// The page's words, for the click-cards (when there are cards).
        var cardWords = CardWords()
        var lexicon: LemmaLexicon?
    }

    public func start<Sink: TextSink>(to sink: inout Sink) throws(Sink.Failure) -> Progress {
        try sink.write("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escaped(title))</title>
            <style>
            \(HTMLRenderer.stylesheet)</style>
            </head>
            <body class="\([theme?.rawValue, patternMode ? "pattern" : nil].compactMap { $0 }.joined(separator: " "))">
            <article>\n
            """)
        var progress = Progress()
        progress.body.addressable = addressable
        return progress
    }

    public func render<Sink: TextSink>(_ piece: AnnotatedText, progress: inout Progress, to sink: inout Sink) throws(Sink.Failure) {
        for layout in TextLayout.pieces(of: piece) {
            progress.body.add(layout, of: piece)
            try progress.body.output.flush(to: &sink)
        }
        if cards != nil { progress.cardWords.add(piece) }
        progress.lexicon = piece.lexicon
    }

    public func finish<Sink: TextSink>(_ summary: ReadingSummary, progress: inout Progress, to sink: inout Sink) throws(Sink.Failure) {
        progress.body.finish()
        try progress.body.output.flush(to: &sink, force: true)
        var output = "</article>\n"
        if showsSummary { output += HTMLRenderer.footer(summary) }
        if let cards, let lexicon = progress.lexicon { output += cards.markup(for: progress.cardWords.text(lexicon: lexicon)) }
        try sink.write(output + "</body>\n</html>\n")
    }

    /// The summary line as a footer, its status words styled as the text's.
    public static func footer(_ summary: ReadingSummary) -> String {
        var output = "<footer>"
        for part in SummaryLine.parts(of: summary) {
            let shown = HTMLText.escaped(part.text)
            output += part.status.map { "<span class=\"\($0.rawValue)\">\(shown)</span>" } ?? shown
        }
        return output + "</footer>\n"
    }

    /// The paragraphs of `text` alone (no page around them, no summary): what a
    /// page of `reader serve` puts in its own document.
    public func paragraphs(of text: AnnotatedText) -> String {
        var body = Body()
        body.addressable = addressable
        for layout in TextLayout.pieces(of: text) { body.add(layout, of: text) }
        body.finish()
        return body.output.text
    }

    /// The page body: paragraphs opened lazily (no empty ones), highlight runs
    /// closed at every paragraph or line break so the markup stays nested.
    /// Pieces of a text are cut where no highlight run is open (`SentencePieces`).
    struct Body {
        var output = ChunkedText()
        var paragraphOpen = false
        /// The highlight run now open: its status and phrase (-1 for a word).
        var run: (status: WordStatus, phrase: Int32)?
        var addressable = false
        /// Inside a code block's `<pre>`.
        var codeOpen = false

        mutating func add(_ piece: LayoutPiece, of text: AnnotatedText) {
            if codeOpen, piece.kind != .code, piece.kind != .hardNewline, piece.kind != .indent {
                output.text += "</code></pre>\n"
                codeOpen = false
            }
            switch piece.kind {
            case .paragraph:
                closeRun()
                if paragraphOpen { output.text += "</p>\n" }
                paragraphOpen = false
            case .code:
                closeRun()
                if paragraphOpen { output.text += "</p>\n" }
                paragraphOpen = false
                if !codeOpen { output.text += "<pre><code>" }
                codeOpen = true
                output.text += HTMLText.escaped(piece.text) + "\n"
            case .hardNewline:
                closeRun()
                if paragraphOpen { output.text += "<br>\n" }
            case .softNewline:
                if paragraphOpen { output.text += "\n" }
            case .indent:
                break
            case .text, .space:
                if !paragraphOpen {
                    if piece.kind == .space { return }
                    output.text += "<p>"
                    paragraphOpen = true
                }
                let span = text.spans[piece.span]
                // Addressable words carry their own status; only a phrase opens a run around them.
                let wanted = piece.highlight.flatMap { addressable && !span.isInPhrase ? nil : (status: $0, phrase: span.phrase) }
                if wanted?.status != run?.status || wanted?.phrase != run?.phrase {
                    closeRun()
                    if let wanted { open(wanted, at: span, of: text) }
                }
                if addressable, piece.kind == .text, span.isWord {
                    addWord(piece, span: span, of: text)
                } else {
                    output.text += HTMLText.escaped(piece.text)
                }
            }
        }

        private mutating func addWord(_ piece: LayoutPiece, span: Span, of text: AnnotatedText) {
            let status = run == nil ? piece.highlight.map { " " + $0.rawValue } ?? "" : ""
            output.text += "<span class=\"w\(status)\" data-at=\"\(text.range(of: span).lowerBound)\""
            if let lemma = text.lemma(of: span) { output.text += " data-k=\"\(HTMLText.escaped(lemma))\"" }
            output.text += ">\(HTMLText.escaped(piece.text))</span>"
        }

        private mutating func open(_ wanted: (status: WordStatus, phrase: Int32), at span: Span, of text: AnnotatedText) {
            let isPhrase = wanted.phrase >= 0
            let lemma = isPhrase ? text.phrases[Int(wanted.phrase)].lemma : text.lemma(of: span)
            output.text += "<span class=\"\(wanted.status.rawValue)\(isPhrase ? " phrase" : "")\""
            if let lemma { output.text += " title=\"\(HTMLText.escaped(lemma))\"" }
            output.text += ">"
            run = wanted
        }

        private mutating func closeRun() {
            if run != nil { output.text += "</span>" }
            run = nil
        }

        mutating func finish() {
            closeRun()
            if paragraphOpen { output.text += "</p>\n" }
            if codeOpen { output.text += "</code></pre>\n" }
            codeOpen = false
        }
    }

    /// Both themes' palettes; the body's class picks one, and without a class
    /// the browser's colour scheme does. Highlights set their text colour too,
    /// for contrast; Pattern Mode adds underlines on top of the highlights. The
    /// page's other parts (links, fields, buttons, the card) read the theme's
    /// colours from custom properties, and `color-scheme` darkens what the
    /// browser draws itself (scroll bars, pickers).
    public static let stylesheet: String = {
        let light = Palette.light
        let dark = Palette.dark
        func parts(_ palette: Palette, _ theme: Theme) -> String {
            "color-scheme:\(theme.rawValue);--ink:\(palette.ink);--link:\(palette.link);--panel:\(palette.panel);"
                + "--border:\(palette.border);--problem:\(palette.problem)"
        }
        func darkRules(_ body: String) -> String {
            "\(body){background:\(dark.page);color:\(dark.ink)}\n"
                + "\(body) .new{background:\(dark.newBackground);color:\(dark.newText)}\n"
                + "\(body) .learning{background:\(dark.learningBackground);color:\(dark.learningText)}\n"
                + "\(body).pattern .new{text-decoration-color:\(dark.newUnderline)}\n"
                + "\(body){\(parts(dark, .dark))}\n"
        }
        return """
            body{margin:2rem auto;max-width:42rem;padding:0 1rem;font:1.15rem/1.7 Georgia,serif;background:\(light.page);color:\(light.ink)}
            body{\(parts(light, .light))}
            a{color:var(--link)}
            button,input,textarea,select{background:var(--panel);color:inherit;border:1px solid var(--border);border-radius:3px}
            .new{background:\(light.newBackground);color:\(light.newText)}
            .learning{background:\(light.learningBackground);color:\(light.learningText)}
            .pattern .new{text-decoration:underline dotted \(light.newUnderline) 2px;text-underline-offset:3px}
            .pattern .learning{text-decoration:underline dashed;text-underline-offset:3px}
            \(darkRules("body.dark"))@media (prefers-color-scheme:dark){
            \(darkRules("body:not(.light)"))}
            footer{margin-top:2rem;font:0.9rem/1.4 sans-serif}

            """
    }()
}
