import ReaderCore

/// A `score`/`batch` record as one JSON object (docs/FORMATS.md, "Score and
/// batch records"): shares with 4 decimals, as `read`'s `known_coverage`.
public enum ScoreReportJSON {
    /// The record's first member: `"path":"..."` for a file, or the `"id"` of a
    /// `batch --stdin-jsonl` line, already encoded as JSON and echoed as given.
    public struct Name: Sendable, Equatable {
        let key: String
        let jsonValue: String

        public static func path(_ path: String) -> Name { Name(key: "path", jsonValue: JSONString.quoted(path)) }

        public static func id(json: String) -> Name { Name(key: "id", jsonValue: json) }
    }

    /// `byChapter` puts `chapter_index` and `chapter` after the name (null for an input scored whole).
    public static func record(_ input: ScoredInput, byChapter: Bool) -> String {
        record(input.report, name: .path(input.name), byChapter: byChapter, chapter: input.chapter)
    }

    public static func record(_ report: DifficultyReport, name: Name, byChapter: Bool = false,
                              chapter: ScoredChapter? = nil) -> String {
        var json = "{\"\(name.key)\":\(name.jsonValue)"
        if byChapter {
            json += chapter.map { ",\"chapter_index\":\($0.index),\"chapter\":\(JSONString.quoted($0.title))" }
                ?? ",\"chapter_index\":null,\"chapter\":null"
        }
        json += ",\"words\":\(report.words),\"sentences\":\(report.sentences),\"unique_lemmas\":\(report.uniqueLemmas)"
        json += ",\"known_coverage\":\(NumberText.fixed(report.knownCoverage)),\"learning_coverage\":\(NumberText.fixed(report.learningCoverage))"
        json += ",\"new_unique\":\(report.newUnique),\"new_unique_share\":\(NumberText.fixed(report.newUniqueShare))"
        json += ",\"top_new\":["
            + report.topNew.map { "{\"lemma\":\(JSONString.quoted($0.lemma)),\"count\":\($0.count)}" }.joined(separator: ",")
        json += "],\"names\":\(report.names),\"bands\":{"
            + FrequencyBand.allCases.map { "\"\($0.name)\":\(NumberText.fixed(report.bands[$0]))" }.joined(separator: ",")
        json += "},\"k95\":\(optional(report.k95)),\"k98\":\(optional(report.k98))"
        let features = report.features
        json += ",\"mean_sentence_length\":\(NumberText.fixed(features.meanSentenceLength, 2))"
        json += ",\"mean_syllables\":\(NumberText.fixed(features.meanSyllables)),\"mean_log_rank\":\(NumberText.fixed(features.meanLogRank))"
        json += ",\"rare_share\":\(NumberText.fixed(features.rareShare))"
        json += ",\"above_level\":\(NumberText.fixed(report.aboveLevelShare)),\"learner_level\":\"\(report.learnerLevel.name)\""
        json += ",\"level_score\":\(LevelScore.shown(report.levelScore)),\"cefr\":\"\(report.cefr.name)\""
        json += ",\"flesch_kincaid\":\(NumberText.fixed(report.fleschKincaidGrade, 2))}"
        return json
    }

    private static func optional(_ value: Int?) -> String { value.map(String.init) ?? "null" }
}
