import Tokenizer

/// The closed-class words phrases are checked against, as `PhraseTable` hashes of
/// their lower-case text (`WordWindow` hashes a word so): taken from the lexicon's
/// closed-class table (`ClosedClassWords`), the one list of them.
struct ClosedWordHashes: Sendable {
    /// Words that carry no meaning of their own in a phrase (every phrase class).
    let function: Set<UInt64>
    let particles: Set<UInt64>
    let articles: Set<UInt64>
    let months: Set<UInt64>
    /// Prepositions that are never adverbial particles ("at", "into", "like", "for").
    let prepositionsOnly: Set<UInt64>
    let objectStarts: Set<UInt64>
    let objectPronouns: Set<UInt64>
    /// What "one's" stands for in a phrase, and "one's" (`PhraseTable.possessiveSlot`).
    let possessives: Set<UInt64>
    let interrogatives: Set<UInt64>
    /// Coordinators and quantifying determiners: a two-word WordNet entry they open is read word by word.
    let openers: Set<UInt64>

    /// No words (an empty `WordWindow`'s).
    init() {
        (function, particles, articles, months, prepositionsOnly) = ([], [], [], [], [])
        (objectStarts, objectPronouns, possessives, interrogatives, openers) = ([], [], [], [], [])
    }

    init(_ words: ClosedClassWords) {
        func hashes(_ closedClass: ClosedClass) -> Set<UInt64> { Set(words.words(in: closedClass).map { PhraseTable.hash($0.lowercased()) }) }
        function = Set(words.rows.filter { $0.classes.contains { WordClass(phraseClass: $0) != nil } }.map { PhraseTable.hash($0.word.lowercased()) })
        particles = hashes(.particle)
        articles = hashes(.article)
        months = hashes(.month)
        prepositionsOnly = hashes(.phrasePreposition).subtracting(particles)
        objectStarts = hashes(.objectStart)
        objectPronouns = hashes(.objectPronoun)
        possessives = hashes(.possessiveSlot)
        interrogatives = hashes(.interrogative)
        openers = hashes(.coordinator).union(hashes(.quantifyingDeterminer))
    }

    /// A two-word verb entry ending in a preposition that is not a particle ("stay at", "move into",
    /// "look like"): the verb and the head of its complement, "stayed at the hotel", which a learner
    /// reads word by word. Idiomatic prepositional verbs are `EnglishPhraseRules.prepositionalVerbs`.
    func isVerbAndPreposition(_ phrase: ArraySlice<UInt8>) -> Bool {
        let words = PhraseWords.split(phrase)
        return words.count == 2 && prepositionsOnly.contains(PhraseTable.hash(phrase[words[1]]))
    }

    /// A two-word WordNet row read word by word for its first word, a coordinator or quantifying
    /// determiner ("and then", "or so", "every year", "this evening"); longer ones are idioms ("and so
    /// on", "that is to say"). ("no" keeps its idioms: "no longer", "no doubt".)
    func startsWithOpener(_ phrase: ArraySlice<UInt8>) -> Bool {
        let words = PhraseWords.split(phrase)
        return words.count == 2 && openers.contains(PhraseTable.hash(phrase[words[0]]))
    }

    func endsWithParticle(_ phrase: ArraySlice<UInt8>) -> Bool {
        PhraseWords.split(phrase).last.map { particles.contains(PhraseTable.hash(phrase[$0])) } ?? false
    }
}
