/// Where the reader gets the learner's vocabulary from: the SQLite store in
/// the CLI; embedders that keep their own vocabulary conform their own type.
public protocol VocabularySource {
    /// A read-only copy of the vocabulary, taken once per annotated text.
    func snapshot() throws -> VocabularySnapshot
}
