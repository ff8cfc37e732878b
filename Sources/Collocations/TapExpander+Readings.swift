import Tokenizer

/// Lexicon matches that the words around them rule out: the phrase's words are
/// there, but not as the phrase.
extension TapExpander {
    func isRuledOut(_ match: PhraseMatch, in window: WordWindow) -> Bool {
        let entry = lexicon.table.entries[Int(match.entry)]
        return losesLastWord(match, in: window) || hasDegreeForm(match, entry: entry, in: window) || particleClosesUp(match, in: window)
            || endsInDegreeBeforeNoun(match, in: window) || isNounNotHedge(match, in: window)
            || opensInfinitive(match, in: window)
            || (entry.gap == .object && (isNounBeforeParticle(match, in: window) || isPrepositionBeforeObject(match, in: window)))
            || (lexicon.particleFinal.contains(match.entry) && match.last + 1 < window.count && opensObject(match.last + 1, in: window))
    }

    /// A word after a phrase-final particle that makes the particle a preposition: an article,
    /// determiner or possessive ("work on my car"), or a name ("drinks in Keene").
    private func opensObject(_ position: Int, in window: WordWindow) -> Bool {
        TapExpander.determines(position, in: window) || (window.capitalized[position] && window.lowerHashes[position] != PhraseWords.pronounI)
    }

    /// A phrase ending in a preposition loses it to a phrase that starts there
    /// without the tapped word: "work at" yields to "at all" in "didn't work at all".
    private func losesLastWord(_ match: PhraseMatch, in window: WordWindow) -> Bool {
        let last = match.last
        guard last != window.tap, !window.classes[last].isDisjoint(with: [.preposition, .particle]) else { return false }
        var shifted = window
        shifted.tap = last
        guard let rival = PhraseMatcher(table: lexicon.table, window: shifted).bestMatch(excluding: window.tap) else { return false }
        return rival.first == last
    }

    /// A phrase-final particle that closes up with the next word (or, for an -ed participle, its verb)
    /// into one lexicon word is that word's first half written apart: "went on line" is "went online",
    /// "all over cooked" "all overcooked" (but "hung out doing" is no "outdo").
    private func particleClosesUp(_ match: PhraseMatch, in window: WordWindow) -> Bool {
        let last = match.last, next = last + 1
        guard next < window.count, window.classes[last].contains(.particle), window.classes[next].isContent, !window.capitalized[next] else { return false }
        let particle = window.bytes[window.lowerBytes[last]], written = window.bytes[window.lowerBytes[next]], lexicon = lemmatizer.lexicon
        return SplitCompound.contentLemma(particle, written, lexicon) != nil
            || (written.count > 2 && written.suffix(2).elementsEqual("ed".utf8)
                && SplitCompound.contentLemma(particle, window.bytes[window.lemmaBytes[next]], lexicon) != nil)
    }

    /// A comparative or superlative standing for the entry's plain adjective: "the best deal" is
    /// not WordNet's "good deal" (a lot), though "best" lemmatizes to "good"; and any inflected
    /// word in a frozen entry ("with children" for "with child").
    private func hasDegreeForm(_ match: PhraseMatch, entry: PhraseEntry, in window: WordWindow) -> Bool {
        let words = lexicon.table.words(of: entry), frozen = lexicon.frozen.contains(match.entry)
        for (k, position) in match.positions.enumerated() where window.lowerHashes[position] != window.lemmaHashes[position] {
            let surface = window.lowerText(position)
            if (frozen || surface.hasSuffix("er") || surface.hasSuffix("est")) && lexicon.table.wordHashes[words.lowerBound + k] != window.lowerHashes[position] {
                return true
            }
        }
        return false
    }

    /// "kind of", "sort of" after an article, determiner, possessive, adjective or number: the noun
    /// and its "of" ("this kind of food"), not the hedge ("kind of slow").
    private func isNounNotHedge(_ match: PhraseMatch, in window: WordWindow) -> Bool {
        let first = match.first
        guard first > 0, match.positions.count == 2, PhraseWords.hedgeNouns.contains(window.lemmaHashes[first]),
              window.lowerHashes[match.last] == PhraseWords.of else { return false }
        let before = first - 1
        return TapExpander.determines(before, in: window) || [.adjective, .determiner, .numeral].contains(window.tags[before])
    }

