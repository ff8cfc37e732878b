import Foundation
import ReaderEngine

/// Writes a report as one JSON object (SPEC field names; shares with 4 decimals).
enum ReportJSON {
    /// The `chapter_index` and `chapter` members of a `--by-chapter` record (null for an input scored whole).
    struct ChapterFields {
        let chapter: ScoredChapter?

        init(_ chapter: ScoredChapter?) {
            self.chapter = chapter
        }

        var json: String {
            guard let chapter else { return ",\"chapter_index\":null,\"chapter\":null" }
            return ",\"chapter_index\":\(chapter.index),\"chapter\":\(JSONString.quoted(chapter.title))"
        }
    }

    /// `nameField` is the first member: `"path":"..."` for files; a `--stdin-jsonl`
    /// record passes its id already encoded as JSON. `chapter` follows it when scoring by chapter.
    static func write(_ report: DifficultyReport, nameField: (key: String, jsonValue: String), chapter: ChapterFields? = nil,
                      to writer: OutputWriter) throws {
        try writer.write("{\"\(nameField.key)\":\(nameField.jsonValue)")
        if let chapter { try writer.write(chapter.json) }
        try writer.write(",\"words\":\(report.words),\"sentences\":\(report.sentences),\"unique_lemmas\":\(report.uniqueLemmas)")
        try writer.write(",\"known_coverage\":\(NumberText.fixed(report.knownCoverage)),\"learning_coverage\":\(NumberText.fixed(report.learningCoverage))")
        try writer.write(",\"new_unique\":\(report.newUnique),\"new_unique_share\":\(NumberText.fixed(report.newUniqueShare))")
        try writer.write(",\"top_new\":[")
        for (index, entry) in report.topNew.enumerated() {
            try writer.write(index == 0 ? "{\"lemma\":" : ",{\"lemma\":")
            try writer.write(JSONString.quoted(entry.lemma))
            try writer.write(",\"count\":\(entry.count)}")
        }
        try writer.write("],\"names\":\(report.names),\"bands\":{")
        for band in FrequencyBand.allCases {
            try writer.write(band == .k1 ? "\"\(band.name)\":" : ",\"\(band.name)\":")
            try writer.write(NumberText.fixed(report.bands[band]))
        }
        try writer.write("},\"k95\":\(optional(report.k95)),\"k98\":\(optional(report.k98))")
        let features = report.features
        try writer.write(",\"mean_sentence_length\":\(NumberText.fixed(features.meanSentenceLength, 2))")
        try writer.write(",\"mean_syllables\":\(NumberText.fixed(features.meanSyllables)),\"mean_log_rank\":\(NumberText.fixed(features.meanLogRank))")
        try writer.write(",\"rare_share\":\(NumberText.fixed(features.rareShare))")
        try writer.write(",\"above_level\":\(NumberText.fixed(report.aboveLevelShare)),\"learner_level\":\"\(report.learnerLevel.name)\"")
        try writer.write(",\"level_score\":\(NumberText.fixed(report.levelScore, 2)),\"cefr\":\"\(report.cefr.name)\"")
        try writer.write(",\"flesch_kincaid\":\(NumberText.fixed(report.fleschKincaidGrade, 2))}")
    }

    private static func optional(_ value: Int?) -> String { value.map(String.init) ?? "null" }
}
