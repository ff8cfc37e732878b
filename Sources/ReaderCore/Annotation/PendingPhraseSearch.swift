import Collocations
import Dispatch
import Tokenizer

/// The saved phrases of a text, found beside the word pass: the two read the
/// same lemmatized tokens and neither needs the other, so a long text (a
/// `SentencePieces` piece) has its phrases found on a second thread while the
/// word pass runs, which halves the wall time of annotating it on two cores.
/// A page is searched at once, on the caller's thread: a thread hop would cost
/// more than the search.
final class PendingPhraseSearch: @unchecked Sendable {
    /// Texts of at least this many tokens (about 50 KB) are searched on another thread.
    static let concurrentTokens = 10_000

    private let group = DispatchGroup()
    /// Written once, before `group.leave()` (or in `init`), read after `group.wait()`.
    private var found: [PhraseOccurrence] = []

    init(_ phrases: SavedPhrases, in text: TokenizedText, lemmatizer: Lemmatizer, classes: WordClassTable) {
        guard phrases.count > 0 else { return }
        guard text.tokens.count >= Self.concurrentTokens else {
            found = phrases.occurrences(in: text, lemmatizer: lemmatizer, classes: classes)
            return
        }
        group.enter()
        DispatchQueue.global().async { [self] in
            found = phrases.occurrences(in: text, lemmatizer: lemmatizer, classes: classes)
            group.leave()
        }
    }

    /// The occurrences, in text order, once the search has finished.
    func wait() -> [PhraseOccurrence] {
        group.wait()
        return found
    }
}
