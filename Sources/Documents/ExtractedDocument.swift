/// A file turned into the text the engine reads, with its structure. Offsets (UTF-8 bytes) count in
/// `text`: headings and paragraphs are separated by a blank line, and `reader extract` prints it.
public struct ExtractedDocument: Equatable, Sendable {
    /// A chapter (EPUB), or a section opened by a heading (HTML, Markdown).
    public struct Section: Equatable, Sendable {
        public var title: String
        /// Bytes of `text` the section spans.
        public var range: Range<Int>

        public init(title: String, range: Range<Int>) {
            self.title = title
            self.range = range
        }
    }

    /// A subtitle cue: its time span in milliseconds and its text's bytes.
    public struct Cue: Equatable, Sendable {
        public var start: Int
        public var end: Int
        public var range: Range<Int>

        public init(start: Int, end: Int, range: Range<Int>) {
            (self.start, self.end, self.range) = (start, end, range)
        }
    }

    /// A code block (a Markdown fence, a page's `<pre><code>`): no reading text, so it is kept out of `text`
    /// (never read, scored or marked) and shown as written where it stands.
    public struct CodeBlock: Equatable, Sendable {
        /// The byte of `text` it stands at: the end of the paragraph before it (0 before any).
        public var at: Int
        /// Its lines as written, without the blank lines around them.
        public var text: String

        public init(at: Int, text: String) {
            (self.at, self.text) = (at, text)
        }
    }

    public var format: InputFormat
    public var text: String
    public var title: String?
    public var author: String?
    public var language: String?
    /// A web page's own address (its canonical link), when it names one.
    public var url: String?
    public var sections: [Section]
    /// Byte ranges of the paragraphs (headings included), in order.
    public var paragraphs: [Range<Int>]
    public var cues: [Cue]
    /// In text order.
    public var codeBlocks: [CodeBlock] = []

    /// The section holding byte `offset`, if any.
    public func section(containing offset: Int) -> Section? {
        sections.last { $0.range.lowerBound <= offset && offset < max($0.range.upperBound, $0.range.lowerBound + 1) }
    }
}

/// Builds an `ExtractedDocument` a block at a time: whitespace inside a block collapses to single
/// spaces (as a browser shows it), and blocks are separated by one blank line.
struct DocumentBuilder {
    private(set) var text = ""
    private var byteCount = 0
    private var paragraphs: [Range<Int>] = []
    private var sections: [(title: String, start: Int)] = []
    private var cues: [ExtractedDocument.Cue] = []
    private var codeBlocks: [ExtractedDocument.CodeBlock] = []
    /// Bytes of the code blocks, which count towards `limit` with the text.
    private var codeBytes = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds a paragraph; returns its range, or nil when it held only whitespace.
    @discardableResult
    mutating func addParagraph(_ raw: String) throws(DocumentError) -> Range<Int>? {
        let paragraph = raw.collapsingWhitespace
        guard !paragraph.isEmpty else { return nil }
        if byteCount > 0 {
            text += "\n\n"
            byteCount += 2
        }
        let start = byteCount
        text += paragraph
        byteCount += paragraph.utf8.count
        guard byteCount <= limit else { throw .textTooLarge(limit: limit) }
        paragraphs.append(start..<byteCount)
        return start..<byteCount
    }

    /// Adds a code block where the text has got to, its lines as written (trailing blanks and the blank lines
    /// around it dropped); nothing when it holds only whitespace.
    mutating func addCode(_ raw: String) throws(DocumentError) {
        let lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }.map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
        guard let first = lines.firstIndex(where: { !$0.isEmpty }), let last = lines.lastIndex(where: { !$0.isEmpty }) else { return }
        let code = lines[first...last].joined(separator: "\n")
        codeBytes += code.utf8.count
        guard byteCount + codeBytes <= limit else { throw .textTooLarge(limit: limit) }
        codeBlocks.append(ExtractedDocument.CodeBlock(at: byteCount, text: code))
    }

    /// Opens a section at the next paragraph; a heading is also added as a paragraph when `addHeading`.
    mutating func startSection(_ title: String, addHeading: Bool) throws(DocumentError) {
        let clean = title.collapsingWhitespace
        let start = byteCount == 0 ? 0 : byteCount + 2
        if addHeading, try addParagraph(clean) == nil { return }
        sections.append((clean, start))
    }

    mutating func addCue(start: Int, end: Int, text cueText: String) throws(DocumentError) {
        guard let range = try addParagraph(cueText) else { return }
        cues.append(ExtractedDocument.Cue(start: start, end: end, range: range))
    }

    func document(format: InputFormat, title: String?, author: String? = nil, language: String? = nil) -> ExtractedDocument {
        var ranges: [ExtractedDocument.Section] = []
        for (index, section) in sections.enumerated() {
            let end = index + 1 < sections.count ? max(section.start, sections[index + 1].start - 2) : byteCount
            let start = min(section.start, byteCount)
            // A chapter that holds no text (an empty spine document) is no section to read.
            if end > start { ranges.append(ExtractedDocument.Section(title: section.title, range: start..<end)) }
        }
        let cleanTitle = title.map(\.collapsingWhitespace).flatMap { $0.isEmpty ? nil : $0 }
        return ExtractedDocument(format: format, text: text, title: cleanTitle, author: author, language: language,
                                 sections: ranges, paragraphs: paragraphs, cues: cues, codeBlocks: codeBlocks)
    }
}
