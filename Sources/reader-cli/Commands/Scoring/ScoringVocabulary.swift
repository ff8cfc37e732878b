import ReaderEngine

/// The learner's vocabulary that `score` and `batch` measure coverage against.
///
/// The one seam between scoring and the vocabulary store: it will read the store
/// named by `--db`. Until the store lands it yields an empty snapshot, so every
/// word except names counts as New.
func loadScoringVocabulary(global: GlobalOptions) throws -> VocabularySnapshot {
    .empty
}
