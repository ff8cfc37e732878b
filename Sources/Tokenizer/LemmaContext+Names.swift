/// Names: when a capital makes a word's lemma its form, from the casing rules and the tagger together.
extension LemmaContext {
    /// A capitalised word is a name, its lemma its form, when its capital is not an ordinary one (the
    /// casing rules) and the tagger does not read it as a verb or adverb the lexicon knows it as, or as another
    /// adjective's comparative or superlative
    /// ("Wales", "Claire Kober", "Bath" are names; "Soon Rose came" stays one if the tagger calls it AUX, which
    /// "rose" cannot be). The casing rules already make every closed-class word ordinary but acronyms placed
    /// by their context ("our IT team"), so a closed-class tag vetoes nothing. Inside a sentence of running
    /// text the tagger's PROPN also makes a name of a word the casing rules would call ordinary ("Google
    /// Glasses"), unless the lexicon fixes the form's lemma to another word ("Sept." is September); a sentence's
    /// first word the tagger calls PROPN is a name when the name goes on in the next word ("Google Glasses were
    /// launched", "New York is big").
    func isName(at index: Int, casing: Casing, entry: Int32) -> Bool {
        let tag = tokens[index].pos
        let none = LemmaLexicon.noEntry
        if capitalsAreOrdinary(at: index, casing: casing, entry: entry) {
            guard tag?.isProperNoun == true, !headlineSentences.contains(tokens[index].sentence), entry >= 0,
                  lexicon.roles[Int(entry)].isEmpty, [none, UInt32(entry)].contains(lexicon.fixed[Int(entry)]) else { return false }
            return !isSentenceInitial(index) || namesGoOn(after: index)
        }
        guard entry >= 0 else { return true }
        switch tag {
        case .verb?: return lexicon.verb[Int(entry)] == none
        case .adverb?: return lexicon.adverb[Int(entry)] == none
        // "Greater Boston", "Best Pizzas": an adjective's comparative or superlative is that adjective.
        case .adjective?: return [none, UInt32(entry)].contains(lexicon.adjective[Int(entry)])
        default: return true
        }
    }

    /// Is the next word, right after `index`, a capitalised name the tagger also calls PROPN, or a particle inside a
    /// name ("Ludwig van Beethoven")?
    private func namesGoOn(after index: Int) -> Bool {
        guard let next = nextWord(index) else { return false }
        let nextCasing = casing(of: tokens[next])
        if nextCasing == .lower { return isInsideName(particleAt: next) }
        return tokens[next].pos?.isProperNoun == true && isName(at: next, casing: nextCasing, entry: entries[next])
    }

    enum Casing { case lower, capitalized, allCaps }

    /// A capitalised plural of a common noun ("Americans", "Iraqis", "Marines") takes the
    /// noun's singular, as UD lemmatizes group and nationality names, and so does a capitalised plural the
    /// tagger reads as a common noun ("Special Provisions", "5 Euros", "the Admissions office"; one the lexicon
    /// does not know drops its "s"), unless a preposition comes before it, where a capital most often starts a
    /// place or an institution whatever the tag ("studied at Goldsmiths", "lives in Wales").
    func capitalizedPlural(_ token: Token, at index: Int, casing: Casing, entry: Int32) -> LemmaID? {
        // UD singularises plural names (NNPS), not names that end in "s" ("Wales", "Goldsmiths").
        if let tag = token.pos, tag != .pluralProperNoun, tag != .noun || followsPreposition(index) { return nil }
        guard casing == .capitalized, bytes[Int(token.end) - 1] == UInt8(ascii: "s"),
              bytes[Int(token.end) - 2] != UInt8(ascii: "s") else { return nil }
        guard entry >= 0, !lexicon.isBare(Int(entry)) else { return isUnknownPlural(token) ? .lowercasedSingular : nil }
        let noun = lexicon.noun[Int(entry)]
        guard noun != LemmaLexicon.noEntry, noun != UInt32(entry) else { return nil }
        let form = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
        return lexicon.table.withKeyBytes(at: Int(noun)) { LemmaContext.isRegularPlural(form, of: $0) } ? LemmaID(rawValue: noun) : nil
    }

    /// Whether `form` (its capital aside) is `noun`'s plural by English spelling: "-s", "-es" after a sibilant or
    /// "o", "-ies" for "-y", "-ves" for "-f" or "-fe". A name the lexicon's suffix rules tie to a noun is no plural
    /// of it ("Mendes" is not *mend*'s, "Morales" not *moral*'s).
    static func isRegularPlural(_ form: UnsafeBufferPointer<UInt8>, of noun: UnsafeBufferPointer<UInt8>) -> Bool {
        let plural = String(decoding: form, as: UTF8.self).lowercased()
        let singular = String(decoding: noun, as: UTF8.self)
        if plural == singular + "s" { return true }
        if LemmaContext.takesES(noun), plural == singular + "es" { return true }
        if singular.hasSuffix("y"), plural == singular.dropLast() + "ies" { return true }
        if singular.hasSuffix("fe") { return plural == singular.dropLast(2) + "ves" }
        return singular.hasSuffix("f") && plural == singular.dropLast() + "ves"
    }

