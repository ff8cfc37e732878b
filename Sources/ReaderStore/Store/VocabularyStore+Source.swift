import ReaderCore

/// The store is where `reader read` takes the learner's vocabulary from.
extension VocabularyStore: VocabularySource {}
