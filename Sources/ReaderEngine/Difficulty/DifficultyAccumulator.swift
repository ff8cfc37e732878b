import Foundation
import Tokenizer

/// Builds a `DifficultyReport` from a text fed in tokenized, lemmatized pieces
/// (the pieces of `SentencePieces`), keeping only per-lemma counts, never the text.
/// Words, names and statuses follow `RunningWords` and `StatusTable`, as `read`
/// does; capitalised words whose name check needs the whole text are counted per
/// spelling and settled in `finish()`.
///
/// Not thread-safe: one per worker thread. `finish()` returns the report and
/// clears the state, so one accumulator scores any number of texts in turn
/// without reallocating its per-lemma table.
public struct DifficultyAccumulator {
    private let scorer: DifficultyScorer
    private let lexicon: LemmaLexicon
    /// What counts as a word and a name: the rule `read` uses too.
    private var runningWords: RunningWords
    /// Running-word count per lexicon lemma, indexed by `LemmaID.rawValue`.
    private var entryCounts: [Int32]
    /// Lexicon lemmas with a non-zero count, so reset and reporting cost only what the text used.
    private var touched: [UInt32] = []
    /// Words whose lemma is outside the lexicon, by lower-cased text.
    private var otherCounts: [String: Int] = [:]
    /// Names, as written, with the term their status comes from.
    private var nameCounts: [NamedWord: Int] = [:]
    /// Capitalised words that are names or not depending on the rest of the text,
    /// with how many of them have a surface-form status.
    private var undecided: [UndecidedWord: (count: Int, formOverridden: Int)] = [:]
    /// Words whose surface form has its own status in the snapshot, by that status...
    private var formStatusCounts: [WordStatus: Int] = [:]
    /// ...and how many of each lemma's words they take away from the lemma's own status.
    private var formOverridden: [LemmaKey: Int] = [:]

    private var words = 0
    private var sentences = 0
    private var lastSentence: Int32 = -1
    private var sentenceWords = 0
    private var cappedSentenceWords = 0
    private var syllables = 0
    private var letters = 0

    init(scorer: DifficultyScorer) {
        self.scorer = scorer
        lexicon = scorer.data.lexicon
        runningWords = RunningWords(table: scorer.statuses)
        entryCounts = Array(repeating: 0, count: lexicon.count)
    }

