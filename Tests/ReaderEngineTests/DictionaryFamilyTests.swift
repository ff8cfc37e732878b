import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Dictionary: word families")
struct DictionaryFamilyTests {
    let dictionary = DictionaryFixture.dictionary

    @Test(arguments: [
        ("inspect", "spect", "look", ["inspection", "inspector", "respect", "aspect", "suspect", "spectator"]),
        ("transport", "port", "carry", ["transportation", "support", "report", "export", "import"]),
        ("predict", "dict", "say", ["prediction", "dictionary", "verdict", "contradict"]),
        ("describe", "scrib/script", "write", ["description", "script", "subscribe", "manuscript", "prescription"]),
    ])
    func rootGroupsItsWords(word: String, root: String, meaning: String, members: [String]) {
        let family = dictionary.family(of: word)
        #expect(family.root?.form == root)
        #expect(family.root?.meaning == meaning)
        let lemmas = family.members.map(\.lemma)
        for member in members { #expect(lemmas.contains(member), "\(member) in the family of \(word)") }
        #expect(!lemmas.contains(word))
    }

    /// A root counts only as a root: at the start of the word or after its
    /// prefixes (dis+posit, in+spect, re+port, un+pre+dict), never inside another word.
    @Test(arguments: [
        ("disposition", "pos/pon", ["dispose", "position", "propose", "suppose", "deposit"]),
        ("inspect", "spect", ["respect", "suspect", "spectator", "perspective", "disrespect"]),
        ("report", "port", ["portable", "support", "transport", "unreported"]),
        ("portable", "port", ["report", "support", "export"]),
        ("dictate", "dict", ["dictator", "predict", "dictionary", "addict", "unpredictable"]),
    ])
    func rootIsMatchedAfterItsPrefixes(word: String, root: String, members: [String]) {
        let family = dictionary.family(of: word)
        #expect(family.root?.form == root)
        let lemmas = family.members.map(\.lemma)
        for member in members { #expect(lemmas.contains(member), "\(member) in the family of \(word)") }
    }

    /// Words that only look alike: a shared prefix (dis-) or a root's letters inside another word.
    @Test(arguments: [
        ("disposition", ["district", "disease", "discuss", "distance"]),
        ("dictate", ["district", "medication", "eradicate"]),
        ("report", ["sport", "important", "opportunity", "airport", "passport"]),
        ("process", ["princess", "microprocessor"]),
        ("convert", ["poverty", "overseas", "nevertheless"]),
        ("commit", ["chemistry", "vomit", "economist"]),
    ])
    func lookalikesAreLeftOut(word: String, strangers: [String]) {
        let lemmas = dictionary.family(of: word).members.map(\.lemma)
        for stranger in strangers { #expect(!lemmas.contains(stranger), "\(stranger) in the family of \(word)") }
    }

    /// A prefix alone makes no family: these words keep only their WordNet derivations.
    @Test(arguments: [
        ("district", [String]()), ("disease", []), ("discuss", ["discussant", "discussion"]),
        ("unhappy", ["unhappiness"]), ("rewrite", ["rewriter", "rewriting"]),
    ])
    func prefixAloneMakesNoFamily(word: String, derivations: [String]) {
        let family = dictionary.family(of: word)
        #expect(family.root == nil)
        #expect(family.members.map(\.lemma) == derivations)
    }

    @Test func derivationsComeFirstWithTheirPartOfSpeech() {
        let family = dictionary.family(of: "inspect")
        #expect(family.members.prefix(2).map(\.lemma) == ["inspection", "inspector"])
        #expect(family.members[0].relation == .derivation)
        #expect(family.members[0].partOfSpeech == .noun)
        #expect(family.members[2].relation == .root)
    }

    @Test func falseFriendsOfARootAreLeftOut() {
        let lemmas = dictionary.family(of: "transport").members.map(\.lemma)
        #expect(!lemmas.contains("sport"))
        #expect(!lemmas.contains("important"))
        #expect(!dictionary.family(of: "dictionary").members.map(\.lemma).contains("medication"))
    }

    @Test func familyJSONFieldsAreStable() {
        let family = WordFamily(lemma: "inspect", root: .init(form: "spect", meaning: "look", source: "Latin specere"),
                                members: [.init(lemma: "inspection", partOfSpeech: .noun, relation: .derivation)])
        #expect(DictionaryJSON.family(family, word: "Inspect", status: { _ in .learning })
            == #"{"word":"Inspect","lemma":"inspect","root":{"form":"spect","meaning":"look"},"members":[{"lemma":"inspection","pos":"noun","relation":"derivation","status":"learning"}]}"#)
    }
}