    /// Whether a word that starts small has a capital inside ("iPhone", "eBay"): tagged PROPN, such a word is a
    /// brand's name, kept as written as UD EWT keeps "iPad" and "eSpeak" (and lower-cases "eCommerce", a NOUN).
    static func hasInnerCapital(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes[Int(token.start)..<Int(token.end)].contains(where: isASCIIUpper)
    }

    /// Whether a word is one of the particles written small inside names (`EnglishExceptions.nameParticles`).
    static func isNameParticle(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = token.end - token.start
        return length >= 2 && length <= 5
            && EnglishExceptions.nameParticles.contains(ShortWord(bytes, Int(token.start), Int(token.end)))
    }

    /// Whether the particle at `index` stands, with at most one more particle beside it, between two capitalised
    /// nouns, the one after it a name the tagger calls PROPN: "Vincent van Gogh" and "Ms van der Laan" are one
    /// name each; "The van Tom drove" and "de facto" hold no name.
    func isInsideName(particleAt index: Int) -> Bool {
        guard LemmaContext.isNameParticle(tokens[index], bytes) else { return false }
        func pastParticle(_ word: Int?, _ step: (Int) -> Int?) -> Int? {
            guard let word, casing(of: tokens[word]) == .lower, LemmaContext.isNameParticle(tokens[word], bytes) else { return word }
            return step(word)
        }
        guard let before = pastParticle(previousWord(index), previousWord), casing(of: tokens[before]) == .capitalized,
              tokens[before].pos == .noun || tokens[before].pos?.isProperNoun == true,
              let after = pastParticle(nextWord(index), nextWord), casing(of: tokens[after]) == .capitalized else { return false }
        return tokens[after].pos?.isProperNoun == true
    }

    /// Whether the word right before `index` is tagged as a preposition.
    func followsPreposition(_ index: Int) -> Bool {
        previousWord(index).map { tokens[$0].pos == .adposition } ?? false
    }

    func casing(of token: Token) -> Casing {
        let first = bytes[Int(token.start)]
        if first >= 0x80 {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
            guard let scalar = text.unicodeScalars.first, scalar.properties.isUppercase else { return .lower }
            return text.unicodeScalars.count > 1 && text == text.uppercased() ? .allCaps : .capitalized
        }
        guard isASCIIUpper(first) else { return .lower }
        var upper = 0
        var letters = 0
        for i in Int(token.start)..<Int(token.end) where isASCIILetter(bytes[i]) {
            letters += 1
            if isASCIIUpper(bytes[i]) { upper += 1 }
        }
        return letters > 1 && upper == letters ? .allCaps : .capitalized
    }

    /// A capital that does not make a name: the first word of a sentence, "I",
    /// a headline, or a known word written in capitals.
    func capitalsAreOrdinary(at index: Int, casing: Casing, entry: Int32) -> Bool {
        let token = tokens[index]
        if token.end - token.start == 1 { return bytes[Int(token.start)] == UInt8(ascii: "I") || isSentenceInitial(index) }
        guard entry >= 0 else { return false }
        if !lexicon.roles[Int(entry)].isEmpty || lexicon.fixed[Int(entry)] != LemmaLexicon.noEntry {
            // Function words ("The", "OUR") are never names, except two-letter acronyms: "US", and after an
            // article or possessive ("the AM shift", "our IT team"), where no pronoun or verb can stand.
            guard casing == .allCaps, token.end - token.start == 2, lexicon.fixed[Int(entry)] != LemmaLexicon.noEntry else {
                return true
            }
            return !(bytes[Int(token.start)] == UInt8(ascii: "U") || followsArticleOrPossessive(index))
        }
        // "Mr." and "U.S." are written as they are; "NASA" is a name, "LOT" a shouted word.
        if token.rule == .abbreviation { return false }
        if headlineSentences.contains(token.sentence) { return true }
        if casing == .allCaps { return token.end - token.start > 3 && hasContentReading(Int(entry)) }
        if token.rule == .contraction { return true }
        // At the start of a sentence only a word the lexicon knows as a noun, verb,
        // adjective or adverb is ordinary; "Karen" or "Lisbon" stays a name.
        return isSentenceInitial(index) && hasContentReading(Int(entry))
    }

    func followsArticleOrPossessive(_ index: Int) -> Bool {
        guard let previous = previousWord(index) else { return false }
        return !roles(previous).isDisjoint(with: [.possessive, .article])
    }

    func hasContentReading(_ entry: Int) -> Bool {
        let none = LemmaLexicon.noEntry
        return lexicon.noun[entry] != none || lexicon.verb[entry] != none || lexicon.adjective[entry] != none
            || lexicon.adverb[entry] != none
    }

    func isSentenceInitial(_ index: Int) -> Bool {
        let sentence = tokens[index].sentence
        var i = index - 1
        while i >= 0, tokens[i].sentence == sentence {
            switch tokens[i].kind {
            case .word, .number, .url, .email: return false
            default: i -= 1
            }
        }
        return true
    }
}
