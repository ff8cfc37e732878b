import Tokenizer

/// A multi-word name around a tap ("Home Depot", "Green Street Dental"): a run
/// of capitalised words with at least one capitalised mid-sentence (so not
/// just a sentence start), trimmed of function words ("The", "Of") at its
/// edges. Title-case lines ("Best Pizza In Town") are not names.
enum NameRun {
    static func range(in window: WordWindow) -> Range<Int>? {
        let tap = window.tap
        guard isNamePart(tap, window) else { return nil }
        let capitals = window.capitalized.filter { $0 }.count
        if window.count >= 4 && capitals * 5 >= window.count * 4 { return nil }
        var first = tap, last = tap
        while first > 0 && isNamePart(first - 1, window) { first -= 1 }
        while last + 1 < window.count && isNamePart(last + 1, window) { last += 1 }
        while first < tap && !window.classes[first].isContent { first += 1 }
        while last > tap && !window.classes[last].isContent { last -= 1 }
        guard last > first, (first...last).contains(where: { window.lemmas[$0] == LemmaID.surface.rawValue }) else { return nil }
        return first..<(last + 1)
    }

    private static func isNamePart(_ position: Int, _ window: WordWindow) -> Bool {
        window.capitalized[position] && window.lowerHashes[position] != PhraseWords.pronounI
    }
}
