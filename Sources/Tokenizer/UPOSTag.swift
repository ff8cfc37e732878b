/// A Universal Dependencies part-of-speech tag (UPOS), as the tagger predicts it
/// for each token. Raw values index the tagger's weight rows; names are UD's.
///
/// PROPN comes in two numbers, as Penn's NNP and NNPS: a plural name takes its
/// singular lemma (`Americans` -> `American`, `States` -> `State`), a name that merely
/// ends in "s" keeps its form (`Wales`, `Texas`). Both are named PROPN.
public enum UPOSTag: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case adjective, adposition, adverb, auxiliary, coordinatingConjunction, determiner, interjection, noun, numeral,
         particle, pronoun, properNoun, punctuation, subordinatingConjunction, symbol, verb, other, pluralProperNoun

    /// PROPN, either number.
    public var isProperNoun: Bool { self == .properNoun || self == .pluralProperNoun }

    /// UD's name ("NOUN", "PROPN"), as static bytes for writers that must not allocate.
    public var staticName: StaticString {
        switch self {
        case .adjective: "ADJ"
        case .adposition: "ADP"
        case .adverb: "ADV"
        case .auxiliary: "AUX"
        case .coordinatingConjunction: "CCONJ"
        case .determiner: "DET"
        case .interjection: "INTJ"
        case .noun: "NOUN"
        case .numeral: "NUM"
        case .particle: "PART"
        case .pronoun: "PRON"
        case .properNoun, .pluralProperNoun: "PROPN"
        case .punctuation: "PUNCT"
        case .subordinatingConjunction: "SCONJ"
        case .symbol: "SYM"
        case .verb: "VERB"
        case .other: "X"
        }
    }

    public var name: String { "\(staticName)" }
    public var description: String { name }

    /// The tag of a treebank word: its UPOS `name` ("NOUN") and Penn tag (which splits PROPN), or nil.
    public init?(name: some StringProtocol, penn: some StringProtocol) {
        guard let tag = UPOSTag.allCases.first(where: { $0.name == name }) else { return nil }
        self = tag == .properNoun && penn == "NNPS" ? .pluralProperNoun : tag
    }
}
