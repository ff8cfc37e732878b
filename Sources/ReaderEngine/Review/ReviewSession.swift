import Foundation
import ReaderCore
import ReaderStore

/// One sitting of reviews: the queue the store hands out, plus Brain Boost.
///
/// A card answered Again comes back later in the same session (after
/// `boostGap` other cards, or at the end) until it is answered correctly twice
/// in a row. Every answer, Brain Boost ones included, is a real FSRS-6 review:
/// re-answers minutes apart are same-day reviews, which FSRS-6 models with its
/// short-term stability formula (w17-w19), exactly as py-fsrs schedules a
/// relearning card shown again ten minutes later. They are logged with
/// `brain_boost = 1`. In cram mode nothing is scheduled, boost or not.
public final class ReviewSession {
    public struct Options: Sendable {
        public var deck: String?
        public var newLimit = 20
        public var limit: Int?
        public var cram = false
        public var graduationDays = VocabularyStore.defaultGraduationDays

        public init(deck: String? = nil, newLimit: Int = 20, limit: Int? = nil, cram: Bool = false,
                    graduationDays: Double = VocabularyStore.defaultGraduationDays) {
            self.deck = deck
            self.newLimit = newLimit
            self.limit = limit
            self.cram = cram
            self.graduationDays = graduationDays
        }
    }

    /// What to show next.
    public struct Prompt: Sendable {
        public var card: ReviewCard
        public var kind: ReviewQueueKind
        /// Correct answers in a row so far when the card is in Brain Boost, else nil.
        public var boostStreak: Int?
        /// Cards still waiting, this one included.
        public var remaining: Int
    }

    /// Cards fetched from the store at a time: the first card shows without
    /// reading a 100k-card queue, and cards due during the session join it.
    public static let pageSize = 50
    /// Correct answers in a row that take a card out of Brain Boost.
    public static let boostTarget = 2
    /// Other cards shown before a boosted card returns.
    public static let boostGap = 3

    private struct Entry {
        var id: Int64
        var kind: ReviewQueueKind
        var boostStreak: Int?
    }

    public let options: Options
    private let store: VocabularyStore
    private let scheduler: FSRSScheduler
    private var queue: [Entry]
    private var current: Entry?
    /// Cards taken from the store this session (Brain Boost repeats not counted).
    private var taken = Set<Int64>()
    private var newTaken = 0
    private var exhausted = false
    /// Cards the store still holds for this session beyond those fetched,
    /// counted when a page comes back full (so "left" counts every due card).
    private var waitingInStore = 0
    /// Answers given so far, by rating.
    public private(set) var answers: [Rating: Int] = [:]
    /// Terms that became Known during the session.
    public private(set) var graduated: [Term] = []

    /// Makes cards for new Learning terms and loads the queue as of `date`.
    public init(store: VocabularyStore, scheduler: FSRSScheduler, options: Options, at date: Date) throws {
        self.store = store
        self.scheduler = scheduler
        self.options = options
        if !store.isReadOnly { try store.prepareCards(at: date) }
        queue = []
        try refill(at: date)
    }

    /// The next card as of `date`, or nil when the session is over.
    public func next(at date: Date) throws -> Prompt? {
        if !queue.contains(where: { $0.boostStreak == nil }) { try refill(at: date) }
        guard !queue.isEmpty else { return nil }
        let entry = queue.removeFirst()
        current = entry
        return Prompt(card: try store.reviewCard(entry.id), kind: entry.kind, boostStreak: entry.boostStreak,
                      remaining: queue.count + 1 + waitingInStore)
    }

    /// Appends the next page of cards not taken yet, within --limit and --new.
    private func refill(at date: Date) throws {
        let room = min(options.limit.map { $0 - taken.count } ?? Self.pageSize, Self.pageSize)
        guard !exhausted, room > 0 else { return }
        let page = try store.reviewQueue(at: date, deck: options.deck, newLimit: options.newLimit - newTaken,
                                         cram: options.cram, limit: room, excluding: taken)
        exhausted = page.isEmpty
        for (id, kind) in page {
            taken.insert(id)
            if kind == .new { newTaken += 1 }
            queue.append(Entry(id: id, kind: kind))
        }
        waitingInStore = page.count < room ? 0
            : try store.reviewQueueCount(at: date, deck: options.deck, newLimit: options.newLimit - newTaken, cram: options.cram,
                                         limit: options.limit.map { $0 - taken.count }, excluding: taken)
    }

    /// When the next card falls due, for "nothing to review now" (nil when no card ever will).
    public func nextDue(after date: Date) throws -> Date? {
        try store.nextDue(after: date, deck: options.deck)
    }

    /// Answers the card `next(at:)` returned.
    public func answer(_ rating: Rating, at date: Date) throws -> ReviewOutcome {
        guard var entry = current else { preconditionFailure("answer(_:at:) without a card from next()") }
        current = nil
        let outcome = try store.recordReview(entry.id, rating: rating, at: date, scheduler: scheduler, cram: options.cram,
                                             brainBoost: entry.boostStreak != nil, graduationDays: options.graduationDays)
        answers[rating, default: 0] += 1
        if outcome.newStatus == .known { graduated.append(outcome.term) }
        if rating == .again {
            entry.boostStreak = 0
        } else if let streak = entry.boostStreak {
            entry.boostStreak = streak + 1
        }
        if let streak = entry.boostStreak, streak < Self.boostTarget {
            queue.insert(entry, at: min(Self.boostGap, queue.count))
        }
        return outcome
    }
}
