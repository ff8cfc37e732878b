/// The per-text state of lemmatization: each word's lexicon entry (looked up
/// once) and the neighbours that decide ambiguous forms.
///
/// Tokens are lemmatized in order and in place, so the lemmas already decided
/// act as context too: "'s" read as "is" makes the next "-ing" a verb.
struct LemmaContext {
    let lemmatizer: Lemmatizer
    let lexicon: LemmaLexicon
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: UnsafeMutableBufferPointer<Token>
    /// Lexicon entry of each token's lower-cased text, or -1.
    let entries: [Int32]
    /// Words the lookup could not lemmatize without context, in text order.
    let undecided: [Int]
    /// Sentences written in Title Case or ALL CAPS, where capitals say nothing about names.
    var headlineSentences: Set<Int32> = []

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
        var smallContentWord = false
        var afterNumber = false
        var clockWords: [Int] = []
        for index in tokens.indices {
            tokens[index].lemma = .none
            let token = tokens[index]
            if token.sentence != sentence {
                if LemmaContext.isHeadline(laterWords: laterWords, capitalized: capitalized, smallContentWord: smallContentWord) {
                    headlineSentences.insert(sentence)
                }
                sentence = token.sentence
                laterWords = -1
                capitalized = 0
                smallContentWord = false
            }
            defer { if token.kind != .space { afterNumber = token.kind == .number } }
            guard token.kind == .word else {
                if LemmaContext.isOwnLemma(token, bytes) { tokens[index].lemma = .surface }
                // A number the tagger reads as a noun or adjective ("the 4th", "the 1990s") is a word to UD.
                if token.kind == .number, token.pos == .noun || token.pos == .adjective { tokens[index].lemma = .lowercasedSurface }
                continue
            }
            if afterNumber, LemmaContext.isClockWord(token, bytes), lemmatizer.clockLemma(bytes[Int(token.start)]) != nil {
                clockWords.append(index)
            }
            if token.rule == .contraction, token.end - token.start <= 2, isASCIILetter(bytes[Int(token.start)]),
               let clitic = lemmatizer.bareClitic(ShortWord(bytes, Int(token.start), Int(token.end))) {
                lookup.assign(index, entry: clitic)
            } else {
                lookup.lookUp(index)
            }
            laterWords += 1
            if laterWords > 0 {
                let initial = bytes[Int(token.start)]
                if isASCIIUpper(initial) {
                    capitalized += 1
                } else if isASCIILower(initial), LemmaContext.isContentTag(token.pos) {
                    smallContentWord = true
                }
            }
        }
        if LemmaContext.isHeadline(laterWords: laterWords, capitalized: capitalized, smallContentWord: smallContentWord) {
            headlineSentences.insert(sentence)
        }
        lookup.finishBatch()
        entries = lookup.entries
        // "10 AM", "5 pm": UD's a.m./p.m., never "be".
        for index in clockWords {
            tokens[index].lemma = LemmaID(rawValue: lemmatizer.clockLemma(bytes[Int(tokens[index].start)]) ?? LemmaLexicon.noEntry)
        }
        undecided = clockWords.isEmpty ? lookup.undecided : lookup.undecided.filter { !clockWords.contains($0) }
    }

    /// "am", "PM", or "p.m" (a sentence-final "p.m." gives up its period): a clock word after a number.
    private static func isClockWord(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(token.start)
        switch token.end - token.start {
        case 2: return bytes[start + 1] | 0x20 == UInt8(ascii: "m")
        case 3: return bytes[start + 1] == UInt8(ascii: ".") && bytes[start + 2] | 0x20 == UInt8(ascii: "m")
        default: return false
        }
    }

    /// Symbols, links and e-mail addresses are their own lemma, as in UD ("&", "x@y.com").
    private static func isOwnLemma(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch token.kind {
        case .symbol, .url, .email: true
        case .punct: token.end - token.start == 1 && EnglishLemmaRules.punctuationUsedAsWords.contains(bytes[Int(token.start)])
        default: false
        }
    }

    /// Title Case: most words after the first are capitalised ("How to Train Your Dragon"), and no noun, verb,
    /// adjective or adverb is written small, as title case leaves only function words small: "Prime Minister
    /// Boris Johnson met President Macron in Brussels on Tuesday" is a sentence full of names, not a headline.
    private static func isHeadline(laterWords: Int, capitalized: Int, smallContentWord: Bool) -> Bool {
        laterWords >= 3 && capitalized * 10 >= laterWords * 7 && !smallContentWord
    }

    /// Whether a tag is of a word title case writes with a capital.
    @inline(__always)
    private static func isContentTag(_ tag: UPOSTag?) -> Bool {
        tag == .noun || tag == .verb || tag == .adjective || tag == .adverb
    }

    /// The lemma of a word the lookup left undecided; every word before it must have its lemma already.
    func lemma(at index: Int) -> LemmaID {
        let token = tokens[index]
        if token.rule == .possessive { return LemmaID(rawValue: lemmatizer.apostropheS) }
        let entry = entries[index]
        let casing = casing(of: token)
        if isSpuriousInflection(entry) { return casing == .lower ? LemmaID(rawValue: UInt32(entry)) : .surface }
        if casing == .lower, token.pos == .properNoun, LemmaContext.hasInnerCapital(token, bytes) { return .surface }
        if casing == .lower, isInsideName(particleAt: index) { return .surface }
        if casing != .lower, isName(at: index, casing: casing, entry: entry) {
            return capitalizedPlural(token, at: index, casing: casing, entry: entry) ?? .surface
        }
        guard entry >= 0 else {
            guard casing == .lower else { return .surface }
            return ruleLemma(for: token) ?? inflectedLemma(for: token) ?? (isUnknownPlural(token) ? .lowercasedSingular : .lowercasedSurface)
        }
        let e = UInt32(entry)
        if e == lemmatizer.apostropheS { return LemmaID(rawValue: apostropheS(at: index)) }
        if e == lemmatizer.apostropheD { return LemmaID(rawValue: apostropheD(at: index)) }
        if e == lemmatizer.her { return LemmaID(rawValue: herLemma(at: index)) }
        let contextFree = lexicon.contextFree[Int(e)]
        if contextFree != LemmaLexicon.noEntry {
            if contextFree == e, lexicon.isBare(Int(e)), isUnknownPlural(token) { return .lowercasedSingular }
            // A plural kept as its own lemma ("thanks", "regards", "clothes") read as a verb is that verb's form.
            if contextFree == e, token.pos == .verb, hasOtherWord(index), lexicon.verb[Int(e)] != LemmaLexicon.noEntry {
                return LemmaID(rawValue: lexicon.verb[Int(e)])
            }
            if !LemmaContext.mayKeepParticiple(token, bytes) { return LemmaID(rawValue: contextFree) }
        }
        // A word alone ("ate", as `reader lemma` gets it) gives the tagger no context to read.
        if hasOtherWord(index), let tagged = lemma(ofEntry: e, tag: token.pos, at: index) {
            return LemmaID(rawValue: tagged)
        }
        return LemmaID(rawValue: chooseByForm(entry: e, at: index))
    }

    /// Whether the tag or the neighbours may change the lemma the lexicon gives a form whatever its context
    /// (`contextFree`): a participle, a plural the lexicon knows only as a frequent word (`isBare`) read as a noun,
    /// or a plural kept as its own lemma read as a verb ("He thanks you"), a brand's name ("iPhone",
    /// `hasInnerCapital`) or a particle that may be inside a name ("van Gogh"). Cheap enough for every word of
    /// running text.
    static func tagMayDecide(_ token: Token, entry: Int32, contextFree: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if token.pos == .properNoun, hasInnerCapital(token, bytes) { return true }
        if isNameParticle(token, bytes) { return true }
        if contextFree == UInt32(bitPattern: entry) {
            return (token.pos == .noun || token.pos == .verb) && bytes[Int(token.end) - 1] == UInt8(ascii: "s")
        }
        return mayKeepParticiple(token, bytes)
    }

    /// Whether the tag may make a participle its own lemma, when the lexicon's one answer is its verb: an
    /// "-ing" or "-ed" form tagged NOUN or ADJ ("the recruiting", "an updated file"; see `lemma(ofEntry:tag:at:)`).
    static func mayKeepParticiple(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard token.pos == .noun || token.pos == .adjective, token.end - token.start > 4 else { return false }
        let end = Int(token.end)
        let last = bytes[end - 1] | 0x20, second = bytes[end - 2] | 0x20
        return last == UInt8(ascii: "d") && second == UInt8(ascii: "e")
            || last == UInt8(ascii: "g") && second == UInt8(ascii: "n") && bytes[end - 3] | 0x20 == UInt8(ascii: "i")
    }

    /// The form's lemma for the part of speech the tagger chose, nil when the lexicon lists none for it.
    /// UD's conventions: a participle tagged ADJ keeps its form ("interested", "stunning"); an adverb
    /// that is an adjective's comparative takes the adjective ("later" -> "late"); a form that is one verb's
    /// past and another's base form is the base form after "to", a modal or "do" ("to lay off staff": *lay*,
    /// not *lie*; "could found a firm").
    func lemma(ofEntry e: UInt32, tag: UPOSTag?, at index: Int) -> UInt32? {
        let none = LemmaLexicon.noEntry
        let lemma: UInt32
        switch tag {
        case .noun?:
            // UD keeps the form of an "-ing" or "-ed" noun the lexicon lists only as a verb ("recruiting", "the accused").
            let noun = lexicon.noun[Int(e)]
            lemma = noun == none && LemmaContext.mayKeepParticiple(tokens[index], bytes) ? e : noun
        case .verb?, .auxiliary?:
            let verb = lexicon.verb[Int(e)]
            lemma = verb != e && verb != none && needsBareInfinitive(at: index) && isVerbLemma(e) ? e : verb
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

    // MARK: Neighbours

    /// The closest word before `index` in the same sentence, unless punctuation intervenes.
    func previousWord(_ index: Int) -> Int? {
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

    func nextWord(_ index: Int) -> Int? {
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

    /// Whether the sentence of `index` holds another word, punctuation between them or not ('"two-timing"').
    func hasOtherWord(_ index: Int) -> Bool {
        let sentence = tokens[index].sentence
        var i = index - 1
        while i >= 0, tokens[i].sentence == sentence {
            if tokens[i].kind == .word { return true }
            i -= 1
        }
        i = index + 1
        while i < tokens.count, tokens[i].sentence == sentence {
            if tokens[i].kind == .word { return true }
            i += 1
        }
        return false
    }

    func roles(_ index: Int?) -> WordRole {
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
    func herLemma(at index: Int) -> UInt32 {
        guard let next = nextWord(index), entries[next] >= 0 else { return lemmatizer.she }
        let e = Int(entries[next])
        let describesNoun = lexicon.roles[e].isEmpty
            && (lexicon.noun[e] != LemmaLexicon.noEntry || lexicon.adjective[e] != LemmaLexicon.noEntry)
        return describesNoun || lexicon.roles[e].contains(.intensifier) ? lemmatizer.her : lemmatizer.she
    }

    /// Does the word at `index` end with `suffix` (ASCII, case-insensitive)? No allocation.
    func hasSuffix(_ index: Int, _ suffix: StaticString) -> Bool {
        let token = tokens[index]
        let length = suffix.utf8CodeUnitCount
        guard Int(token.end - token.start) > length else { return false }
        let base = Int(token.end) - length
        let pointer = suffix.utf8Start
        for k in 0..<length where bytes[base + k] | 0x20 != pointer[k] { return false }
        return true
    }

    func isEntry(_ index: Int?, _ word: UInt32) -> Bool {
        guard let index, word != LemmaLexicon.noEntry else { return false }
        return entries[index] == Int32(bitPattern: word)
    }

    func lowercasedText(_ index: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(tokens[index].start)..<Int(tokens[index].end)]), as: UTF8.self)
            .lowercased()
    }

    /// Is the word at `index` a past participle that can follow "have" ("been", "gone", "finished")?
    func isPastParticiple(_ index: Int?) -> Bool {
        guard let index, entries[index] >= 0 else { return false }
        let e = Int(entries[index])
        let verb = lexicon.verb[e]
        guard verb != LemmaLexicon.noEntry, verb != UInt32(e) else { return false }
        let text = lowercasedText(index)
        if text.hasSuffix("ing") || text.hasSuffix("s") { return text == "been" }
        return true
    }

    // MARK: Unknown words

    /// A plural noun the lexicon does not know: a word of letters tagged NOUN, ending in "s" but not in "ss", "us",
    /// "is" or "ies" (a singular, or a "-y" noun: "ethicities"). Its lemma drops the "s" ("empanadas",
    /// "audiobooks"); of such nouns in UD EWT train 101 have the form less its "s" as lemma, 17 end "ies".
    func isUnknownPlural(_ token: Token) -> Bool {
        guard token.pos == .noun, token.end - token.start > 3 else { return false }
        let end = Int(token.end)
        guard bytes[end - 1] == UInt8(ascii: "s") else { return false }
        let before = bytes[end - 2]
        guard before != UInt8(ascii: "s"), before != UInt8(ascii: "u"), before != UInt8(ascii: "i"),
              !(before == UInt8(ascii: "e") && bytes[end - 3] == UInt8(ascii: "i")) else { return false }
        // Only words: no file or newsgroup names ("budget.xls", "alt.animals").
        return bytes[Int(token.start)..<end].allSatisfy { isASCIILetter($0) || $0 == UInt8(ascii: "-") || $0 >= 0x80 }
    }

    func ruleLemma(for token: Token) -> LemmaID? {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
        return lexicon.suffixRuleLemma(of: text.lowercased()).map { LemmaID(rawValue: $0.lemma) }
    }
}
