import Tokenizer

/// A multi-word name around a tap ("Home Depot", "Green Street Dental"): a run
/// of capitalised words with at least one capitalised mid-sentence (so not
/// just a sentence start), trimmed of function words ("The", "Of") at its
/// edges (a tap on such a word stays a word), common words in capitals
/// ("AMAZING JOB") left out; a possessive, "of" or "for" between
/// capitalised words belongs to it ("Britt's Pizza", "Law Offices of Armando Villega"). Title-case lines
/// ("Best Pizza In Town", a review's "Great Service") are not names.
enum NameRun {
    static func range(in window: WordWindow, text: TokenizedText, classes: WordClassTable, lexicon: LemmaLexicon) -> Range<Int>? {
        let tap = window.tap
        guard isNamePart(tap, window, text, lexicon), !isTitleLine(around: window.tokens[tap], in: text, classes: classes) else { return nil }
        let capitals = window.capitalized.filter { $0 }.count
        if window.count >= 4 && capitals * 5 >= window.count * 4 { return nil }
        var first = tap, last = tap
        while first > 0 && isNamePart(first - 1, window, text, lexicon) { first -= 1 }
        while last + 1 < window.count && isNamePart(last + 1, window, text, lexicon) { last += 1 }
        // A quantifier opens no name: "Both Tina and Vicky".
        while first <= last && (!window.classes[first].isContent || window.closedWords.objectStarts.contains(window.lowerHashes[first])) { first += 1 }
        while last >= first && !window.classes[last].isContent && !isPossessive(last, window) { last -= 1 }
        // A sentence's capitalised adjective before one more capitalised word is a review's title-case
        // heading ("Great Service and ...", "Friendly Staff"), not a name.
        if last == first + 1, startsSentence(window.tokens[first], text), window.partsOfSpeech(first, lexicon: lexicon).contains(.adjective) {
            return nil
        }
        guard first <= tap, tap <= last, last > first, (first...last).contains(where: { window.lemmas[$0] == LemmaID.surface.rawValue }) else { return nil }
        return first..<(last + 1)
    }

    /// Whether no word of the token's sentence comes before it.
    static func startsSentence(_ token: Int, _ text: TokenizedText) -> Bool {
        var index = token - 1
        while index >= 0 && text.tokens[index].sentence == text.tokens[token].sentence {
            if text.tokens[index].kind == .word { return false }
            index -= 1
        }
        return true
    }

    /// A sentence of two or more words whose words are all capitalised, function
    /// words excepted ("Great Service!", "Best Pizza in Town"): its capitals are
    /// style. Too short for `LemmaContext`'s headline rule, which needs four words.
    static func isTitleLine(around tapped: Int, in text: TokenizedText, classes: WordClassTable) -> Bool {
        var words = 0
        for token in text.tokens[text.sentenceIndices(around: tapped)] where token.kind == .word {
            words += 1
            let initial = text.bytes[Int(token.start)]
            let capital = initial < 0x80 ? initial &- 65 < 26 : text.text(of: token).unicodeScalars.first?.properties.isUppercase ?? false
            if !capital && (!token.lemma.isLexiconEntry || classes[token.lemma.rawValue].isContent) { return false }
        }
        return words >= 2
    }

    /// A capitalised word other than "I", a possessive or a lower-case "of"/"for" between two
    /// ("Britt's Pizza", "Bank of America"), or a possessive after a name no lexicon lists: a
    /// business is called by its owner's name ("we went to Alan's").
    private static func isNamePart(_ position: Int, _ window: WordWindow, _ text: TokenizedText, _ lexicon: LemmaLexicon) -> Bool {
        let linksNext = position > 0 && position + 1 < window.count && isCapitalWord(position - 1, window, text) && isCapitalWord(position + 1, window, text)
        if isPossessive(position, window) {
            return linksNext || isOneWordName(position - 1, window, text)
        }
        if isOrdinal(position, window) {
            // A numbered street or avenue: "S. 10th", "5th Avenue" (but "May 5th" is a date).
            return (position > 0 && isCapitalWord(position - 1, window, text) && !isMonth(position - 1, window))
                || (position + 1 < window.count && isCapitalWord(position + 1, window, text))
        }
        if PhraseWords.nameLinks.contains(window.lowerHashes[position]) && !window.capitalized[position] {
            // "Ask for Maria": a common word capitalised as the sentence's first links nothing.
            return linksNext && !(LemmaID(rawValue: window.lemmas[position - 1]).isLexiconEntry && startsSentence(window.tokens[position - 1], text))
        }
        return isCapitalWord(position, window, text)
    }

    /// A capitalised word no lexicon lists, not itself inside a longer name ("Dr. Cooper's" is Dr. Cooper's).
    private static func isOneWordName(_ position: Int, _ window: WordWindow, _ text: TokenizedText) -> Bool {
        position >= 0 && isCapitalWord(position, window, text) && window.lemmas[position] == LemmaID.surface.rawValue
            && (position == 0 || !isCapitalWord(position - 1, window, text))
    }

    /// An ordinal in digits: "10th", "21st", "3rd".
    private static func isOrdinal(_ position: Int, _ window: WordWindow) -> Bool {
        let word = window.bytes[window.lowerBytes[position]]
        guard word.count >= 3, let first = word.first, first &- 48 < 10 else { return false }
        return PhraseWords.ordinalSuffixes.contains(PhraseTable.hash(word.suffix(2))) && word.dropLast(2).allSatisfy { $0 &- 48 < 10 }
    }

    static func isMonth(_ position: Int, _ window: WordWindow) -> Bool {
        window.closedWords.months.contains(window.lowerHashes[position])
    }

    private static func isPossessive(_ position: Int, _ window: WordWindow) -> Bool {
        PhraseWords.possessiveS.contains(window.lowerHashes[position])
    }

    /// A common word in capitals is shouting, not naming ("an AMAZING JOB").
    static func isCapitalWord(_ position: Int, _ window: WordWindow, _ text: TokenizedText) -> Bool {
        guard window.capitalized[position], window.lowerHashes[position] != PhraseWords.pronounI else { return false }
        let surface = window.bytes[window.lowerBytes[position]].count
        let shouted = surface > 1 && LemmaID(rawValue: window.lemmas[position]).isLexiconEntry && window.isUppercase(position, in: text)
        return !shouted
    }
}
