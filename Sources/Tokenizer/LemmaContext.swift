/// The per-text state of lemmatization: each word's lexicon entry (looked up
/// once) and the neighbours that decide ambiguous forms.
///
/// Tokens are lemmatized in order and in place, so the lemmas already decided
/// act as context too: "'s" read as "is" makes the next "-ing" a verb.
struct LemmaContext {
    private let lemmatizer: Lemmatizer
    private let lexicon: LemmaLexicon
    private let bytes: UnsafeBufferPointer<UInt8>
    private let tokens: UnsafeMutableBufferPointer<Token>
    /// Lexicon entry of each token's lower-cased text, or -1.
    private let entries: [Int32]
    /// Words the lookup could not lemmatize without context, in text order.
    let undecided: [Int]
    /// Sentences written in Title Case or ALL CAPS, where capitals say nothing about names.
    private var headlineSentences: Set<Int32> = []

    /// Looks every word up, setting the lemmas that need no context; the others
    /// (`undecided`) read as `.none` until `lemma(at:)` decides them.
    init(lemmatizer: Lemmatizer, bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeMutableBufferPointer<Token>) {
        self.lemmatizer = lemmatizer
        self.lexicon = lemmatizer.lexicon
        self.bytes = bytes
        self.tokens = tokens
        var lookup = WordLookup(lexicon: lemmatizer.lexicon, tokens: tokens, bytes: bytes)
        var sentence: Int32 = -1
        var laterWords = 0
        var capitalized = 0
        var afterNumber = false
        var clockWords: [Int] = []
        for index in tokens.indices {
            tokens[index].lemma = .none
            let token = tokens[index]
            if token.sentence != sentence {
                if LemmaContext.isHeadline(laterWords: laterWords, capitalized: capitalized) { headlineSentences.insert(sentence) }
                sentence = token.sentence
                laterWords = -1
                capitalized = 0
            }
            defer { if token.kind != .space { afterNumber = token.kind == .number } }
            guard token.kind == .word else {
                if LemmaContext.isOwnLemma(token, bytes) { tokens[index].lemma = .surface }
                continue
            }
            if afterNumber, token.end - token.start == 2, lemmatizer.clockLemma(bytes[Int(token.start)]) != nil,
               bytes[Int(token.start) + 1] | 0x20 == UInt8(ascii: "m") {
                clockWords.append(index)
            }
            if token.rule == .contraction, token.end - token.start <= 2, isASCIILetter(bytes[Int(token.start)]),
               let clitic = lemmatizer.bareClitic(ShortWord(bytes, Int(token.start), Int(token.end))) {
                lookup.assign(index, entry: clitic)
            } else {
                lookup.lookUp(index)
            }
            laterWords += 1
            if laterWords > 0, isASCIIUpper(bytes[Int(token.start)]) { capitalized += 1 }
        }
        if LemmaContext.isHeadline(laterWords: laterWords, capitalized: capitalized) { headlineSentences.insert(sentence) }
        lookup.finishBatch()
        entries = lookup.entries
        // "10 AM", "5 pm": UD's a.m./p.m., never "be".
        for index in clockWords {
            tokens[index].lemma = LemmaID(rawValue: lemmatizer.clockLemma(bytes[Int(tokens[index].start)]) ?? LemmaLexicon.noEntry)
        }
        undecided = clockWords.isEmpty ? lookup.undecided : lookup.undecided.filter { !clockWords.contains($0) }
    }

    /// Symbols, links and e-mail addresses are their own lemma, as in UD ("&", "x@y.com").
    private static func isOwnLemma(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch token.kind {
        case .symbol, .url, .email: true
        case .punct: token.end - token.start == 1 && EnglishLemmaRules.punctuationUsedAsWords.contains(bytes[Int(token.start)])
        default: false
        }
    }

    /// Title Case: most words after the first are capitalised ("How to Train Your Dragon").
    private static func isHeadline(laterWords: Int, capitalized: Int) -> Bool {
        laterWords >= 3 && capitalized * 10 >= laterWords * 7
    }

    /// The lemma of a word the lookup left undecided; every word before it must have its lemma already.
    func lemma(at index: Int) -> LemmaID {
        let token = tokens[index]
        if token.rule == .possessive { return LemmaID(rawValue: lemmatizer.apostropheS) }
        let entry = entries[index]
        let casing = casing(of: token)
        if casing != .lower, isName(at: index, casing: casing, entry: entry) {
            return capitalizedPlural(token, casing: casing, entry: entry) ?? .surface
        }
        guard entry >= 0 else {
            return casing == .lower ? (ruleLemma(for: token) ?? .lowercasedSurface) : .surface
        }
        let e = UInt32(entry)
        if e == lemmatizer.apostropheS { return LemmaID(rawValue: apostropheS(at: index)) }
        if e == lemmatizer.apostropheD { return LemmaID(rawValue: apostropheD(at: index)) }
        if e == lemmatizer.her { return LemmaID(rawValue: herLemma(at: index)) }
        let contextFree = lexicon.contextFree[Int(e)]
        if contextFree != LemmaLexicon.noEntry { return LemmaID(rawValue: contextFree) }
        // A word alone ("ate", as `reader lemma` gets it) gives the tagger no context to read.
        if previousWord(index) != nil || nextWord(index) != nil, let tagged = lemma(ofEntry: e, tag: token.pos, at: index) {
            return LemmaID(rawValue: tagged)
        }
        return LemmaID(rawValue: chooseByContext(entry: e, at: index))
    }

