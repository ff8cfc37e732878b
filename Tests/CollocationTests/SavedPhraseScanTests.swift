@testable import Collocations
import Foundation
import Testing
import Tokenizer

/// Saved phrases found by a scan that lists each phrase once, under its key
/// word, and builds a window only for stretches that hold every word of some
/// phrase (issue 15: the scan aligned each phrase once per indexed word and
/// made annotation four times slower). The cases are those the key index makes
/// delicate; the expected spans are what the matcher found before the index.
@Suite("Saved phrases: the scan")
struct SavedPhraseScanTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let sentence: String
        let saved: [String]
        /// Each occurrence as "byte start:covered text (its own words) = lemma", in text order.
        let found: [String]
        var testDescription: String { sentence }
    }

    static let cases: [Case] = [
        // A key word that repeats in the stretch, and inside the phrase.
        Case(sentence: "She read it over and over and over again.", saved: ["over and over"],
             found: ["12:over and over (over|and|over) = over and over"]),
        // Issue 26: "eats" tagged VERB takes the lemma "eat" (it was the noun "eats"), so both match.
        Case(sentence: "It is a dog eat dog world, and dog eats dog.", saved: ["dog eat dog"],
             found: ["8:dog eat dog (dog|eat|dog) = dog eat dog", "31:dog eats dog (dog|eats|dog) = dog eat dog"]),
        Case(sentence: "It took place, then took place again.", saved: ["take place"],
             found: ["3:took place (took|place) = take place", "20:took place (took|place) = take place"]),
        // Phrases sharing their key word or their words, overlapping.
        Case(sentence: "The black sheep sold a black eye on the black market.",
             saved: ["black eye", "black hole", "black sheep", "black market"],
             found: ["4:black sheep (black|sheep) = black sheep", "23:black eye (black|eye) = black eye",
                     "40:black market (black|market) = black market"]),
        Case(sentence: "We ate ice cream cheese cake.", saved: ["ice cream", "cream cheese"],
             found: ["7:ice cream (ice|cream) = ice cream"]),
        Case(sentence: "We took care of it.", saved: ["take care", "take care of", "care of"],
             found: ["3:took care of (took|care|of) = take care of"]),
        Case(sentence: "In the end, the end came.", saved: ["in the end", "the end"],
             found: ["0:In the end (In|the|end) = in the end", "12:the end (the|end) = the end"]),
        Case(sentence: "She looks up to her sister and looked it up.", saved: ["look up", "look up to"],
             found: ["4:looks up to (looks|up|to) = look up to", "31:looked it up (looked|up) = look up"]),
        // Gaps: an object before the particle, modifiers after a light verb (its article left out), a possessive slot.
        Case(sentence: "Turn it off and turn the light off.", saved: ["turn off"],
             found: ["0:Turn it off (Turn|off) = turn off", "16:turn the light off (turn|off) = turn off"]),
        Case(sentence: "He gave up, then gave in and gave it up.", saved: ["give up", "give in"],
             found: ["3:gave up (gave|up) = give up", "17:gave in (gave|in) = give in", "29:gave it up (gave|up) = give up"]),
        Case(sentence: "He made a very difficult decision and made a decision.", saved: ["make a decision"],
             found: ["3:made a very difficult decision (made|decision) = make a decision",
                     "38:made a decision (made|decision) = make a decision"]),
        Case(sentence: "She made up her mind at last.", saved: ["make up one's mind"],
             found: ["4:made up her mind (made|up|her|mind) = make up one's mind"]),
        // Every word present, but out of order or across punctuation.
        Case(sentence: "Off he turned.", saved: ["turn off"], found: []),
        Case(sentence: "Please turn it, then off.", saved: ["turn off"], found: []),
        // Matched on the lower-cased form where the lemma differs ("United" is not "unite" here).
        Case(sentence: "The United States and New York grew.", saved: ["united states", "new york"],
             found: ["4:United States (United|States) = united states", "22:New York (New|York) = new york"]),
    ]

    @Test("occurrences: spans, own words and lemmas", arguments: cases)
    func occurrences(_ testCase: Case) throws {
        let text = try CollocationFixture.lemmatized(testCase.sentence)
        let saved = SavedPhrases(testCase.saved.map { $0.split(separator: " ").map(String.init) }, classes: CollocationFixture.phraseLexicon.classes)
        let found = saved.occurrences(in: text, lemmatizer: CollocationFixture.lemmatizer, classes: CollocationFixture.phraseLexicon.classes)
        #expect(found.map { Self.describe($0, in: text) } == testCase.found)
    }

    /// The scan's stretches and hashes are the windows' own, on every word of the shipped samples
    /// (and on words the window lower-cases through String), also with the smallest
    /// lemma-hash cache, where most lemmas evict one another.
    @Test("stretches are the words and hashes of a window", arguments: samples, [false, true])
    func stretchesAreWindows(_ sample: String, smallestCache: Bool) throws {
        let text = try Self.sampleText(sample)
        var scan = StretchScan(tokens: smallestCache ? 1 : text.tokens.count)
        var next = 0
        var stretches = 0, words = 0
        while let stretch = scan.next(in: text, from: &next, lemmatizer: CollocationFixture.lemmatizer) {
            stretches += 1
            let window = WordWindow(text: text, tapped: stretch.lowerBound, lemmatizer: CollocationFixture.lemmatizer,
                                    classes: CollocationFixture.phraseLexicon.classes, reach: .max)
            #expect(window.tokens.first == stretch.lowerBound && window.tokens.last == stretch.upperBound - 1)
            words += window.count
            #expect(scan.hashes == zip(window.lemmaHashes, window.lowerHashes).flatMap { [$0, $1] })
        }
        // Every word is in one stretch.
        #expect(words == text.tokens.filter { $0.kind == .word }.count)
        #expect(stretches > 50)
    }

    /// With 10,000 WordNet phrases saved, the scan finds exactly what the matcher finds when every
    /// stretch gets a window and every entry indexed under its words is aligned (the scan before the keys).
    @Test("occurrences are those of aligning every indexed entry", arguments: [
        ("samples/emma-opening.txt", 11), ("samples/moby-dick-loomings.txt", 3), ("samples/pride-and-prejudice-chapter-1.txt", 5),
    ])
    func sameAsEveryIndexedEntry(_ sample: String, occurrences: Int) throws {
        let text = try Self.sampleText(sample)
        let saved = Self.wordNet
        let found = saved.occurrences(in: text, lemmatizer: CollocationFixture.lemmatizer, classes: CollocationFixture.phraseLexicon.classes)
        var expected: [PhraseOccurrence] = []
        var index = 0
        while index < text.tokens.count {
            guard text.tokens[index].kind == .word else {
                index += 1
                continue
            }
            let window = WordWindow(text: text, tapped: index, lemmatizer: CollocationFixture.lemmatizer,
                                    classes: CollocationFixture.phraseLexicon.classes, reach: .max)
            var entries = Set<Int32>()
            for position in 0..<window.count {
                entries.formUnion(saved.table.entries(withWordHash: window.lemmaHashes[position]))
                entries.formUnion(saved.table.entries(withWordHash: window.lowerHashes[position]))
            }
            for match in PhraseMatcher(table: saved.table, window: window).resolvedMatches(of: entries.sorted()) {
                expected.append(PhraseOccurrence(words: match.positions.map { window.tokens[$0] },
                                                 lemma: saved.table.text(of: saved.table.entries[Int(match.entry)])))
            }
            index = window.tokens[window.count - 1] + 1
        }
        #expect(found == expected)
        #expect(found.count == occurrences)
        // A tap on a word of each selects it.
        for occurrence in found.prefix(50) {
            #expect(saved.occurrence(at: occurrence.last, in: text, lemmatizer: CollocationFixture.lemmatizer,
                                     classes: CollocationFixture.phraseLexicon.classes) == occurrence)
        }
    }

    static let samples = ["samples/emma-opening.txt", "samples/moby-dick-loomings.txt", "samples/pride-and-prejudice-chapter-1.txt"]

    static func sampleText(_ sample: String) throws -> TokenizedText {
        let prose = String(decoding: CollocationFixture.bytes(sample), as: UTF8.self)
        return try CollocationFixture.lemmatized(prose + " ÉCOLE Straße-Café, naïve ÆON well-known.")
    }

    /// The first 10,000 phrases of the WordNet list, as the annotation benchmark saves them.
    static let wordNet: SavedPhrases = {
        var phrases = Set<[String]>()
        let list = String(decoding: CollocationFixture.bytes("phrases/wordnet-mwe.tsv"), as: UTF8.self)
        for line in list.split(separator: "\n") where phrases.count < 10_000 {
            let words = line.split(separator: "\t").first?.split(separator: " ").map { $0.lowercased() } ?? []
            if words.count >= 2 { phrases.insert(words) }
        }
        return SavedPhrases(Array(phrases), classes: CollocationFixture.phraseLexicon.classes)
    }()

    static func describe(_ occurrence: PhraseOccurrence, in text: TokenizedText) -> String {
        let start = Int(text.tokens[occurrence.first].start), end = Int(text.tokens[occurrence.last].end)
        let words = occurrence.words.map { text.text(of: text.tokens[$0]) }.joined(separator: "|")
        return "\(start):\(String(decoding: text.bytes[start..<end], as: UTF8.self)) (\(words)) = \(occurrence.lemma)"
    }
}
