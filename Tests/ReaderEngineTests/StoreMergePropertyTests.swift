import Foundation
import GRDB
import SeededRandom
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 25's measure: two devices of one learner (A and B) run random
/// sequences of capture, mark, review, finish, undo, export/restore and merge;
/// after every step no review answer is lost or counted twice, a store
/// restored from its export is the same store, and merging is commutative and
/// idempotent. `READER_MERGE_SEQUENCES` sets how many sequences run and
/// `READER_MERGE_FIRST_SEED` the first seed (`scripts/merge-property.sh` runs
/// 10,000 in shards side by side).
@Suite("Store: merge, restore and undo keep every answer (issue 25)")
struct StoreMergePropertyTests {
    static let sequences = ProcessInfo.processInfo.environment["READER_MERGE_SEQUENCES"].flatMap(UInt64.init) ?? 20
    static let firstSeed = ProcessInfo.processInfo.environment["READER_MERGE_FIRST_SEED"].flatMap(UInt64.init) ?? 0
    static let words = ["quay", "sail", "harbour", "gull", "tide", "anchor"]
    static let sentences = ["The gull flew over the quay.", "Set sail at high tide.", "Drop anchor in the harbour."]
    static let scheduler = FSRSScheduler(parameters: FSRSParameters(fuzz: false))

    /// One review answer, wherever it was given.
    struct Answer: Hashable, Comparable {
        var term: String
        var milliseconds: Int64
        var rating: Int

        static func < (a: Self, b: Self) -> Bool { (a.term, a.milliseconds, a.rating) < (b.term, b.milliseconds, b.rating) }
    }

    /// A device: its store and every answer it should hold (its own, and those merged in).
    struct Device {
        var store: VocabularyStore
        var answers: Set<Answer> = []
    }

    /// The clock both devices share: every step happens at its own millisecond.
    struct Clock {
        var milliseconds: Int64 = 1_795_510_800_000

        mutating func tick(_ generator: inout SplitMix64) -> Date {
            milliseconds += Int64.random(in: 1...3 * 86_400_000, using: &generator)
            return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        }
    }

    static func copy(_ store: VocabularyStore) throws -> VocabularyStore {
        let copy = try VocabularyStore.inMemory()
        try copy.merge(store.backup())
        return copy
    }

    /// Every answer in the review log, read straight from it (each row counts).
    static func answers(in store: VocabularyStore) throws -> [Answer] {
        try store.read { db in
            try Row.fetchAll(db, sql: """
                SELECT t.key, r.reviewed_at, r.rating FROM review_log r JOIN card c ON c.id = r.card_id JOIN term t ON t.id = c.term_id
                """).map { Answer(term: $0[0], milliseconds: Int64((($0[1] as Double) * 1000).rounded()), rating: $0[2]) }
        }.sorted()
    }

    /// One random step on `device` (`other` is the second device, for merges).
    static func step(_ device: inout Device, other: Device, clock: inout Clock, generator: inout SplitMix64) throws -> String {
        let now = clock.tick(&generator)
        let store = device.store
        let word = words.randomElement(using: &generator)!
        switch Int.random(in: 0..<9, using: &generator) {
        case 0:
            let sentence = sentences.randomElement(using: &generator)!
            try store.capture(Capture(term: term(word), surface: word, sentence: sentence, capturedAt: now,
                                      note: Bool.random(using: &generator) ? "note \(word)" : nil))
            return "capture \(word)"
        case 1:
            let status = WordStatus.allCases.randomElement(using: &generator)!
            try store.setStatus(status, of: term(word), at: now)
            return "mark \(word) \(status)"
        case 2:
            let some = words.filter { _ in Bool.random(using: &generator) }
            try store.recordingBatch(.mark, label: some.joined(separator: ", "), at: now) {
                try store.setStatus(.learning, of: some.map { (term($0), nil) }, at: now)
            }
            return "mark batch \(some)"
        case 3:
            try store.finish(words.filter { _ in Bool.random(using: &generator) }.map(term), label: "text", at: now)
            return "finish"
        case 4:
            try store.addToDeck(["Sea", "sea", "Birds"].randomElement(using: &generator)!, terms: [term(word)], at: now)
            return "deck \(word)"
        case 5:
            try store.undoLastBatch(at: now)
            return "undo"
        case 6:
            // Export, restore into an empty store, and go on with the restored one.
            let exported = try store.backup().encoded()
            let restored = try VocabularyStore.inMemory()
            try restored.merge(VocabularyBackup.decode(exported))
            #expect(try restored.backup().encoded() == exported, "restore(export(s)) != s")
            device.store = restored
            return "export/restore"
        case 7:
            try device.store.merge(other.store.backup())
            device.answers.formUnion(other.answers)
            return "merge"
        default:
            try store.prepareCards(at: now)
            let queue = try store.reviewQueue(at: now, newLimit: 3)
            guard let card = queue.randomElement(using: &generator) else { return "review (nothing due)" }
            let rating = Rating.allCases.randomElement(using: &generator)!
            let outcome = try store.recordReview(card.id, rating: rating, at: now, scheduler: scheduler)
            device.answers.insert(Answer(term: outcome.term.key, milliseconds: clock.milliseconds, rating: rating.rawValue))
            return "review \(outcome.term.key) \(rating.name)"
        }
    }

    /// Runs one sequence, checking the invariants after every step; a failure names the seed and the steps.
    static func run(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var clock = Clock()
        var a = Device(store: try VocabularyStore.inMemory())
        var b = Device(store: try VocabularyStore.inMemory())
        var steps: [String] = []
        for _ in 0..<Int.random(in: 10...40, using: &generator) {
            let onA = Bool.random(using: &generator)
            if onA { steps.append("A: " + (try step(&a, other: b, clock: &clock, generator: &generator))) }
            else { steps.append("B: " + (try step(&b, other: a, clock: &clock, generator: &generator))) }
            let device = onA ? a : b
            #expect(try answers(in: device.store) == device.answers.sorted(), "seed \(seed): answers lost or duplicated after \(steps)")
        }
        let ab = try copy(a.store), ba = try copy(b.store)
        try ab.merge(b.store.backup())
        try ba.merge(a.store.backup())
        let merged = try ab.backup().encoded()
        #expect(try ba.backup().encoded() == merged, "seed \(seed): A into B differs from B into A after \(steps)")
        #expect(try answers(in: ab) == a.answers.union(b.answers).sorted(), "seed \(seed): merged answers after \(steps)")
        try ab.merge(b.store.backup())
        try ab.merge(a.store.backup())
        #expect(try ab.backup().encoded() == merged, "seed \(seed): merging twice changed the store after \(steps)")
    }

    @Test func randomHistoriesMergeCommutativelyAndLoseNoAnswer() throws {
        for seed in Self.firstSeed..<Self.firstSeed + Self.sequences { try Self.run(seed: seed) }
    }
}
