import ReaderEngine

/// The learner's vocabulary for `reader read`.
///
/// Not yet connected to the store (`--db`/`READER_DB`): until it is, the
/// vocabulary is empty, so every word is New (names still are not). This
/// depends on nothing in the environment. Throws once the store is behind it.
func vocabularySource(for global: GlobalOptions) throws -> any VocabularySource {
    InMemoryVocabularySource(.empty)
}
