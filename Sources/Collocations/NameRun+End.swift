import Tokenizer

/// Where a name's text ends, past its last word: the number of a numbered name ("Route 66",
/// "Cinema 21", "Super 8") and the period of an abbreviation ("Federal Sts.", "Acme Pvt.").
extension NameRun {
    /// The name around the tap with the token its text ends at: a run of `range(in:)`, or one
    /// capitalised content word in mid-sentence that a small number follows ("at Cinema 21").
    static func extent(in window: WordWindow, text: TokenizedText, classes: WordClassTable, lexicon: LemmaLexicon) -> (range: Range<Int>, end: Int)? {
        if let run = range(in: window, text: text, classes: classes, lexicon: lexicon) {
            let last = window.tokens[run.upperBound - 1]
            let numbered = isMonth(run.upperBound - 1, window) ? nil : number(after: last, in: text)
            return (run, numbered ?? abbreviationPeriod(after: last, in: text) ?? last)
        }
        let tap = window.tap, token = window.tokens[tap]
        guard window.classes[tap].isContent, isCapitalWord(tap, window, text), !startsSentence(token, text), !isMonth(tap, window),
              let number = number(after: token, in: text) else { return nil }
        return (tap..<(tap + 1), number)
    }

    /// For a tap on a number: the capitalised word it may number.
    static func numberedWord(forNumber index: Int, in text: TokenizedText) -> Int? {
        let tokens = text.tokens
        guard tokens[index].kind == .number, index >= 2, tokens[index - 1].kind == .space, tokens[index - 2].kind == .word,
              text.bytes[Int(tokens[index - 2].start)] &- 65 < 26, number(after: index - 2, in: text) == index else { return nil }
        return index - 2
    }

    /// The number token one space after `word` that names rather than counts: one to three digits
    /// (years and postcodes, four digits or more, are dates and addresses), not followed by a plural
    /// it counts ("gave Tom 5 stars", "took John 2 hours").
    private static func number(after word: Int, in text: TokenizedText) -> Int? {
        let tokens = text.tokens, index = word + 2
        guard index < tokens.count, tokens[word + 1].kind == .space, tokens[word + 1].length == 1,
              tokens[index].kind == .number, tokens[index].sentence == tokens[word].sentence, (1...3).contains(tokens[index].length),
              text.bytes[Int(tokens[index].start)..<Int(tokens[index].end)].allSatisfy({ $0 &- 48 < 10 })
        else { return nil }
        if index + 2 < tokens.count, tokens[index + 1].kind == .space, tokens[index + 2].kind == .word, Construction.looksPlural(text.bytes[Int(tokens[index + 2].start)..<Int(tokens[index + 2].end)]) {
            return nil
        }
        return index
    }

    /// The period right after an abbreviation: a capitalised word of letters with no vowel ("Sts",
    /// "Rd", "Ltd", "Pvt"; English words have one), the period written against it.
    private static func abbreviationPeriod(after word: Int, in text: TokenizedText) -> Int? {
        let tokens = text.tokens, index = word + 1
        guard index < tokens.count, tokens[index].kind == .punct, tokens[index].start == tokens[word].end, tokens[index].length == 1,
              text.bytes[Int(tokens[index].start)] == UInt8(ascii: ".") else { return nil }
        let letters = text.bytes[Int(tokens[word].start)..<Int(tokens[word].end)]
        guard let first = letters.first, first &- 65 < 26,
              letters.allSatisfy({ ($0 | 0x20) &- 97 < 26 && !"aeiouy".utf8.contains($0 | 0x20) }) else { return nil }
        return index
    }
}
