import ReaderEngine

/// Opening the learner's vocabulary store from the command line: `--db`, else
/// `READER_DB`, else `$XDG_DATA_HOME/reader/vocabulary.sqlite`, else
/// `~/.local/share/reader/vocabulary.sqlite` (see `StoreLocation`).
extension GlobalOptions {
    var storePath: String { get throws { try StoreLocation.resolve(explicit: db) } }

    /// Opens the store; `.readWrite` creates it (and its folder) when missing.
    func openStore(_ access: VocabularyStore.Access = .readWrite) throws -> VocabularyStore {
        try VocabularyStore(path: storePath, access: access)
    }

    /// The learner's vocabulary for annotation and scoring, read without
    /// writing anything: a missing store reads as empty, a read-only one works.
    func vocabularySnapshot() throws -> VocabularySnapshot {
        try openStore(.readOnly).snapshot()
    }
}