    /// "to" and one more word, where the tagger reads "to" as the infinitive's marker and the word as a
    /// verb that the clause goes on after, is an infinitive: "want to order a pizza" is no "(made) to
    /// order"; an idiom ends its clause ("rude to boot.").
    private func opensInfinitive(_ match: PhraseMatch, in window: WordWindow) -> Bool {
        let first = match.first
        return match.positions.count == 2 && match.last + 1 < window.count && window.lowerHashes[first] == PhraseWords.to
            && window.tags[first] == .particle && window.tags[match.last] == .verb
    }

    /// A phrasal verb whose verb follows an article, determiner, possessive or a comparative or
    /// superlative is a noun: "the work on my car", "cheapest drinks in town".
    private func isNounBeforeParticle(_ match: PhraseMatch, in window: WordWindow) -> Bool {
        match.first > 0 && (TapExpander.determines(match.first - 1, in: window) || isDegreeAdjective(match.first - 1, in: window))
    }

    /// A phrase ending in a comparative or superlative before a noun leaves it to the noun: "has the
    /// best sushi" is no "have the best" (win), "got better grades" no "get better" (recover).
    private func endsInDegreeBeforeNoun(_ match: PhraseMatch, in window: WordWindow) -> Bool {
        let next = match.last + 1
        return next < window.count && isDegreeAdjective(match.last, in: window) && window.classes[next].isContent && !window.capitalized[next]
            && window.partsOfSpeech(next, lexicon: lemmatizer.lexicon).contains(.noun)
    }

    /// An adjective inflected for degree: its lemma is another word ("best", "cheapest", "better").
    private func isDegreeAdjective(_ position: Int, in window: WordWindow) -> Bool {
        window.lowerHashes[position] != window.lemmaHashes[position] && window.partsOfSpeech(position, lexicon: lemmatizer.lexicon).contains(.adjective)
    }

    /// A particle set after an object and followed by another object is a preposition: "try the shirt
    /// on" but not "try the services on myself", "keep my dog in good condition" (a lower-case noun or
    /// adjective with no adverb reading; "turn it off now", "give it up last year" keep the particle).
    private func isPrepositionBeforeObject(_ match: PhraseMatch, in window: WordWindow) -> Bool {
        let next = match.last + 1
        guard match.gapWords > 0, next < window.count else { return false }
        if TapExpander.determines(next, in: window) || window.classes[next].contains(.pronoun) { return true }
        guard window.classes[next].isContent, !window.capitalized[next] else { return false }
        let parts = window.partsOfSpeech(next, lexicon: lemmatizer.lexicon)
        return !parts.isDisjoint(with: [.noun, .adjective]) && !parts.contains(.adverb)
    }

    /// An article, determiner or possessive: the word opens a noun phrase.
    static func determines(_ position: Int, in window: WordWindow) -> Bool {
        !window.classes[position].isDisjoint(with: [.article, .determiner]) || window.closedWords.possessives.contains(window.lowerHashes[position])
    }

    /// Whether the word at `position` ends a lexicon phrase that starts before it ("in" of "check in").
    func endsPhrase(at position: Int, in window: WordWindow) -> Bool {
        var shifted = window
        shifted.tap = position
        guard let match = PhraseMatcher(table: lexicon.table, window: shifted).bestMatch(), !isRuledOut(match, in: shifted) else { return false }
        return match.first < position && match.last == position
    }

    /// A tap on "the" inside an idiom that fixes it ("tell the truth", "took the
    /// time"): the phrase the next word belongs to, if its only gap is this word.
    /// "A" stays out: it is the noun's own article in "made a mistake".
    func phraseAroundArticle(in window: WordWindow) -> PhraseMatch? {
        let tap = window.tap
        guard tap + 1 < window.count, window.lowerHashes[tap] == PhraseWords.the else { return nil }
        var shifted = window
        shifted.tap = tap + 1
        guard let match = PhraseMatcher(table: lexicon.table, window: shifted).bestMatch(),
              match.gapWords == 1, match.first < tap, tap < match.last, !isRuledOut(match, in: shifted) else { return nil }
        return match
    }
}
