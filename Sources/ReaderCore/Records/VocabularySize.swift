import Foundation

/// The learner's estimated vocabulary size for `reader stats`, in word families (`FamilyList`).
public struct VocabularySize: Sendable, Equatable {
    /// Families of the list whose head is Known in the store (by any means, `init` and placement included).
    public var knownFamilies: Int
    /// The last placement test's estimate and when it was taken.
    public var placement: Int?
    public var placedAt: Date?
    /// Families the learner came to know since the placement test (their own marks, reviews, finish).
    public var learnedSincePlacement: Int
    /// Families newly Known by the learner's doing per week, oldest first; the last is the 7 days up to now.
    public var growthByWeek: [Int]

    package init(knownFamilies: Int, placement: Int?, placedAt: Date?, learnedSincePlacement: Int, growthByWeek: [Int]) {
        self.knownFamilies = knownFamilies
        self.placement = placement
        self.placedAt = placedAt
        self.learnedSincePlacement = learnedSincePlacement
        self.growthByWeek = growthByWeek
    }

    /// The estimate: the Known families, or the placement estimate brought forward by what was learned since,
    /// whichever is larger (a placement the learner did not confirm marks nothing but still counts).
    public var families: Int {
        max(knownFamilies, placement.map { $0 + learnedSincePlacement } ?? 0)
    }
}
