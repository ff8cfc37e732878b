import ReaderCore

/// `stats`'s estimated vocabulary size in word families, as text and as the `vocabulary_size` JSON field.
public enum VocabularySizeReport {
    /// Weeks of growth shown: the last eight at most.
    public static let weeksShown = 8

    public static func text(_ size: VocabularySize) -> String {
        var line = "vocabulary size: about \(NumberText.grouped(size.families)) word families"
        if let placement = size.placement, let placedAt = size.placedAt {
            line += " (placement \(TimeStamp.string(placedAt).prefix(10)): \(NumberText.grouped(placement))"
                + ", +\(NumberText.grouped(size.learnedSincePlacement)) learned since; Known: \(NumberText.grouped(size.knownFamilies)))"
        } else {
            line += " (Known in your store; 'reader placement' estimates it)"
        }
        return line + "\nfamilies learned per week, oldest first: " + size.growthByWeek.map { "+\($0)" }.joined(separator: " ") + "\n"
    }

    public static func json(_ size: VocabularySize) -> String {
        "{\"families\":\(size.families),\"known_families\":\(size.knownFamilies)"
            + ",\"placement\":\(size.placement.map(String.init) ?? "null")"
            + ",\"placed_at\":\(size.placedAt.map { "\"\(TimeStamp.string($0))\"" } ?? "null")"
            + ",\"learned_since_placement\":\(size.learnedSincePlacement)"
            + ",\"growth_by_week\":[\(size.growthByWeek.map(String.init).joined(separator: ","))]}"
    }
}
