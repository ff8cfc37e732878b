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
}
