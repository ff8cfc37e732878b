/// The open word classes a form is listed under (a form may be several: "back").
public struct PartsOfSpeech: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let noun = PartsOfSpeech(rawValue: 1 << 0)
    public static let verb = PartsOfSpeech(rawValue: 1 << 1)
    public static let adjective = PartsOfSpeech(rawValue: 1 << 2)
    public static let adverb = PartsOfSpeech(rawValue: 1 << 3)
}

extension LemmaLexicon {
    /// The parts of speech the lexicon lists the form `id` under (an entry of `id(ofBytes:)`, not a lemma
    /// the lemmatizer chose); none for the markers.
    public func partsOfSpeech(ofForm id: LemmaID) -> PartsOfSpeech {
        guard id.isLexiconEntry else { return [] }
        let index = Int(id.rawValue)
        var parts: PartsOfSpeech = []
        if noun[index] != LemmaLexicon.noEntry { parts.insert(.noun) }
        if verb[index] != LemmaLexicon.noEntry { parts.insert(.verb) }
        if adjective[index] != LemmaLexicon.noEntry { parts.insert(.adjective) }
        if adverb[index] != LemmaLexicon.noEntry { parts.insert(.adverb) }
        return parts
    }
}

extension LemmaLexicon {
    /// Whether the form is known only as a frequent word, with no part of speech, role or fixed lemma, so its
    /// lemma is itself ("audiobooks": its suffix gives no known stem).
    func isBare(_ entry: Int) -> Bool {
        let none = LemmaLexicon.noEntry
        return noun[entry] == none && verb[entry] == none && adjective[entry] == none && adverb[entry] == none
            && fixed[entry] == none && roles[entry].isEmpty
    }
}
