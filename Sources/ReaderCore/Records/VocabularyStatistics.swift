import Foundation

/// Counts for `reader stats`: terms by status and kind, captures, and the
/// learner's own activity (seeding by `init` is left out of growth and activity).
public struct VocabularyStatistics: Sendable, Equatable {
    public var words: [WordStatus: Int]
    public var phrases: [WordStatus: Int]
    public var forms: Int
    public var captures: Int
    /// Terms the learner marked Known or Ignored in recent windows (mark, capture or import).
    public var newlyKnown: [Growth]
    /// Marks and captures per day of the learner's time zone.
    public var activityByDay: [CalendarDay: Int]

    package init(words: [WordStatus: Int], phrases: [WordStatus: Int], forms: Int, captures: Int, newlyKnown: [Growth], activityByDay: [CalendarDay: Int]) {
        self.words = words
        self.phrases = phrases
        self.forms = forms
        self.captures = captures
        self.newlyKnown = newlyKnown
        self.activityByDay = activityByDay
    }

    public struct Growth: Sendable, Equatable {
        public var days: Int
        public var count: Int

        package init(days: Int, count: Int) {
            self.days = days
            self.count = count
        }
    }
}
