import Documents
import FuzzSupport

/// What every extracted document keeps, whatever its input: paragraphs in order, apart and inside the
/// text, each with no space at either end; sections in order, starting inside the text.
public func requireDocumentInvariants(_ document: ExtractedDocument) {
    let text = Array(document.text.utf8)
    var end = 0
    for paragraph in document.paragraphs {
        require(paragraph.lowerBound >= end && paragraph.upperBound <= text.count && !paragraph.isEmpty,
                "paragraph \(paragraph) out of order or outside the text (\(text.count) bytes)")
        require(text[paragraph.lowerBound] != UInt8(ascii: " ") && text[paragraph.upperBound - 1] != UInt8(ascii: " "),
                "paragraph \(paragraph) has a space at an end")
        end = paragraph.upperBound
    }
    var start = 0
    for section in document.sections {
        require(section.range.lowerBound >= start && section.range.upperBound <= text.count,
                "section \(section.range) out of order or outside the text")
        start = section.range.lowerBound
    }
}

/// A document error that a hostile input may end in: any other is a bug.
public func isExpectedRefusal(_ error: DocumentError) -> Bool {
    switch error {
    case .malformed, .nestedTooDeep, .tooManyTags, .tooManyMarks, .textTooLarge, .undecodable, .parseStopped: true
    default: false
    }
}
