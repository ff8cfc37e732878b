import ReaderEngine

/// The learner's vocabulary for `reader read`: the store named by `--db` /
/// `READER_DB` / the default location, opened read-only (a missing store reads
/// as empty, so every word is New and names still are not).
func vocabularySource(for global: GlobalOptions) throws -> any VocabularySource {
    try global.openStore(.readOnly)
}
