import Foundation

/// The review dashboard's numbers (`reader stats`): cards by state, what is
/// due, how well answers went, and how memory fades if nothing is reviewed.
public struct ReviewStatistics: Sendable, Equatable {
    /// Never reviewed, then by FSRS state.
    public var newCards: Int
    public var cardsByState: [CardState: Int]
    /// Cards of Learning and Known terms due at `now` (new cards included).
    public var dueNow: Int
    /// Reviewed cards falling due on each of 30 days of the learner's time zone, today first
    /// (today's count holds the cards already due too).
    public var forecast: [Int]
    /// When the soonest reviewed card not due now falls due.
    public var nextDue: Date?
    /// Share of review-state answers (cram left out) not graded Again in the last 30 days; nil without any.
    public var trueRetention: Double?
    /// Review-state answers counted by `trueRetention`.
    public var retentionAnswers: Int
    /// Every answer of the last 30 days (cram left out), and how many were not Again.
    public var recentAnswers: (all: Int, notAgain: Int)
    /// Mean retrievability of reviewed cards now, in 1 day and in 7 days if nothing is reviewed; nil without cards.
    public var averageRetrievability: (now: Double, in1Day: Double, in7Days: Double)?
    /// The mean forgetting curve: average retrievability 0, 1, ... 30 days from now.
    public var forgettingCurve: [Double]
    /// Answers per day of the learner's time zone, cram included.
    public var reviewsByDay: [CalendarDay: Int]

    package init(newCards: Int, cardsByState: [CardState: Int], dueNow: Int, forecast: [Int], nextDue: Date?, trueRetention: Double?, retentionAnswers: Int, recentAnswers: (all: Int, notAgain: Int), averageRetrievability: (now: Double, in1Day: Double, in7Days: Double)?, forgettingCurve: [Double], reviewsByDay: [CalendarDay: Int]) {
        self.newCards = newCards
        self.cardsByState = cardsByState
        self.dueNow = dueNow
        self.forecast = forecast
        self.nextDue = nextDue
        self.trueRetention = trueRetention
        self.retentionAnswers = retentionAnswers
        self.recentAnswers = recentAnswers
        self.averageRetrievability = averageRetrievability
        self.forgettingCurve = forgettingCurve
        self.reviewsByDay = reviewsByDay
    }

    public static func == (lhs: ReviewStatistics, rhs: ReviewStatistics) -> Bool {
        lhs.newCards == rhs.newCards && lhs.cardsByState == rhs.cardsByState && lhs.dueNow == rhs.dueNow
            && lhs.forecast == rhs.forecast && lhs.nextDue == rhs.nextDue && lhs.trueRetention == rhs.trueRetention
            && lhs.retentionAnswers == rhs.retentionAnswers && lhs.recentAnswers == rhs.recentAnswers
            && lhs.averageRetrievability.map { [$0.now, $0.in1Day, $0.in7Days] } == rhs.averageRetrievability.map { [$0.now, $0.in1Day, $0.in7Days] }
            && lhs.forgettingCurve == rhs.forgettingCurve && lhs.reviewsByDay == rhs.reviewsByDay
    }
}
