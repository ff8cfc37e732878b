import Foundation
import Tokenizer

/// Builds a `DifficultyReport` from a text fed in tokenized, lemmatized pieces
/// (the chunks of a `TextStream`), keeping only per-lemma counts, never the text.
///
/// Not thread-safe: one per worker thread. `finish()` returns the report and
/// clears the state, so one accumulator scores any number of texts in turn
/// without reallocating its per-lemma table.
public struct DifficultyAccumulator {
    private let scorer: DifficultyScorer
    private let lexicon: LemmaLexicon
    /// Running-word count per lexicon lemma, indexed by `LemmaID.rawValue`.
    private var entryCounts: [Int32]
    /// Lexicon lemmas with a non-zero count, so reset and reporting cost only what the text used.
    private var touched: [UInt32] = []
    /// Words whose lemma is outside the lexicon, by lower-cased text.
    private var otherCounts: [String: Int] = [:]
    /// Names, as written.
    private var nameCounts: [String: Int] = [:]
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
        entryCounts = Array(repeating: 0, count: lexicon.count)
    }

    /// Adds one tokenized, lemmatized piece. Pieces must come in text order.
    public mutating func add(_ text: TokenizedText) {
        let checkForms = !scorer.formStatuses.isEmpty
        text.bytes.withUnsafeBufferPointer { buffer in
            for token in text.tokens where token.kind == .word {
                let surface = UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.end)])
                count(token, surface: surface, checkForms: checkForms)
            }
        }
    }

    @inline(__always)
    private mutating func count(_ token: Token, surface: UnsafeBufferPointer<UInt8>, checkForms: Bool) {
        words += 1
        if token.sentence != lastSentence {
            closeSentence()
            sentences += 1
            lastSentence = token.sentence
        }
        sentenceWords += 1
        letters += Syllables.letters(surface)
        syllables += Syllables.count(surface)

        let key: LemmaKey
        switch token.lemma {
        case .surface:
            let written = String(decoding: surface, as: UTF8.self)
            let lowered = written.lowercased()
            if let id = lexicon.id(of: lowered), lexicon.isContentLemma(id) {
                key = .entry(id.rawValue)
                countEntry(id.rawValue)
            } else {
                key = .name(written)
                nameCounts[written, default: 0] += 1
            }
        case .lowercasedSurface, .none:
            let lowered = String(decoding: surface, as: UTF8.self).lowercased()
            key = .other(lowered)
            otherCounts[lowered, default: 0] += 1
        default:
            key = .entry(token.lemma.rawValue)
            countEntry(token.lemma.rawValue)
        }
        if checkForms, let code = scorer.formStatuses.value(forSurface: surface), let status = WordStatus(code: UInt8(code)) {
            formStatusCounts[status, default: 0] += 1
            formOverridden[key, default: 0] += 1
        }
    }

    @inline(__always)
    private mutating func countEntry(_ raw: UInt32) {
        let index = Int(raw)
        guard index < entryCounts.count else { return }
        if entryCounts[index] == 0 { touched.append(raw) }
        entryCounts[index] += 1
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
        var tally = ProfileTally(learnerLevel: scorer.learnerLevel)
        var newLemmas: [(key: LemmaKey, count: Int)] = []
        let data = scorer.data
        for raw in touched {
            let id = LemmaID(rawValue: raw)
            let count = Int(entryCounts[Int(raw)])
            let status = scorer.status(ofEntry: id)
            tally.addLemma(count: count, statusCount: count - formOverridden[.entry(raw), default: 0], status: status,
                           rank: scorer.ranker.rank(of: id, data: data), level: data.cefr.level(of: id))
            if status == .new { newLemmas.append((.entry(raw), count)) }
        }
        for (lemma, count) in otherCounts {
            let status = scorer.status(ofLemma: lemma)
            tally.addLemma(count: count, statusCount: count - formOverridden[.other(lemma), default: 0], status: status,
                           rank: scorer.ranker.rank(of: lemma, data: data), level: data.cefr.level(of: lemma, lexicon: lexicon))
            if status == .new { newLemmas.append((.other(lemma), count)) }
        }
        for (name, count) in nameCounts {
            tally.addName(count: count, statusCount: count - formOverridden[.name(name), default: 0],
                          rank: scorer.ranker.rank(of: name, data: data))
        }
        for (status, count) in formStatusCounts { tally.addStatus(status, words: count) }

        let report = tally.report(words: words, sentences: sentences, uniqueLemmas: touched.count + otherCounts.count + nameCounts.count,
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
