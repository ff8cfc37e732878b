import ReaderEngine

/// The learner's vocabulary that `score` and `batch` measure coverage against:
/// the store named by `--db` / `READER_DB`, read-only (a missing store is empty).
func loadScoringVocabulary(global: GlobalOptions) throws -> VocabularySnapshot {
    try global.vocabularySnapshot()
}
