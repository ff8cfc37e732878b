/// The text handed to eSpeak, at most `limit` characters: eSpeak holds the whole speech in memory
/// (about 7 KB a character: a 150 KB "sentence" took 1.1 GB, one of 600 KB aborted the process),
/// and no learner listens to more than a few minutes at once. A longer text is cut at the last
/// space before the limit, so no word is spoken in part.
public struct SpokenText: Equatable, Sendable {
    /// About 700 words, four minutes at the default rate; the longest sentences of novels are
    /// a few hundred words.
    public static let limit = 4_000

    /// What is spoken.
    public let text: String
    /// The characters of the text asked for.
    public let requestedCount: Int

    public init(_ requested: String, limit: Int = SpokenText.limit) {
        var count = 0
        var end = requested.startIndex
        var lastSpace: String.Index?
        while end < requested.endIndex, count < limit {
            if requested[end].isWhitespace { lastSpace = end }
            requested.formIndex(after: &end)
            count += 1
        }
        guard end < requested.endIndex else {
            text = requested
            requestedCount = count
            return
        }
        // Counting on to the end is cheap next to speaking; the count tells the learner how much was left.
        requestedCount = count + requested[end...].count
        if requested[end].isWhitespace { lastSpace = end }
        text = String(requested[..<(lastSpace.flatMap { $0 > requested.startIndex ? $0 : nil } ?? end)])
    }

    /// Whether the text asked for was cut.
    public var wasCut: Bool { text.count < requestedCount }
}
