import Tokenizer

/// Dense ids for every lemma the annotator can meet, so statuses and phrase
/// edges live in arrays: a lexicon lemma keeps its `LemmaID` raw value; a
/// lemma outside the lexicon that the vocabulary names (an unknown word, a
/// name) gets an id after the lexicon's.
struct TermIndex: Sendable {
    /// No term: a word outside the lexicon that the vocabulary never names.
    static let none = UInt32.max

    let lexicon: LemmaLexicon
    private(set) var outside = LowercasedKeyTable()
    private let pronounI: UInt32?

    init(lexicon: LemmaLexicon) {
        self.lexicon = lexicon
        pronounI = lexicon.id(of: "I")?.rawValue
    }

    var count: Int { lexicon.count + outside.count }

    /// The id of a lower-case lemma from the vocabulary, added if new.
    mutating func id(forLemma lemma: String) -> UInt32 {
        var lemma = lemma
        return lemma.withUTF8 { id(forLemma: $0) }
    }

    /// The same, given as UTF-8 (as the store's snapshot holds it), with its lexicon
    /// `id` when already looked up (`LemmaLexicon.ids`).
    mutating func id(forLemma lemma: UnsafeBufferPointer<UInt8>, id: LemmaID?? = nil) -> UInt32 {
        // Vocabulary keys are lower-case, but the lexicon spells the pronoun "I".
        if lemma.count == 1, lemma[0] == UInt8(ascii: "i"), let pronounI { return pronounI }
        if let id = id ?? lexicon.id(ofBytes: lemma) { return id.rawValue }
        return outside.insert(String(decoding: lemma, as: UTF8.self), value: UInt32(count))
    }

    /// The id of a word whose lemma is its own lower-cased text.
    @inline(__always)
    func id(ofUnknownWord bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        outside.value(forSurface: bytes) ?? TermIndex.none
    }

    /// The id of a lower-cased word: its lexicon entry, else a vocabulary-named one.
    func id(ofLowercased word: String) -> UInt32 {
        if let id = lexicon.id(of: word) { return id.rawValue }
        var word = word
        return word.withUTF8 { outside.value(forLowercased: $0) } ?? TermIndex.none
    }
}
