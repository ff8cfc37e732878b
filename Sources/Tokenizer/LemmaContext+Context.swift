/// Forms the tag leaves open, decided by their neighbours: the clitics 's and 'd, and a part of
/// speech read from the words around when the tagger is given no context.
extension LemmaContext {
    // MARK: Clitics

    /// "'s": the possessive when the tagger says PART; else "is"/"has" after pronouns and before participles,
    /// else the possessive.
    func apostropheS(at index: Int) -> UInt32 {
        if tokens[index].pos == .particle { return lemmatizer.apostropheS }
        let host = previousWord(index)
        let next = nextWord(index)
        if let host, lowercasedText(host) == "let" { return lemmatizer.we }
        let nextText = next.map(lowercasedText) ?? ""
        if nextText == "been" || nextText == "got" || nextText == "gotten" { return lemmatizer.have }
        if roles(host).contains(.cliticHost) {
            return isPastParticiple(next) && !nextText.hasSuffix("en") && nextText != "done" ? lemmatizer.have : lemmatizer.be
        }
        let nextRoles = roles(next)
        if nextRoles.contains(.negation) || nextRoles.contains(.auxiliaryAdverb) && !nextRoles.contains(.determiner)
            || nextText.hasSuffix("ing") && nextText.count > 4 || nextRoles.contains(.article) {
            return lemmatizer.be
        }
        return lemmatizer.apostropheS
    }

    /// "'d": "had" before a past participle or "better", else "would".
    func apostropheD(at index: Int) -> UInt32 {
        var next = nextWord(index)
        while let n = next, roles(n).contains(.auxiliaryAdverb) { next = nextWord(n) }
        guard let next else { return lemmatizer.would }
        if lowercasedText(next) == "better" || isPastParticiple(next) { return lemmatizer.have }
        return lemmatizer.would
    }

    // MARK: Base forms

    /// Whether the verb at `index` follows infinitival "to", a modal or a form of "do" (adverbs and "not"
    /// between them skipped: "will never lay", "didn't lay"), where English puts the bare infinitive.
    func needsBareInfinitive(at index: Int) -> Bool {
        var previous = previousWord(index)
        while let p = previous, !roles(p).isDisjoint(with: [.auxiliaryAdverb, .negation]) { previous = previousWord(p) }
        guard let previous else { return false }
        let before = roles(previous)
        // A verb right after "to" is its infinitive unless the tagger read "to" as a preposition.
        if before.contains(.infinitiveTo) { return tokens[previous].pos != .adposition }
        return !before.isDisjoint(with: [.modal, .doForm])
    }

    /// Whether the lexicon inflects some verb form to `e` itself: its third person ("lays", "founds") has it as
    /// its verb lemma.
    func isVerbLemma(_ e: UInt32) -> Bool {
        guard let base = lexicon.string(for: LemmaID(rawValue: e)) else { return false }
        return [base + "s", base + "es"].contains { form in
            lexicon.id(of: form).map { lexicon.verb[Int($0.rawValue)] == e } ?? false
        }
    }

    // MARK: Part of speech from context

    func chooseByContext(entry e: UInt32, at index: Int) -> UInt32 {
        let c = lexicon.candidates(of: Int(e))
        let none = LemmaLexicon.noEntry
        // The candidates that exist, and whether they disagree.
        var distinct = none
        var ambiguous = false
        @inline(__always) func consider(_ candidate: UInt32) {
            guard candidate != none else { return }
            if distinct == none { distinct = candidate } else if candidate != distinct { ambiguous = true }
        }
        consider(c.noun)
        consider(c.verb)
        consider(c.adjective)
        consider(c.adverb)
        if distinct == none { return e }
        if !ambiguous { return distinct }

        @inline(__always) func first(_ a: UInt32, _ b: UInt32, _ c: UInt32 = none, _ d: UInt32 = none, _ f: UInt32 = none) -> UInt32 {
            a != none ? a : b != none ? b : c != none ? c : d != none ? d : f != none ? f : e
        }
        let isParticipleLike = hasSuffix(index, "ed") || hasSuffix(index, "en") || hasSuffix(index, "ing")
        let pluralLike = hasSuffix(index, "s") && !hasSuffix(index, "ss")
        let comparative = c.adjective != none && c.adjective != e ? c.adjective : none
        // WordNet lists most participles as adjectives too; UD keeps the form only for
        // lexicalised ones, which the curated list and "-ing" adjectives approximate.
        let keepsAdjectiveForm = lexicon.adjectivalParticiple[Int(e)] || (c.adjective == e && hasSuffix(index, "ing"))
        let previous = previousWord(index)
        let before = roles(previous)

        if before.contains(.intensifier) {
            return first(keepsAdjectiveForm ? e : none, comparative, c.adjective, c.verb, c.noun)
        }
        if !before.intersection(.nominalContext).isEmpty {
            if comparative != none { return comparative }
            // "the following weekend", "the closing price": an "-ing" form WordNet lists as both noun
            // and adjective is, before a noun, a verb's participle (UD VERB, lemma "follow").
            if hasSuffix(index, "ing"), c.noun == e, c.adjective == e, isNounLike(nextWord(index)) { return first(c.verb, e) }
            if isParticipleLike, keepsAdjectiveForm, isNounLike(nextWord(index)) { return e }
            return first(c.noun, c.adjective, c.verb, c.adverb)
        }
        if before.contains(.beForm) {
            if comparative != none { return comparative }
            if lexicon.adjectivalParticiple[Int(e)] { return e }
            return first(c.verb, c.adjective, c.noun, c.adverb)
        }
        if before.contains(.haveForm) || !before.intersection(.verbContext).isEmpty {
            if before.contains(.subjectPronoun), pluralLike { return first(c.verb, c.noun, c.adjective, c.adverb) }
            return first(c.verb, comparative, c.noun, c.adjective, c.adverb)
        }
        // "public housing", "first meeting": after an adjective an "-ing" form is a noun (UD keeps the form).
        if hasSuffix(index, "ing"), c.noun == e, isAdjective(previous) { return e }
        if isParticipleLike, keepsAdjectiveForm, previous.map({ !isNounLike($0) }) ?? true, isNounLike(nextWord(index)) {
            return e
        }
        if before.contains(.preposition), hasSuffix(index, "ing") {
            // "for sharing.", "of painting?": with nothing after it the "-ing" form names an activity (NOUN),
            // except after the prepositions that start a clause ("after eating.", "without stopping.").
            let names = nextWord(index) == nil && c.noun == e && !["after", "before", "without"].contains(previous.map(lowercasedText))
            return names ? e : first(c.verb, c.noun)
        }
        if lexicon.adjectivalParticiple[Int(e)] { return e }
        if comparative != none { return comparative }
        if pluralLike { return first(c.noun, c.verb, c.adjective, c.adverb) }
        return first(c.verb, c.noun, c.adjective, c.adverb)
    }

    /// A word that is probably a noun: known as a noun and not a function word.
    func isNounLike(_ index: Int?) -> Bool {
        guard let index, entries[index] >= 0 else { return false }
        let e = Int(entries[index])
        return lexicon.noun[e] != LemmaLexicon.noEntry && lexicon.roles[e].isEmpty
    }

    /// A word that is probably an adjective: its own form is an adjective, it has no verb reading
    /// ("fast" could start a verb phrase) and it is not a function word.
    func isAdjective(_ index: Int?) -> Bool {
        guard let index, entries[index] >= 0 else { return false }
        let e = Int(entries[index])
        return lexicon.adjective[e] == UInt32(e) && lexicon.verb[e] == LemmaLexicon.noEntry && lexicon.roles[e].isEmpty
    }
}
