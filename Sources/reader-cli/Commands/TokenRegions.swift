import Documents

/// The chapters of a book or page, or the cues of subtitles, that `tokens --format jsonl` names for
/// each token, found by walking them along with the tokens (which come in text order).
struct TokenRegions {
    /// The JSON member written before the number.
    let field: StaticString
    private let regions: [(range: Range<Int>, number: Int)]
    private var next = 0

    /// Nil for plain text and documents with neither chapters nor cues.
    init?(_ document: ExtractedDocument?) {
        guard let document else { return nil }
        if !document.cues.isEmpty {
            field = ",\"cue\":"
            regions = document.cues.enumerated().map { ($1.range, $0 + 1) }
        } else if !document.chapters.isEmpty {
            field = ",\"chapter\":"
            regions = document.chapters.map { ($0.range, $0.index) }
        } else {
            return nil
        }
    }

    /// The number of the region holding byte `offset`, nil between regions; offsets never go back.
    mutating func number(at offset: Int) -> Int? {
        while next < regions.count, regions[next].range.upperBound <= offset { next += 1 }
        return next < regions.count && regions[next].range.contains(offset) ? regions[next].number : nil
    }
}
