/// Forms the tag leaves open: the clitics 's and 'd and the bare infinitive, decided by their neighbours, and
/// a word the tagger is given no context for, decided by its form.
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

    // MARK: Part of speech from the form

    /// The lemma of a form the tag cannot decide: a word alone ("ate", as `reader lemma` gets it), or a tag
    /// under which the lexicon lists no lemma. The form alone chooses: a lexicalised participle keeps itself,
    /// a comparative takes its adjective, a plural-looking form reads as a noun, anything else as a verb first.
    func chooseByForm(entry e: UInt32, at index: Int) -> UInt32 {
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
        if lexicon.adjectivalParticiple[Int(e)] { return e }
        if c.adjective != none && c.adjective != e { return c.adjective }
        if hasSuffix(index, "s") && !hasSuffix(index, "ss") { return first(c.noun, c.verb, c.adjective, c.adverb) }
        return first(c.verb, c.noun, c.adjective, c.adverb)
    }
}
