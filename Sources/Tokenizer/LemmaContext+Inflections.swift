extension LemmaContext {
    /// The shortest known word an unknown word may end in to borrow its inflection ("flies", not "lies": the
    /// "crawlies" of "creepy-crawlies" are no kind of lie).
    static let minHeadLength = 5
    /// The fewest letters before that word: a prefix or a first word ("re", "hover").
    static let minPrefixLength = 2
    /// "un" before a participle makes an adjective, not a verb ("unvisited", "untreated": UD EWT lemmatizes
    /// every such word as itself), however the tagger reads it.
    static let adjectivePrefix: [UInt8] = Array("un".utf8)

    /// The lemma of an unknown lower-case word the tagger reads as a noun or verb and that ends in a word the
    /// lexicon knows as an inflected form of that part of speech: a compound or a prefixed word inflects as its
    /// last word does ("hoverflies" as "flies": "hoverfly"; "neurotechnologies" as "technologies"; "redisplayed"
    /// as "displayed"; "photobombed" as "bombed"). The longest such ending decides; one the lexicon knows
    /// uninflected ("superstar" ends in "star") leaves the word as it is.
    func inflectedLemma(for token: Token) -> LemmaID? {
        guard token.pos == .noun || token.pos == .verb else { return nil }
        let word = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
        guard word.count >= LemmaContext.minPrefixLength + LemmaContext.minHeadLength, word.allSatisfy(isASCIILetter) else { return nil }
        var lower = word.map { isASCIIUpper($0) ? $0 | 0x20 : $0 }
        if token.pos == .verb, lower.starts(with: LemmaContext.adjectivePrefix) { return nil }
        return lower.withUnsafeMutableBufferPointer { lower in
            for start in LemmaContext.minPrefixLength...(lower.count - LemmaContext.minHeadLength) {
                let head = UnsafeBufferPointer(rebasing: lower[start...])
                guard let entry = lexicon.entry(for: head) else { continue }
                let lemma = token.pos == .noun ? lexicon.noun[entry] : lexicon.verb[entry]
                if lemma == LemmaLexicon.noEntry { continue }
                if lemma == UInt32(entry) { return nil }
                return lexicon.table.withKeyBytes(at: Int(lemma)) { LemmaContext.inflection(from: head, to: $0) }
            }
            return nil
        }
    }

    /// The marker that turns `form` into `lemma` by dropping its last bytes and adding an ending, if one does.
    static func inflection(from form: UnsafeBufferPointer<UInt8>, to lemma: UnsafeBufferPointer<UInt8>) -> LemmaID? {
        var shared = 0
        while shared < min(form.count, lemma.count), form[shared] == lemma[shared] { shared += 1 }
        let dropped = form.count - shared
        guard (1...LemmaID.maxDropped).contains(dropped),
              let ending = LemmaID.Ending(spelling: Substring(decoding: UnsafeBufferPointer(rebasing: lemma[shared...]), as: UTF8.self))
        else { return nil }
        return .inflected(dropping: dropped, adding: ending)
    }

    /// Whether the lexicon's only reading of `entry` is a plural or third person in "-es" that English spelling
    /// never makes: "-es" goes after "s", "x", "z", "ch", "sh" or "o" ("gases", "fixes", "goes"). The suffix rules
    /// that give frequent words the tables lack a lemma also gave names such a reading ("James" -> *jam*, "Torres"
    /// -> *torr*, "Dolores" -> *dolor*); such a word is its own lemma, and a name when capitalised.
    func isSpuriousInflection(_ entry: Int32) -> Bool {
        guard entry >= 0 else { return false }
        let index = Int(entry)
        let none = LemmaLexicon.noEntry
        guard lexicon.adjective[index] == none, lexicon.adverb[index] == none else { return false }
        return lexicon.table.withKeyBytes(at: index) { form in
            guard form.count > 3, form[form.count - 2] == UInt8(ascii: "e"), form[form.count - 1] == UInt8(ascii: "s") else { return false }
            let stem = UnsafeBufferPointer(rebasing: form[..<(form.count - 2)])
            guard !LemmaContext.takesES(stem) else { return false }
            var readings = 0
            for reading in [lexicon.noun[index], lexicon.verb[index]] where reading != none && reading != UInt32(index) {
                guard lexicon.table.withKeyBytes(at: Int(reading), { $0.elementsEqual(stem) }) else { return false }
                readings += 1
            }
            return readings > 0
        }
    }

    /// Whether English spelling adds "-es", not "-s", to a word that ends this way.
    static func takesES(_ stem: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = stem.last else { return false }
        switch last {
        case UInt8(ascii: "s"), UInt8(ascii: "x"), UInt8(ascii: "z"), UInt8(ascii: "o"): return true
        case UInt8(ascii: "h"): return stem.count >= 2 && (stem[stem.count - 2] == UInt8(ascii: "c") || stem[stem.count - 2] == UInt8(ascii: "s"))
        default: return false
        }
    }
}
