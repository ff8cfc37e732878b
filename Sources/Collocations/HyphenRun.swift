import Tokenizer

/// Words joined by hyphens with no space ("mass-market", "week-ends",
/// "state-of-the-art"): the tokenizer splits them, but they are one word to a
/// reader, so a tap on any part (or on a joining hyphen) selects the whole.
enum HyphenRun {
    /// The window positions of the hyphen-joined run around the tap, if it has two words or more.
    static func range(in window: WordWindow, text: TokenizedText) -> Range<Int>? {
        var first = window.tap, last = window.tap
        while first > 0 && joined(window.tokens[first - 1], window.tokens[first], text) { first -= 1 }
        while last + 1 < window.count && joined(window.tokens[last], window.tokens[last + 1], text) { last += 1 }
        return last > first ? first..<(last + 1) : nil
    }

    /// Whether two word tokens are one hyphen apart ("ice" "-" "cream").
    private static func joined(_ left: Int, _ right: Int, _ text: TokenizedText) -> Bool {
        right == left + 2 && WordWindow.joins(left + 1, text)
    }

    /// The word a tap on a joining hyphen stands for: the one before it.
    static func word(forHyphen index: Int, in text: TokenizedText) -> Int? {
        WordWindow.joins(index, text) ? index - 1 : nil
    }
}
