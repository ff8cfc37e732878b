/// Where the reader gets the learner's vocabulary from: the SQLite store in
/// the CLI and apps, a fixed value in tests and embedders that keep their own.
public protocol VocabularySource {
    /// A read-only copy of the vocabulary, taken once per annotated text.
    func snapshot() throws -> VocabularySnapshot
}

/// A vocabulary held in memory.
public struct InMemoryVocabularySource: VocabularySource, Sendable {
    public var value: VocabularySnapshot

    public init(_ value: VocabularySnapshot) {
        self.value = value
    }

    public func snapshot() -> VocabularySnapshot { value }
}
