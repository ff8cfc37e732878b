import ReaderCore

/// `reader stats --format json`: one object (fields listed in the command's help
/// and docs/GUIDE.md): statuses, cards, forecast, answers, retention,
/// retrievability, reviews by day and the vocabulary size; shares with 4 decimals.
public enum StatsJSON {
    public static func record(_ vocabulary: VocabularyStatistics, _ stats: ReviewStatistics, size: VocabularySize) -> String {
        func counts(_ values: [WordStatus: Int]) -> String {
            "{" + WordStatus.allCases.map { "\"\($0.rawValue)\":\(values[$0] ?? 0)" }.joined(separator: ",") + "}"
        }
        let cards = "{\"new\":\(stats.newCards)," + CardState.allCases.map { "\"\($0.name)\":\(stats.cardsByState[$0] ?? 0)" }
            .joined(separator: ",") + "}"
        let average = stats.averageRetrievability.map {
            "{\"now\":\(NumberText.fixed($0.now)),\"in_1_day\":\(NumberText.fixed($0.in1Day)),\"in_7_days\":\(NumberText.fixed($0.in7Days))}"
        } ?? "null"
        let days = stats.reviewsByDay.keys.sorted().map { "\(JSONString.quoted($0.iso)):\(stats.reviewsByDay[$0] ?? 0)" }.joined(separator: ",")
        return "{\"words\":\(counts(vocabulary.words)),\"phrases\":\(counts(vocabulary.phrases)),\"captures\":\(vocabulary.captures)"
            + ",\"cards\":\(cards),\"due_now\":\(stats.dueNow)"
            + ",\"next_due\":\(stats.nextDue.map { "\"\(TimeStamp.string($0))\"" } ?? "null"),\"forecast\":[\(stats.forecast.map(String.init).joined(separator: ","))]"
            + ",\"answers_30_days\":{\"all\":\(stats.recentAnswers.all),\"not_again\":\(stats.recentAnswers.notAgain)"
            + ",\"review_cards\":\(stats.retentionAnswers)}"
            + ",\"true_retention\":\(stats.trueRetention.map { NumberText.fixed($0) } ?? "null"),\"average_retrievability\":\(average)"
            + ",\"reviews_by_day\":{\(days)},\"vocabulary_size\":\(VocabularySizeReport.json(size))}"
    }
}
