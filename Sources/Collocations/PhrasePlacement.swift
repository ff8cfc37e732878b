/// Where the words of a phrase entry fall in a run of words: word `i` at
/// `start + i`, and after word `gapAfter` a gap of `gap` other words. The one
/// rule for the matcher (`PhraseMatcher`) and for the saved-phrase key check
/// (`PhraseKeys`), which looks at word hashes before any window is built.
struct PhrasePlacement {
    let start: Int
    let gap: Int
    let gapAfter: Int

    /// The placement that puts word `word` of the entry at `position`.
    init(word: Int, at position: Int, gap: Int, gapAfter: Int) {
        start = word <= gapAfter ? position - word : position - word - gap
        self.gap = gap
        self.gapAfter = gapAfter
    }

    /// Position of the entry's word `word`.
    @inline(__always)
    func position(of word: Int) -> Int { word <= gapAfter ? start + word : start + word + gap }

    /// Whether an entry of `count` words placed here lies within `0..<length`.
    func fits(_ count: Int, within length: Int) -> Bool { start >= 0 && start + count - 1 + gap < length }

    /// Positions of the gap words.
    var gapPositions: Range<Int> { (start + gapAfter + 1)..<(start + gapAfter + 1 + gap) }
}

extension PhraseEntry {
    /// The word a gap may follow (the last one when the entry takes no gap).
    var gapAfterWord: Int { gap == .none ? Int(wordCount) - 1 : Int(gapAfter) }
    /// The longest gap the entry takes.
    var maxGap: Int { gap == .none ? 0 : PhraseTable.maxGap }
}
