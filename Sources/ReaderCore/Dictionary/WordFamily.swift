/// A word's family: its derivations (WordNet) and the words sharing its Latin or
/// Greek root (`Corpora/scripts/roots.tsv`).
public struct WordFamily: Sendable, Equatable {
    public struct Root: Sendable, Equatable {
        public var form: String
        public var meaning: String
        /// The Latin or Greek source word ("Latin specere, spectus").
        public var source: String
    }

    public struct Member: Sendable, Equatable {
        public var lemma: String
        /// Nil for root members WordNet lists under several parts of speech without a derivation link.
        public var partOfSpeech: PartOfSpeech?
        public var relation: Relation
    }

    public enum Relation: String, Sendable, Equatable {
        /// WordNet's derivationally related form (`inspect` -> `inspection`).
        case derivation
        /// Shares the root (`inspect`, `spectator`).
        case root
    }

    public var lemma: String
    public var root: Root?
    /// Derivations first, then root members by frequency.
    public var members: [Member]
}
