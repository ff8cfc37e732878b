import Foundation

/// A term met in a text and saved with the sentence around it: the raw
/// material of flash cards. Offsets are UTF-8 byte offsets into the source.
public struct Capture: Sendable, Equatable {
    /// Between a source's file and what follows it: `/books/b.epub · Two Openings › Persuasion`.
    public static let sourceDetailSeparator = " · "

    public var term: Term
    /// The term as written in the text ("made a decision", "Ran").
    public var surface: String
    /// The sentence containing it, as written (line breaks included).
    public var sentence: String
    /// The file it came from (absolute path), nil for stdin or unknown; a book or page adds its
    /// titles (and a page its URL) after `Capture.sourceDetailSeparator`.
    public var source: String?
    /// Where `surface` sits in the source.
    public var range: Range<Int>?
    /// Where `sentence` starts in the source, so the term can be found inside it.
    public var sentenceStart: Int?
    public var capturedAt: Date
    public var note: String?

    public init(term: Term, surface: String, sentence: String, source: String? = nil, range: Range<Int>? = nil,
                sentenceStart: Int? = nil, capturedAt: Date, note: String? = nil) {
        self.term = term
        self.surface = surface
        self.sentence = sentence
        self.source = source
        self.range = range
        self.sentenceStart = sentenceStart
        self.capturedAt = capturedAt
        self.note = note
    }

    /// The byte range of `surface` inside `sentence`: from the stored offsets
    /// when they agree with the text, else the first case-insensitive match.
    public var rangeInSentence: Range<String.Index>? {
        if let range, let sentenceStart {
            let utf8 = sentence.utf8
            // Offsets come from files and the store: subtract without trapping.
            let (lower, lowerOverflow) = range.lowerBound.subtractingReportingOverflow(sentenceStart)
            let (upper, upperOverflow) = range.upperBound.subtractingReportingOverflow(sentenceStart)
            if !lowerOverflow, !upperOverflow, lower >= 0, upper <= utf8.count,
               let start = utf8.index(utf8.startIndex, offsetBy: lower, limitedBy: utf8.endIndex),
               let end = utf8.index(utf8.startIndex, offsetBy: upper, limitedBy: utf8.endIndex),
               start.samePosition(in: sentence.unicodeScalars) != nil, end.samePosition(in: sentence.unicodeScalars) != nil,
               sentence[start..<end] == surface {
                return start..<end
            }
        }
        guard !surface.isEmpty else { return nil }
        return sentence.range(of: surface, options: [.caseInsensitive])
    }
}
