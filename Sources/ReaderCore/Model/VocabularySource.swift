/// Where the reader gets the learner's vocabulary from: the SQLite store in
/// the CLI; embedders that keep their own vocabulary conform their own type.
public protocol VocabularySource {
    /// A read-only copy of the vocabulary, taken once per annotated text.
    func snapshot() throws -> VocabularySnapshot

    /// A copy that annotates the text whose words gave `keys` as the whole
    /// vocabulary would; it may leave out the lemmas no word of that text looks up.
    func snapshot(for keys: VocabularyKeys) throws -> VocabularySnapshot
}

extension VocabularySource {
    /// The whole vocabulary: a source that cannot look keys up cheaply.
    public func snapshot(for keys: VocabularyKeys) throws -> VocabularySnapshot {
        try snapshot()
    }
}
