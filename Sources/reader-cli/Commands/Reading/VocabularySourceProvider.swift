import ReaderEngine

/// The learner's vocabulary for `reader read`.
///
/// Not yet connected to the store (`--db`/`READER_DB`): until it is, the
/// vocabulary is empty, so every word is New (names still are not). This
/// depends on nothing in the environment.
func vocabularySource(for global: GlobalOptions) -> any VocabularySource {
    InMemoryVocabularySource(.empty)
}
