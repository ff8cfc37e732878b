import Tokenizer

/// Grammatical constructions no lexicon lists, recognised from word forms and
/// closed classes (the word lists are `EnglishPhraseRules`' data):
/// - semi-modals before a verb: "going to buy", "had to leave" (not "going to the
///   store", "had to them": an article, pronoun or name after "to" makes it a preposition);
/// - a prefix written apart from its participle: "over priced", "under cooked";
/// - an age after a number: "a 5 year old daughter";
/// - a state idiom, "out of" and a bare singular noun: "out of business", "out of town", or a
///   one-word preposition and a bare singular noun that ends the phrase: "on schedule", "in town".
enum Construction {
    /// `endsPhrase` tells whether a word ends a lexicon phrase begun before it: the "in" of "check in
    /// early" is the verb's particle, not a preposition before a bare noun.
    static func match(in window: WordWindow, text: TokenizedText, endsPhrase: (Int) -> Bool) -> (range: Range<Int>, lemma: String)? {
        let tap = window.tap
        if let range = stateIdiom(in: window, endsPhrase: endsPhrase) {
            return (range, range.map { window.lowerText($0) }.joined(separator: " "))
        }
        for first in max(0, tap - 1)...tap where first + 1 < window.count {
            if let lemma = semiModal(at: first, window) { return (first..<(first + 2), lemma) }
            if isSplitPrefix(at: first, window) || isAge(at: first, window, text) {
                return (first..<(first + 2), "\(window.lowerText(first)) \(window.lowerText(first + 1))")
            }
        }
        return nil
    }

    /// "going to" + a verb: the canonical semi-modal, when the word after "to" can be a verb.
    private static func semiModal(at first: Int, _ window: WordWindow) -> String? {
        guard window.lowerHashes[first + 1] == PhraseWords.to, first + 2 < window.count,
              let lemma = PhraseWords.semiModals[window.lowerHashes[first]] else { return nil }
        let next = first + 2
        let nominal: WordClass = [.article, .determiner, .pronoun, .preposition, .conjunction]
        guard window.classes[next].isDisjoint(with: nominal), !window.capitalized[next],
              !window.closedWords.possessives.contains(window.lowerHashes[next]) else { return nil }
        return lemma
    }

    /// "over" + a past participle ("priced": an -ed form whose lemma is another word).
    private static func isSplitPrefix(at first: Int, _ window: WordWindow) -> Bool {
        guard PhraseWords.splitPrefixes.contains(window.lowerHashes[first]) else { return false }
        let participle = first + 1
        return window.lowerHashes[participle] != window.lemmaHashes[participle] && window.lowerText(participle).hasSuffix("ed")
    }

    /// The preposition's words, then a lower-case content word in its base form (no article: "out of
    /// the box" is a preposition and its object).
    private static func stateIdiom(in window: WordWindow, endsPhrase: (Int) -> Bool) -> Range<Int>? {
        for words in PhraseWords.stateIdiomPrepositions {
            let length = words.count + 1
            for first in max(0, window.tap - length + 1)...window.tap where first + length <= window.count {
                let noun = first + words.count
                guard words.indices.allSatisfy({ window.lowerHashes[first + $0] == words[$0] }), isBareNoun(noun, window) else { continue }
                return first..<(noun + 1)
            }
        }
        // A one-word preposition: the noun must end its phrase ("in good shape" goes on past "good"),
        // be no quantifier or question word ("on all of them", "on how to") and take no "of" ("at time of purchase").
        for first in max(0, window.tap - 1)...window.tap where first + 1 < window.count {
            let noun = first + 1, next = first + 2
            guard PhraseWords.barePrepositions.contains(window.lowerHashes[first]), isBareNoun(noun, window),
                  !window.closedWords.objectStarts.contains(window.lowerHashes[noun]), !window.closedWords.interrogatives.contains(window.lowerHashes[noun]),
                  next == window.count || (!window.classes[next].isContent && window.lowerHashes[next] != PhraseWords.of),
                  !endsPhrase(first) else { continue }
            return first..<(noun + 1)
        }
        return nil
    }

    /// A lower-case content word in its base form, not a plural-only noun ("in clothes", "in jeans":
    /// a final -s that is not -ss, -us or -is).
    private static func isBareNoun(_ position: Int, _ window: WordWindow) -> Bool {
        window.classes[position].isContent && !window.capitalized[position] && !looksPlural(window.bytes[window.lowerBytes[position]])
            && window.lowerHashes[position] == window.lemmaHashes[position]
    }

    /// A lower-case word of four letters or more ending in -s but not -ss, -us or -is ("clothes", "hours").
    static func looksPlural(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count > 3, let first = word.first, first &- 97 < 26, word.last == UInt8(ascii: "s") else { return false }
        return !"sui".utf8.contains(word[word.index(before: word.endIndex - 1)])
    }

    /// "year old" right after a number ("5 year old").
    private static func isAge(at first: Int, _ window: WordWindow, _ text: TokenizedText) -> Bool {
        guard PhraseWords.ageUnits.contains(window.lowerHashes[first]), window.lowerHashes[first + 1] == PhraseWords.old else {
            return false
        }
        var index = window.tokens[first] - 1
        while index >= 0 && text.tokens[index].kind == .space { index -= 1 }
        return index >= 0 && text.tokens[index].kind == .number
    }
}

extension WordWindow {
    /// The lower-cased surface of the word at `position`.
    func lowerText(_ position: Int) -> String {
        String(decoding: bytes[lowerBytes[position]], as: UTF8.self)
    }

    /// The parts of speech the lexicon lists the word at `position` under, as written.
    func partsOfSpeech(_ position: Int, lexicon: LemmaLexicon) -> PartsOfSpeech {
        bytes[lowerBytes[position]].withUnsafeBufferPointer { lexicon.id(ofBytes: $0) }.map { lexicon.partsOfSpeech(ofForm: $0) } ?? []
    }

    /// Whether the word has no lower-case letter (ASCII; other scripts count as not upper-case).
    func isUppercase(_ position: Int, in text: TokenizedText) -> Bool {
        let token = text.tokens[tokens[position]]
        return text.bytes[Int(token.start)..<Int(token.end)].allSatisfy { $0 &- 97 >= 26 && $0 < 0x80 }
    }
}
