import ReaderEngine

/// The learner's vocabulary for tap expansion, from the store at `--db`.
///
/// The vocabulary store lands with the store issue; until it is connected here
/// this returns an empty snapshot, so expansion runs without saved phrases.
func vocabularySnapshotForExpansion(global: GlobalOptions) throws -> VocabularySnapshot {
    .empty
}
