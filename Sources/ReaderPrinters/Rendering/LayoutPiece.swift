import ReaderCore

/// A piece of an annotated text ready to draw: text already neutralised (see
/// `ControlCharacterEscaping`), its width in columns, and its highlight.
public struct LayoutPiece: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Never broken.
        case text
        /// Blanks between words on one line: a place to wrap.
        case space
        /// One line break inside a paragraph: a space when wrapping.
        case softNewline
        /// A line break kept when wrapping (the next line is indented).
        case hardNewline
        /// A blank line (or several): `text` holds the newlines.
        case paragraph
        /// Blanks at the start of a line, kept.
        case indent
        /// A line of a code block (`Preformatted`), drawn as written: never broken, never highlighted.
        case code
    }

    // Stored compactly (32 bytes a piece): a 1 MB text has about 400,000 pieces.
    public var text: String
    private var storedWidth: Int32
    private var storedSpan: Int32
    public var kind: Kind
    /// `.new` or `.learning` when drawn highlighted.
    public var highlight: WordStatus?

    public init(kind: Kind, text: String, width: Int, highlight: WordStatus?, span: Int = -1) {
        self.text = text
        storedWidth = Int32(truncatingIfNeeded: width)
        storedSpan = Int32(truncatingIfNeeded: span)
        self.kind = kind
        self.highlight = highlight
    }

    /// Columns it takes.
    public var width: Int {
        get { Int(storedWidth) }
        set { storedWidth = Int32(truncatingIfNeeded: newValue) }
    }

    /// The span (token) the piece comes from; -1 for marks and breaks added by the layout.
    public var span: Int {
        get { Int(storedSpan) }
        set { storedSpan = Int32(truncatingIfNeeded: newValue) }
    }

    public var isNewline: Bool { kind == .softNewline || kind == .hardNewline || kind == .paragraph }
}

/// Cuts an annotated text into layout pieces.
public enum TextLayout {
    /// Marks that surround each highlighted run for renderers without colour.
    public struct Markers: Sendable {
        public var newOpen: String
        public var newClose: String
        public var learningOpen: String
        public var learningClose: String
        /// Written before each of the text's own marker characters (and itself), so the text cannot fake a
        /// marker: `[THUNDER RUMBLING]` with RUMBLING New is `\[THUNDER [RUMBLING]\]`.
        static let escape = UInt8(ascii: "\\")

        public init(newOpen: String, newClose: String, learningOpen: String, learningClose: String) {
            (self.newOpen, self.newClose, self.learningOpen, self.learningClose) = (newOpen, newClose, learningOpen, learningClose)
        }

        /// The bytes the text's own copies of are escaped: the markers' and the escape's.
        var escaped: Set<UInt8> { Set((newOpen + newClose + learningOpen + learningClose).utf8 + [Self.escape]) }

