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
    /// How many of each lexicon lemma's words have a surface-form status of their own.
    private var entryOverridden: [UInt32: Int] = [:]
    /// Words whose lemma is outside the lexicon, by lower-cased text.
    private var others = CountedKeys()
    /// Names, as written, with the term their status comes from.
    private var names = NameCounts()
    /// Capitalised words that are names or not depending on the rest of the text
    /// (`UndecidedKey`: the spelling, its term and its check).
    private var undecided = CountedKeys()
    /// Words whose surface form has its own status in the snapshot, by that status.
    private var formStatusCounts: [WordStatus: Int] = [:]
    /// The bytes the three tables above may take. Text has a few hundred thousand distinct words at
    /// most (some 20 MB here); base64 or random letters have a new one every few dozen bytes, and past
    /// this budget a word not yet held is tallied at once, as a distinct lemma of its own.
    private let distinctWordBudget: Int
    /// The report's sums: words past the budget go in as they come, the tables in `finish()`.
    private var tally: ProfileTally
    /// Words past the budget, each counted as a distinct lemma (and as a New one if New).
    private var untrackedLemmas = 0
    private var untrackedNew = 0

    private var words = 0
    private var sentences = 0
    private var lastSentence: Int32 = -1
    private var sentenceWords = 0
    private var cappedSentenceWords = 0
    private var syllables = 0
    private var letters = 0

    /// The budget is `scorer.distinctWordBudget` unless a test gives a smaller one.
    init(scorer: DifficultyScorer, distinctWordBudget: Int? = nil) {
        self.scorer = scorer
        lexicon = scorer.data.lexicon
        runningWords = RunningWords(table: scorer.statuses)
        entryCounts = Array(repeating: 0, count: lexicon.count)
        self.distinctWordBudget = distinctWordBudget ?? DifficultyScorer.distinctWordBudget
        tally = ProfileTally(learnerLevel: scorer.learnerLevel)
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
        let overridden = formStatus == nil ? 0 : 1
        switch check {
        case .no:
            countWord(term: term, surface: surface, count: 1, overridden: overridden)
        case .yes:
            countName(surface, term: term, count: 1, overridden: overridden)
        case .unlessWrittenLowercase, .ifNameElsewhere:
            let added = UndecidedKey.withKey(written: surface, term: term, check: check) {
                undecided.add($0, count: 1, overridden: overridden, room: hasRoom)
            }
            // Past the budget the check is settled with what the text has shown so far.
            if !added { settle(surface, term: term, check: check, count: 1, overridden: overridden) }
        }
    }

    /// Bytes held by the tables of distinct words outside the lexicon, names and undecided words.
    var distinctWordBytes: Int { others.memoryBytes + names.memoryBytes + undecided.memoryBytes }

    private var hasRoom: Bool { distinctWordBytes < distinctWordBudget }

    /// Counts words that are not names under their lexicon lemma, else their lower-cased text.
    private mutating func countWord(term: UInt32, surface: UnsafeBufferPointer<UInt8>, count: Int, overridden: Int) {
        if term < UInt32(lexicon.count) {
            countEntry(term, by: count)
            if overridden > 0 { entryOverridden[term, default: 0] += overridden }
            return
        }
        let room = hasRoom
        let added = DifficultyAccumulator.withLowercased(surface) { others.add($0, count: count, overridden: overridden, room: room) }
        guard !added else { return }
        let lemma = String(decoding: surface, as: UTF8.self).lowercased()
        let status = addLemma(lemma, count: count, statusCount: count - overridden)
        untrackedLemmas += 1
        if status == .new { untrackedNew += 1 }
    }

    private mutating func countName(_ written: UnsafeBufferPointer<UInt8>, term: UInt32, count: Int, overridden: Int) {
        guard !names.add(written, term: term, count: count, overridden: overridden > 0, room: hasRoom) else { return }
        let name = String(decoding: written, as: UTF8.self)
        // A form status belongs to the spelling, so it covers every word of it.
        tally.addName(count: count, statusCount: overridden > 0 ? 0 : count, status: scorer.statuses.status(term: term, isName: true),
                      rank: scorer.ranker.rank(of: name, data: scorer.data))
        untrackedLemmas += 1
    }

    /// Adds the words of a lemma outside the lexicon to the tally; returns its status.
    @discardableResult
    private mutating func addLemma(_ lemma: String, count: Int, statusCount: Int) -> WordStatus {
        let data = scorer.data
        let status = scorer.statuses.status(term: scorer.statuses.terms.id(ofLowercased: lemma), isName: false)
        tally.addLemma(count: count, statusCount: statusCount, status: status,
                       rank: scorer.ranker.rank(of: lemma, data: data), level: data.cefr.level(of: lemma))
        return status
    }

    private mutating func settle(_ written: UnsafeBufferPointer<UInt8>, term: UInt32, check: RunningWords.NameCheck, count: Int, overridden: Int) {
        if runningWords.isName(check) {
            countName(written, term: term, count: count, overridden: overridden)
        } else {
            countWord(term: term, surface: written, count: count, overridden: overridden)
        }
    }

    /// Settles the words whose name check needed the whole text.
    private mutating func settleUndecided() {
        let waiting = undecided
        undecided.removeAll()
        for entry in 0..<waiting.count {
            waiting.index.withKey(entry) { key in
                let (written, term, check) = UndecidedKey.parts(of: key)
                settle(written, term: term, check: check, count: waiting.counts[entry], overridden: waiting.overridden[entry])
            }
        }
    }

    /// `body` with the lower-cased form of `surface`: ASCII in a buffer of its own, else `String.lowercased()`.
    private static func withLowercased<Result>(_ surface: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard surface.allSatisfy({ $0 < 0x80 }) else {
            var lowered = String(decoding: surface, as: UTF8.self).lowercased()
            return lowered.withUTF8(body)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: surface.count) { buffer in
            for index in 0..<surface.count {
                let byte = surface[index]
                buffer[index] = byte &- 65 < 26 ? byte | 0x20 : byte
            }
            return body(UnsafeBufferPointer(buffer))
        }
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
        var top = TopLemmas(limit: scorer.topNewLimit)
        var newUnique = untrackedNew
        let data = scorer.data
        let statuses = scorer.statuses
        for raw in touched {
            let id = LemmaID(rawValue: raw)
            let count = Int(entryCounts[Int(raw)])
            let status = statuses.status(term: raw, isName: false)
            tally.addLemma(count: count, statusCount: count - entryOverridden[raw, default: 0], status: status,
                           rank: scorer.ranker.rank(of: id, data: data), level: data.cefr.level(of: id))
            if status == .new {
                newUnique += 1
                top.offer(count: count) { lexicon.string(for: id) ?? "" }
            }
        }
        for entry in 0..<others.count {
            let lemma = others.index.key(entry)
            let count = others.counts[entry]
            if addLemma(lemma, count: count, statusCount: count - others.overridden[entry]) == .new {
                newUnique += 1
                top.offer(count: count) { lemma }
            }
        }
        names.forEach { spelling, term, count in
            tally.addName(count: count, statusCount: names.overridden[spelling] ? 0 : count, status: statuses.status(term: term, isName: true),
                          rank: scorer.ranker.rank(of: names.spellings.key(spelling), data: data))
        }
        for (status, count) in formStatusCounts { tally.addStatus(status, words: count) }

        let report = tally.report(words: words, sentences: sentences,
                                  uniqueLemmas: touched.count + others.count + names.spellings.count + untrackedLemmas,
                                  newUnique: newUnique, topNew: top.best,
                                  cappedSentenceWords: cappedSentenceWords, syllables: syllables, letters: letters)
        reset()
        return report
    }

    /// Drops everything added since the last `finish()` (after a read error, say).
    public mutating func reset() {
        for raw in touched { entryCounts[Int(raw)] = 0 }
        touched.removeAll(keepingCapacity: true)
        entryOverridden.removeAll()
        others.removeAll()
        names.removeAll()
        undecided.removeAll()
        runningWords = RunningWords(table: scorer.statuses)
        formStatusCounts.removeAll()
        tally = ProfileTally(learnerLevel: scorer.learnerLevel)
        untrackedLemmas = 0
        untrackedNew = 0
        words = 0
        sentences = 0
        lastSentence = -1
        sentenceWords = 0
        cappedSentenceWords = 0
        syllables = 0
        letters = 0
    }
}