    /// The form's lemma for the part of speech the tagger chose, nil when the lexicon lists none for it.
    /// UD's conventions: a participle tagged ADJ keeps its form ("interested", "stunning"); an adverb
    /// that is an adjective's comparative takes the adjective ("later" -> "late").
    private func lemma(ofEntry e: UInt32, tag: UPOSTag?, at index: Int) -> UInt32? {
        let none = LemmaLexicon.noEntry
        let lemma: UInt32
        switch tag {
        case .noun?: lemma = lexicon.noun[Int(e)]
        case .verb?, .auxiliary?: lemma = lexicon.verb[Int(e)]
        case .adjective?:
            let adjective = lexicon.adjective[Int(e)]
            let participle = hasSuffix(index, "ing") || hasSuffix(index, "ed")
            lemma = lexicon.adjectivalParticiple[Int(e)] || (participle && (adjective == none || adjective == lexicon.verb[Int(e)])) ? e : adjective
        case .adverb?:
            let adjective = lexicon.adjective[Int(e)]
            lemma = lexicon.adverb[Int(e)] == e && adjective != none && adjective != e ? adjective : lexicon.adverb[Int(e)]
        default: return nil
        }
        return lemma == none ? nil : lemma
    }

    /// A capitalised word is a name, its lemma its form, when its capital is not an ordinary one (the
    /// casing rules) and the tagger does not read it as a verb or adverb the lexicon knows it as
    /// ("Wales", "Claire Kober", "Bath" are names; "Soon Rose came" stays one if the tagger calls it AUX, which
    /// "rose" cannot be). The casing rules already make every closed-class word ordinary but acronyms placed
    /// by their context ("our IT team"), so a closed-class tag vetoes nothing. Inside a sentence of running
    /// text the tagger's PROPN also makes a name of a word the casing rules would call ordinary ("Google
    /// Glasses"), unless the lexicon fixes the form's lemma to another word ("Sept." is September).
    private func isName(at index: Int, casing: Casing, entry: Int32) -> Bool {
        let tag = tokens[index].pos
        let none = LemmaLexicon.noEntry
        if capitalsAreOrdinary(at: index, casing: casing, entry: entry) {
            return tag?.isProperNoun == true && !isSentenceInitial(index) && !headlineSentences.contains(tokens[index].sentence)
                && entry >= 0 && lexicon.roles[Int(entry)].isEmpty && [none, UInt32(entry)].contains(lexicon.fixed[Int(entry)])
        }
        guard entry >= 0 else { return true }
        switch tag {
        case .verb?: return lexicon.verb[Int(entry)] == none
        case .adverb?: return lexicon.adverb[Int(entry)] == none
        default: return true
        }
    }

    private enum Casing { case lower, capitalized, allCaps }

    /// A capitalised plural of a common noun ("Americans", "Iraqis", "Marines") takes the
    /// noun's singular, as UD lemmatizes group and nationality names.
    private func capitalizedPlural(_ token: Token, casing: Casing, entry: Int32) -> LemmaID? {
        // UD singularises plural names (NNPS), not names that end in "s" ("Wales", "Goldsmiths").
        if let tag = token.pos, tag != .pluralProperNoun { return nil }
        guard casing == .capitalized, entry >= 0, bytes[Int(token.end) - 1] == UInt8(ascii: "s"),
              bytes[Int(token.end) - 2] != UInt8(ascii: "s") else { return nil }
        let noun = lexicon.noun[Int(entry)]
        return noun != LemmaLexicon.noEntry && noun != UInt32(entry) ? LemmaID(rawValue: noun) : nil
    }