    /// Adds one tokenized, lemmatized piece. Pieces must come in text order.
    public mutating func add(_ text: TokenizedText) {
        text.bytes.withUnsafeBufferPointer { buffer in
            text.tokens.withUnsafeBufferPointer { tokens in
                for index in 0..<tokens.count {
                    guard case .word(let term, let check) = runningWords.read(index, tokens: tokens, bytes: buffer) else { continue }
                    let token = tokens[index]
                    count(token, term: term, check: check, surface: UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.end)]))
                }
            }
        }
    }

    @inline(__always)
    private mutating func count(_ token: Token, term: UInt32, check: RunningWords.NameCheck, surface: UnsafeBufferPointer<UInt8>) {
        words += 1
        if token.sentence != lastSentence {
            closeSentence()
            sentences += 1
            lastSentence = token.sentence
        }
        sentenceWords += 1
        letters += Syllables.letters(surface)
        syllables += Syllables.count(surface)

        let formStatus = scorer.statuses.formStatus(surface)
        if let formStatus { formStatusCounts[formStatus, default: 0] += 1 }
        let key: LemmaKey
        switch check {
        case .no:
            key = wordKey(term: term, surface: surface)
        case .yes:
            let written = String(decoding: surface, as: UTF8.self)
            key = .name(written)
            nameCounts[NamedWord(written: written, term: term), default: 0] += 1
        case .unlessWrittenLowercase, .ifNameElsewhere:
            let word = UndecidedWord(written: String(decoding: surface, as: UTF8.self), term: term, check: check)
            undecided[word, default: (0, 0)].count += 1
            if formStatus != nil { undecided[word]!.formOverridden += 1 }
            return
        }
        if formStatus != nil { formOverridden[key, default: 0] += 1 }
    }

    /// Counts a word that is not a name under its lexicon lemma, else its lower-cased text.
    private mutating func wordKey(term: UInt32, surface: UnsafeBufferPointer<UInt8>, count: Int = 1) -> LemmaKey {
        if term < UInt32(lexicon.count) {
            countEntry(term, by: count)
            return .entry(term)
        }
        let lowered = String(decoding: surface, as: UTF8.self).lowercased()
        otherCounts[lowered, default: 0] += count
        return .other(lowered)
    }

    /// Settles the words whose name check needed the whole text.
    private mutating func settleUndecided() {
        for (word, counts) in undecided {
            let key: LemmaKey
            if runningWords.isName(word.check) {
                key = .name(word.written)
                nameCounts[NamedWord(written: word.written, term: word.term), default: 0] += counts.count
            } else {
                var written = word.written
                key = written.withUTF8 { wordKey(term: word.term, surface: $0, count: counts.count) }
            }
            if counts.formOverridden > 0 { formOverridden[key, default: 0] += counts.formOverridden }
        }
        undecided.removeAll()
    }

    @inline(__always)
    private mutating func countEntry(_ raw: UInt32, by count: Int) {
        let index = Int(raw)
        guard index < entryCounts.count else { return }
        if entryCounts[index] == 0 { touched.append(raw) }
        entryCounts[index] += Int32(count)
    }

    private mutating func closeSentence() {
        cappedSentenceWords += min(sentenceWords, LevelFeatures.sentenceCap)
        sentenceWords = 0
    }

    /// The report for everything added since the last `finish()`; then resets.
    ///
    /// Lexicon lemmas are looked up by id; a lemma's text is made only when a lookup
    /// needs it (a rank fallback) or it may be listed among the top New lemmas.
    public mutating func finish() -> DifficultyReport {
        closeSentence()
        settleUndecided()
        var tally = ProfileTally(learnerLevel: scorer.learnerLevel)
        var newLemmas: [(key: LemmaKey, count: Int)] = []
        let data = scorer.data
        let statuses = scorer.statuses
        for raw in touched {
            let id = LemmaID(rawValue: raw)
            let count = Int(entryCounts[Int(raw)])
            let status = statuses.status(term: raw, isName: false)
            tally.addLemma(count: count, statusCount: count - formOverridden[.entry(raw), default: 0], status: status,
                           rank: scorer.ranker.rank(of: id, data: data), level: data.cefr.level(of: id))
            if status == .new { newLemmas.append((.entry(raw), count)) }
        }
        for (lemma, count) in otherCounts {
            let status = statuses.status(term: statuses.terms.id(ofLowercased: lemma), isName: false)
            tally.addLemma(count: count, statusCount: count - formOverridden[.other(lemma), default: 0], status: status,
                           rank: scorer.ranker.rank(of: lemma, data: data), level: data.cefr.level(of: lemma))
            if status == .new { newLemmas.append((.other(lemma), count)) }
        }
        for (name, count) in nameCounts {
            // A form status belongs to the spelling, so it covers every word of it.
            let overridden = formOverridden[.name(name.written)] == nil ? 0 : count
            tally.addName(count: count, statusCount: count - overridden, status: statuses.status(term: name.term, isName: true),
                          rank: scorer.ranker.rank(of: name.written, data: data))
        }
        for (status, count) in formStatusCounts { tally.addStatus(status, words: count) }

        let report = tally.report(words: words, sentences: sentences, uniqueLemmas: touched.count + otherCounts.count + Set(nameCounts.keys.map(\.written)).count,
                                  newUnique: newLemmas.count, topNew: topNew(newLemmas),
                                  cappedSentenceWords: cappedSentenceWords, syllables: syllables, letters: letters)
        reset()
        return report
    }

    /// The `topNewLimit` most frequent, ties by lemma text; only the candidates that can make the list get their text.
    private func topNew(_ candidates: [(key: LemmaKey, count: Int)]) -> [LemmaCount] {
        let limit = scorer.topNewLimit
        guard limit > 0, !candidates.isEmpty else { return [] }
        let byCount = candidates.sorted { $0.count > $1.count }
        let threshold = byCount[min(limit, byCount.count) - 1].count
        return byCount.prefix { $0.count >= threshold }
            .map { LemmaCount(lemma: text(of: $0.key), count: $0.count) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.lemma < $1.lemma }
            .prefix(limit).map { $0 }
    }

    private func text(of key: LemmaKey) -> String {
        switch key {
        case .entry(let raw): lexicon.string(for: LemmaID(rawValue: raw)) ?? ""
        case .other(let text), .name(let text): text
        }
    }

    /// Drops everything added since the last `finish()` (after a read error, say).
    public mutating func reset() {
        for raw in touched { entryCounts[Int(raw)] = 0 }
        touched.removeAll(keepingCapacity: true)
        otherCounts.removeAll()
        nameCounts.removeAll()
        undecided.removeAll()
        runningWords = RunningWords(table: scorer.statuses)
        formStatusCounts.removeAll()
        formOverridden.removeAll()
        words = 0
        sentences = 0
        lastSentence = -1
        sentenceWords = 0
        cappedSentenceWords = 0
        syllables = 0
        letters = 0
    }
}

/// How a running word is identified for counting: a lexicon lemma, an unknown word, or a name.
enum LemmaKey: Hashable {
    case entry(UInt32)
    case other(String)
    case name(String)
}

/// A name as written, and the term its status comes from.
private struct NamedWord: Hashable {
    let written: String
    let term: UInt32
}

/// A capitalised word whose name check waits for the end of the text.
private struct UndecidedWord: Hashable {
    let written: String
    let term: UInt32
    let check: RunningWords.NameCheck
}
