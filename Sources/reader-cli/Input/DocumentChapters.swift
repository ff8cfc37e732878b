import Documents

/// A chapter of a document as `--by-chapter` and `finish --chapter` number it.
struct DocumentChapter: Equatable {
    static let openingTitle = "(before the first heading)"

    /// The section's place (1-based, as `extract --format json` lists them); 0 for the text before the first heading.
    let index: Int
    let title: String
    /// Bytes of the extracted text.
    let range: Range<Int>
}

extension ExtractedDocument {
    /// The sections in order, after chapter 0 when text before the first section (a page's lead) holds
    /// anything but whitespace; empty when the document has no sections.
    var chapters: [DocumentChapter] {
        guard let first = sections.first else { return [] }
        var chapters = sections.enumerated().map { DocumentChapter(index: $0 + 1, title: $1.title, range: $1.range) }
        let opening = 0..<first.range.lowerBound
        if text.utf8.prefix(opening.count).contains(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            chapters.insert(DocumentChapter(index: 0, title: DocumentChapter.openingTitle, range: opening), at: 0)
        }
        return chapters
    }
}
