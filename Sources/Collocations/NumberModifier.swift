import Tokenizer

/// A number and a singular noun before another singular noun: "a 5 star hotel", "a 3 bedroom house", "a
/// 10 minute walk". After a number other than 1 a count noun is plural unless it modifies the next noun,
/// so the pair is one compound modifier (written "5-star"). An age ("5 year old") is `Construction`'s,
/// a number after a name the name's ("Cinema 21").
enum NumberModifier {
    /// The number token and the noun's window position when the tapped word is such a noun.
    static func match(in window: WordWindow, text: TokenizedText, lexicon: LemmaLexicon) -> (number: Int, noun: Int)? {
        let noun = window.tap
        guard let number = number(before: window.tokens[noun], in: text), NameRun.numberedWord(forNumber: number, in: text) == nil,
              isSingularNoun(noun, window, lexicon), noun + 1 < window.count, isSingularNoun(noun + 1, window, lexicon) else { return nil }
        return (number, noun)
    }

    /// For a tap on a number: the word token after it that it may make a modifier with.
    static func word(forNumber index: Int, in text: TokenizedText) -> Int? {
        let tokens = text.tokens
        guard index + 2 < tokens.count, tokens[index + 2].kind == .word, number(before: index + 2, in: text) == index else { return nil }
        return index + 2
    }

    /// The number one space before the word: digits only, and not 1 (after "1" a singular is just the count's noun).
    private static func number(before word: Int, in text: TokenizedText) -> Int? {
        let tokens = text.tokens, index = word - 2
        guard index >= 0, tokens[word - 1].kind == .space, tokens[word - 1].length == 1, tokens[index].kind == .number,
              tokens[index].sentence == tokens[word].sentence else { return nil }
        let digits = text.bytes[Int(tokens[index].start)..<Int(tokens[index].end)]
        let value = digits.drop { $0 == UInt8(ascii: "0") }
        guard digits.allSatisfy({ $0 &- 48 < 10 }), !value.isEmpty, !value.elementsEqual("1".utf8) else { return nil }
        return index
    }

    /// A lower-case noun in its base form.
    private static func isSingularNoun(_ position: Int, _ window: WordWindow, _ lexicon: LemmaLexicon) -> Bool {
        window.classes[position].isContent && !window.capitalized[position] && window.lowerHashes[position] == window.lemmaHashes[position]
            && !Construction.looksPlural(window.bytes[window.lowerBytes[position]])
            && window.partsOfSpeech(position, lexicon: lexicon).contains(.noun)
    }
}