/// The key a capitalised word waits under for its name check: the spelling, then
/// its term (4 bytes), the check's kind (1) and its value (8), little-endian.
enum UndecidedKey {
    private static let suffixLength = 13

    static func withKey<Result>(written: UnsafeBufferPointer<UInt8>, term: UInt32, check: RunningWords.NameCheck,
                                _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let (kind, value): (UInt8, UInt64) = switch check {
        case .unlessWrittenLowercase(let term): (1, UInt64(term))
        case .ifNameElsewhere(let hash): (2, hash)
        case .no: (0, 0)
        case .yes: (3, 0)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: written.count + suffixLength) { key in
            _ = key.initialize(fromContentsOf: written)
            var index = written.count
            for shift in stride(from: 0, to: 32, by: 8) { key[index] = UInt8(truncatingIfNeeded: term >> UInt32(shift)); index += 1 }
            key[index] = kind
            index += 1
            for shift in stride(from: 0, to: 64, by: 8) { key[index] = UInt8(truncatingIfNeeded: value >> UInt64(shift)); index += 1 }
            return body(UnsafeBufferPointer(key))
        }
    }

    static func parts(of key: UnsafeBufferPointer<UInt8>) -> (written: UnsafeBufferPointer<UInt8>, term: UInt32, check: RunningWords.NameCheck) {
        let length = key.count - suffixLength
        var term: UInt32 = 0
        for offset in 0..<4 { term |= UInt32(key[length + offset]) << UInt32(offset * 8) }
        var value: UInt64 = 0
        for offset in 0..<8 { value |= UInt64(key[length + 5 + offset]) << UInt64(offset * 8) }
        let check: RunningWords.NameCheck = switch key[length + 4] {
        case 1: .unlessWrittenLowercase(term: UInt32(truncatingIfNeeded: value))
        case 2: .ifNameElsewhere(hash: value)
        case 3: .yes
        default: .no
        }
        return (UnsafeBufferPointer(rebasing: key[..<length]), term, check)
    }
}
