import ReaderEngine

/// The learner's vocabulary for tap expansion: the store named by `--db` /
/// `READER_DB` / the default location, read without writing (a missing store
/// reads as empty, so expansion runs without saved phrases).
func vocabularySnapshotForExpansion(global: GlobalOptions) throws -> VocabularySnapshot {
    try global.vocabularySnapshot()
}
