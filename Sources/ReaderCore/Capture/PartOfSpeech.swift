import Tokenizer

/// Word classes a capture card can name.
public enum PartOfSpeech: String, Sendable, CaseIterable, Codable, Comparable {
    case noun
    case verb
    case adjective
    case adverb
    case auxiliary

    /// LemmInflect's UPOS tags (NOUN, VERB, ADJ, ADV, AUX).
    init?(upos: Substring) {
        switch upos {
        case "NOUN": self = .noun
        case "VERB": self = .verb
        case "ADJ": self = .adjective
        case "ADV": self = .adverb
        case "AUX": self = .auxiliary
        default: return nil
        }
    }

    /// The tagger's UPOS, for the classes a card names (an auxiliary's senses are the verb's; a
    /// capitalised common noun the tagger reads as a name, "Protestants", "in March", is a noun).
    init?(tag: UPOSTag) {
        switch tag {
        case .noun, .properNoun, .pluralProperNoun: self = .noun
        case .verb, .auxiliary: self = .verb
        case .adjective: self = .adjective
        case .adverb: self = .adverb
        default: return nil
        }
    }

    /// WordNet's one-letter codes (n, v, a, r; s is a satellite adjective).
    init?(wordNet: Character) {
        switch wordNet {
        case "n": self = .noun
        case "v": self = .verb
        case "a", "s": self = .adjective
        case "r": self = .adverb
        default: return nil
        }
    }

    public static func < (lhs: PartOfSpeech, rhs: PartOfSpeech) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