    private func casing(of token: Token) -> Casing {
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
    private func capitalsAreOrdinary(at index: Int, casing: Casing, entry: Int32) -> Bool {
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

    private func followsArticleOrPossessive(_ index: Int) -> Bool {
        guard let previous = previousWord(index) else { return false }
        return roles(previous).contains(.possessive) || ["a", "an", "the"].contains(lowercasedText(previous))
    }

    private func hasContentReading(_ entry: Int) -> Bool {
        let none = LemmaLexicon.noEntry
        return lexicon.noun[entry] != none || lexicon.verb[entry] != none || lexicon.adjective[entry] != none
            || lexicon.adverb[entry] != none
    }

    private func isSentenceInitial(_ index: Int) -> Bool {
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

    // MARK: Neighbours

    /// The closest word before `index` in the same sentence, unless punctuation intervenes.
    private func previousWord(_ index: Int) -> Int? {
        var i = index - 1
        while i >= 0 {
            switch tokens[i].kind {
            case .space: i -= 1
            case .word: return tokens[i].sentence == tokens[index].sentence ? i : nil
            default: return nil
            }
        }
        return nil
    }

    private func nextWord(_ index: Int) -> Int? {
        var i = index + 1
        while i < tokens.count {
            switch tokens[i].kind {
            case .space: i += 1
            case .word: return tokens[i].sentence == tokens[index].sentence ? i : nil
            default: return nil
            }
        }
        return nil
    }

    private func roles(_ index: Int?) -> WordRole {
        guard let index, entries[index] >= 0 else { return [] }
        let entry = UInt32(entries[index])
        if entry == lemmatizer.apostropheS || entry == lemmatizer.apostropheD {
            switch tokens[index].lemma.rawValue {
            case lemmatizer.be: return .beForm
            case lemmatizer.have: return .haveForm
            case lemmatizer.would: return .modal
            default: return .possessive
            }
        }
        return lexicon.roles[Int(entry)]
    }

    /// "her": the possessive ("her car", "her new car") keeps its form; the object ("told her") is "she".
    private func herLemma(at index: Int) -> UInt32 {
        guard let next = nextWord(index), entries[next] >= 0 else { return lemmatizer.she }
        let e = Int(entries[next])
        let describesNoun = lexicon.roles[e].isEmpty
            && (lexicon.noun[e] != LemmaLexicon.noEntry || lexicon.adjective[e] != LemmaLexicon.noEntry)
        return describesNoun || lexicon.roles[e].contains(.intensifier) ? lemmatizer.her : lemmatizer.she
    }

    /// Does the word at `index` end with `suffix` (ASCII, case-insensitive)? No allocation.
    private func hasSuffix(_ index: Int, _ suffix: StaticString) -> Bool {
        let token = tokens[index]
        let length = suffix.utf8CodeUnitCount
        guard Int(token.end - token.start) > length else { return false }
        let base = Int(token.end) - length
        let pointer = suffix.utf8Start
        for k in 0..<length where bytes[base + k] | 0x20 != pointer[k] { return false }
        return true
    }

    private func isEntry(_ index: Int?, _ word: UInt32) -> Bool {
        guard let index, word != LemmaLexicon.noEntry else { return false }
        return entries[index] == Int32(bitPattern: word)
    }

    private func lowercasedText(_ index: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(tokens[index].start)..<Int(tokens[index].end)]), as: UTF8.self)
            .lowercased()
    }

    /// Is the word at `index` a past participle that can follow "have" ("been", "gone", "finished")?
    private func isPastParticiple(_ index: Int?) -> Bool {
        guard let index, entries[index] >= 0 else { return false }
        let e = Int(entries[index])
        let verb = lexicon.verb[e]
        guard verb != LemmaLexicon.noEntry, verb != UInt32(e) else { return false }
        let text = lowercasedText(index)
        if text.hasSuffix("ing") || text.hasSuffix("s") { return text == "been" }
        return true
    }

    // MARK: Clitics

    /// "'s": the possessive when the tagger says PART; else "is"/"has" after pronouns and before participles,
    /// else the possessive.
    private func apostropheS(at index: Int) -> UInt32 {
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
            || nextText.hasSuffix("ing") && nextText.count > 4 || nextText == "a" || nextText == "an" || nextText == "the" {
            return lemmatizer.be
        }
        return lemmatizer.apostropheS
    }

    /// "'d": "had" before a past participle or "better", else "would".
    private func apostropheD(at index: Int) -> UInt32 {
        var next = nextWord(index)
        while let n = next, roles(n).contains(.auxiliaryAdverb) { next = nextWord(n) }
        guard let next else { return lemmatizer.would }
        if lowercasedText(next) == "better" || isPastParticiple(next) { return lemmatizer.have }
        return lemmatizer.would
    }

    // MARK: Part of speech from context

    private func chooseByContext(entry e: UInt32, at index: Int) -> UInt32 {
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
    private func isNounLike(_ index: Int?) -> Bool {
        guard let index, entries[index] >= 0 else { return false }
        let e = Int(entries[index])
        return lexicon.noun[e] != LemmaLexicon.noEntry && lexicon.roles[e].isEmpty
    }

    /// A word that is probably an adjective: its own form is an adjective, it has no verb reading
    /// ("fast" could start a verb phrase) and it is not a function word.
    private func isAdjective(_ index: Int?) -> Bool {
        guard let index, entries[index] >= 0 else { return false }
        let e = Int(entries[index])
        return lexicon.adjective[e] == UInt32(e) && lexicon.verb[e] == LemmaLexicon.noEntry && lexicon.roles[e].isEmpty
    }

    // MARK: Unknown words

    private func ruleLemma(for token: Token) -> LemmaID? {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
        return lexicon.suffixRuleLemma(of: text.lowercased()).map { LemmaID(rawValue: $0.lemma) }
    }
}
