/// Counts over the running words of an annotated text, for the reader's footer.
public struct ReadingSummary: Sendable, Equatable {
    /// Running words (word tokens; numbers, punctuation and links excluded).
    public var words = 0
    /// Words that count as known: Known, Ignored, and names left at their default.
    public var known = 0
    public var learning = 0
    public var new = 0
    /// Running words taken for names (SPEC "Statuses").
    public var names = 0
    /// Distinct New lemmas.
    public var uniqueNew = 0
    /// Saved phrases found.
    public var phrases = 0

    public init(words: Int = 0, known: Int = 0, learning: Int = 0, new: Int = 0, names: Int = 0, uniqueNew: Int = 0,
                phrases: Int = 0) {
        self.words = words
        self.known = known
        self.learning = learning
        self.new = new
        self.names = names
        self.uniqueNew = uniqueNew
        self.phrases = phrases
    }

    /// Share of running words known (0...1), nil for a text without words.
    public var knownCoverage: Double? { words == 0 ? nil : Double(known) / Double(words) }
}