        /// A token's text with each of `escaped` preceded by the escape.
        func escaping(_ text: String, _ escaped: Set<UInt8>) -> String {
            var bytes: [UInt8] = []
            for byte in text.utf8 {
                if escaped.contains(byte) { bytes.append(Self.escape) }
                bytes.append(byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    public static func pieces(of text: AnnotatedText, markers: Markers? = nil) -> [LayoutPiece] {
        var pieces: [LayoutPiece] = []
        pieces.reserveCapacity(text.spans.count + text.spans.count / 8)
        let escaped = markers?.escaped ?? []
        text.bytes.withUnsafeBufferPointer { bytes in
            var previous: (highlight: WordStatus?, phrase: Int32) = (nil, -1)
            var index = 0
            var blocks = text.preformatted[...]
            func appendBlocks(before offset: Int) {
                while let block = blocks.first, block.offset <= offset {
                    blocks.removeFirst()
                    if let markers, let closing = previous.highlight { pieces.append(mark(closing, markers, opening: false)) }
                    previous = (nil, -1)
                    appendPreformatted(block.text, markers: markers, atStart: pieces.isEmpty,
                                       beforeText: index < text.spans.count && text.spans[index].token.kind != .space, to: &pieces)
                }
            }
            while index < text.spans.count {
                let span = text.spans[index]
                // Most texts have no code: one comparison a span.
                if let next = blocks.first, next.offset <= Int(span.token.start) { appendBlocks(before: Int(span.token.start)) }
                let highlight = text.highlight(ofSpan: index)
                let run = (highlight: highlight, phrase: span.phrase)
                if let markers, run != previous {
                    if let closing = previous.highlight { pieces.append(mark(closing, markers, opening: false)) }
                    if let highlight { pieces.append(mark(highlight, markers, opening: true)) }
                }
                previous = run
                if span.token.kind == .space {
                    // The tokenizer splits whitespace at each line break; a run is laid out as one.
                    var end = index + 1
                    while end < text.spans.count, text.spans[end].token.kind == .space { end += 1 }
                    let whitespace = UnsafeBufferPointer(rebasing: bytes[Int(span.token.start)..<Int(text.spans[end - 1].token.end)])
                    appendWhitespace(whitespace, span: index, highlight: highlight, atStart: index == 0,
                                     lineBreaks: text.lineBreaks, atEnd: end == text.spans.count, to: &pieces)
                    index = end
                } else {
                    let tokenBytes = UnsafeBufferPointer(rebasing: bytes[Int(span.token.start)..<Int(span.token.end)])
                    let piece: LayoutPiece
                    if let markers, tokenBytes.contains(where: escaped.contains) {
                        let shown = markers.escaping(ControlCharacterEscaping.neutralised(tokenBytes), escaped)
                        piece = LayoutPiece(kind: .text, text: shown, width: DisplayWidth.of(shown), highlight: highlight, span: index)
                    } else if ControlCharacterEscaping.isPlainASCII(tokenBytes) {
                        // Most tokens: nothing to replace, one column per byte.
                        piece = LayoutPiece(kind: .text, text: String(decoding: tokenBytes, as: UTF8.self), width: tokenBytes.count,
                                            highlight: highlight, span: index)
                    } else {
                        let shown = ControlCharacterEscaping.neutralised(tokenBytes)
                        piece = LayoutPiece(kind: .text, text: shown, width: DisplayWidth.of(shown), highlight: highlight, span: index)
                    }
                    pieces.append(piece)
                    index += 1
                }
            }
            appendBlocks(before: Int.max)
            if let markers, let closing = previous.highlight { pieces.append(mark(closing, markers, opening: false)) }
        }
        return pieces
    }

    /// Indentation of a code block's lines, as Markdown writes them.
    static let preformattedIndent = "    "

    /// A code block as its own paragraph: each line indented and unbroken, never highlighted.
    private static func appendPreformatted(_ text: String, markers: Markers?, atStart: Bool, beforeText: Bool,
                                           to pieces: inout [LayoutPiece]) {
        if !atStart { pieces.append(LayoutPiece(kind: .paragraph, text: "\n\n", width: 0, highlight: nil)) }
        let escaped = markers?.escaped ?? []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if number > 0 { pieces.append(LayoutPiece(kind: .hardNewline, text: "\n", width: 0, highlight: nil)) }
            var shown = ControlCharacterEscaping.neutralised(line.split(separator: "\t", omittingEmptySubsequences: false)
                .joined(separator: preformattedIndent))
            if let markers { shown = markers.escaping(shown, escaped) }
            if !shown.isEmpty { pieces.append(LayoutPiece(kind: .indent, text: preformattedIndent, width: preformattedIndent.count, highlight: nil)) }
            pieces.append(LayoutPiece(kind: .code, text: shown, width: DisplayWidth.of(shown), highlight: nil))
        }
        if beforeText { pieces.append(LayoutPiece(kind: .paragraph, text: "\n\n", width: 0, highlight: nil)) }
    }

    private static func mark(_ status: WordStatus, _ markers: Markers, opening: Bool) -> LayoutPiece {
        let text = switch (status, opening) {
        case (.learning, true): markers.learningOpen
        case (.learning, false): markers.learningClose
        case (_, true): markers.newOpen
        case (_, false): markers.newClose
        }
        return LayoutPiece(kind: .text, text: text, width: DisplayWidth.of(text), highlight: status)
    }

    /// Splits a whitespace run into blanks and line breaks. CR LF, CR, VT,
    /// FF, NEL and LS count as line breaks and PS as a paragraph break, so no
    /// control character is drawn; other controls in the run are neutralised.
    private static func appendWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, span: Int, highlight: WordStatus?, atStart: Bool,
                                         lineBreaks: LineBreaks, atEnd: Bool, to pieces: inout [LayoutPiece]) {
        if bytes.allSatisfy({ $0 == 0x20 }) {
            pieces.append(LayoutPiece(kind: atStart ? .indent : .space, text: String(repeating: " ", count: bytes.count),
                                      width: bytes.count, highlight: atStart ? nil : highlight, span: span))
            return
        }
        var newlines = 0
        var blanks = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCR:
                continue
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}":
                // Blanks before a line break are invisible: dropped.
                newlines += 1
                blanks = String.UnicodeScalarView()
            case "\u{2029}":
                newlines += 2
                blanks = String.UnicodeScalarView()
            case " ", "\t":
                blanks.append(scalar)
            default:
                if let replacement = ControlCharacterEscaping.replacement(for: scalar) {
                    let text = String(replacement)
                    appendBlanks(&blanks, span: span, highlight: highlight, atStart: atStart && newlines == 0, to: &pieces)
                    pieces.append(LayoutPiece(kind: .text, text: text, width: 1, highlight: highlight, span: span))
                } else {
                    blanks.append(scalar)
                }
            }
        }
        switch newlines {
        case 0:
            appendBlanks(&blanks, span: span, highlight: highlight, atStart: atStart, to: &pieces)
            return
        case 1 where lineBreaks == .betweenParagraphs:
            // A paragraph a line: shown as paragraphs, a blank line between (not after the last).
            pieces.append(LayoutPiece(kind: .paragraph, text: atEnd ? "\n" : "\n\n", width: 0, highlight: nil, span: span))
        case 1:
            pieces.append(LayoutPiece(kind: blanks.isEmpty ? .softNewline : .hardNewline, text: "\n", width: 0, highlight: highlight,
                                      span: span))
        default:
            pieces.append(LayoutPiece(kind: .paragraph, text: String(repeating: "\n", count: newlines), width: 0, highlight: nil,
                                      span: span))
        }
        appendBlanks(&blanks, span: span, highlight: highlight, atStart: true, to: &pieces)
    }

    private static func appendBlanks(_ blanks: inout String.UnicodeScalarView, span: Int, highlight: WordStatus?,
                                     atStart: Bool, to pieces: inout [LayoutPiece]) {
        guard !blanks.isEmpty else { return }
        let text = String(blanks)
        let width = text.unicodeScalars.reduce(0) { $0 + ($1 == "\t" ? 1 : DisplayWidth.of($1)) }
        pieces.append(LayoutPiece(kind: atStart ? .indent : .space, text: text, width: width, highlight: atStart ? nil : highlight,
                                  span: span))
        blanks = String.UnicodeScalarView()
    }
}
