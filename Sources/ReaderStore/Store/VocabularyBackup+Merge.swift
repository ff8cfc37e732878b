import Foundation
import ReaderCore

/// How two records of one term become one (`reader merge`, restoring a
/// backup). The rules make merging commutative and idempotent: lists are
/// unioned (an entry both sides hold counts once), and where the two sides
/// hold different values, the later one wins, ties broken by a fixed order
/// (the larger JSON encoding), never by which side is which.
extension VocabularyBackup.TermRecord {
    public func merged(with other: Self) -> Self {
        var result = self
        // The status of the latest change; `updated` is its time.
        let newer = Self.larger(self, other) { ($0.updated, $0.status.rawValue) < ($1.updated, $1.status.rawValue) }
        result.status = newer.status
        result.updated = newer.updated
        // The display as first written.
        let first = Self.larger(self, other) { ($0.created, $0.term) > ($1.created, $1.term) }
        result.term = first.term
        result.created = first.created
        result.captures = VocabularyBackup.union(captures, other.captures, time: \.captured)
        result.history = VocabularyBackup.union(history, other.history, time: \.at)
        var decks: [String: String] = [:]
        for name in self.decks + other.decks { decks[name.lowercased()] = min(decks[name.lowercased()] ?? name, name) }
        result.decks = decks.sorted { ($0.key, $0.value) < ($1.key, $1.value) }.map(\.value)
        result.card = VocabularyBackup.Card.merged(card, other.card)
        return result
    }

    /// The larger of two values by `less`, equal ones by `VocabularyBackup.canonicalOrder`.
    static func larger<T: Encodable & Equatable>(_ a: T, _ b: T, by less: (T, T) -> Bool) -> T {
        if less(a, b) { return b }
        if less(b, a) { return a }
        return VocabularyBackup.canonicalOrder(a, b) ? b : a
    }
}

extension VocabularyBackup.Card {
    /// The later state wins (the card whose last answer is newer, then whose
    /// due time is later); the answers of both are kept, each once, and the
    /// card counts as made when the first of the two was.
    static func merged(_ a: Self?, _ b: Self?) -> Self? {
        guard let a else { return b }
        guard let b else { return a }
        let past = Date.distantPast
        var result = VocabularyBackup.TermRecord.larger(a, b) {
            ($0.lastReview ?? past, $0.due) < ($1.lastReview ?? past, $1.due)
        }
        result.created = min(a.created, b.created)
        result.reviews = VocabularyBackup.union(a.reviews, b.reviews, time: \.at)
        return result
    }
}

extension VocabularyBackup {
    /// Both lists' entries, ordered by time (entries of the same time keep
    /// their order, `mine` first). An entry is the same on both sides when
    /// every field agrees (an answer, a capture or a change given on one
    /// device and merged into the other); one held n times on a side is kept
    /// as many times as the side holding it most often has it.
    static func union<T: Hashable>(_ mine: [T], _ theirs: [T], time: (T) -> Date) -> [T] {
        var held: [T: Int] = [:]
        for entry in mine { held[entry, default: 0] += 1 }
        var entries = mine
        for entry in theirs {
            if held[entry, default: 0] > 0 { held[entry]! -= 1 } else { entries.append(entry) }
        }
        return entries.enumerated().sorted { (time($0.element), $0.offset) < (time($1.element), $1.offset) }.map(\.element)
    }

    /// Whether `a` comes before `b` in a fixed order of distinct values (their
    /// encodings compared), so a choice between them never depends on which
    /// store held which.
    static func canonicalOrder<T: Encodable & Equatable>(_ a: T, _ b: T) -> Bool {
        guard a != b else { return false }
        let encoder = encoder()
        let (first, second) = ((try? encoder.encode(a)) ?? Data(), (try? encoder.encode(b)) ?? Data())
        return first.lexicographicallyPrecedes(second)
    }
}
