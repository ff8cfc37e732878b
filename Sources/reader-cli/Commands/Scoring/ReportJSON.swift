import Foundation
import ReaderEngine

/// Writes a report as one JSON object (SPEC field names; shares with 4 decimals).
enum ReportJSON {
    /// `nameField` is the first member: `"path":"..."` for files; a `--stdin-jsonl`
    /// record passes its id already encoded as JSON.
    static func write(_ report: DifficultyReport, nameField: (key: String, jsonValue: String), to writer: OutputWriter) throws {
        try writer.write("{\"\(nameField.key)\":\(nameField.jsonValue)")
        try writer.write(",\"words\":\(report.words),\"sentences\":\(report.sentences),\"unique_lemmas\":\(report.uniqueLemmas)")
        try writer.write(",\"known_coverage\":\(fixed(report.knownCoverage)),\"learning_coverage\":\(fixed(report.learningCoverage))")
        try writer.write(",\"new_unique\":\(report.newUnique),\"new_unique_share\":\(fixed(report.newUniqueShare))")
        try writer.write(",\"top_new\":[")
        for (index, entry) in report.topNew.enumerated() {
            try writer.write(index == 0 ? "{\"lemma\":" : ",{\"lemma\":")
            try writer.write(string(entry.lemma))
            try writer.write(",\"count\":\(entry.count)}")
        }
        try writer.write("],\"names\":\(report.names),\"bands\":{")
        for band in FrequencyBand.allCases {
            try writer.write(band == .k1 ? "\"\(band.name)\":" : ",\"\(band.name)\":")
            try writer.write(fixed(report.bands[band]))
        }
        try writer.write("},\"k95\":\(optional(report.k95)),\"k98\":\(optional(report.k98))")
        let features = report.features
        try writer.write(",\"mean_sentence_length\":\(fixed(features.meanSentenceLength, 2))")
        try writer.write(",\"mean_syllables\":\(fixed(features.meanSyllables)),\"mean_log_rank\":\(fixed(features.meanLogRank))")
        try writer.write(",\"rare_share\":\(fixed(features.rareShare))")
        try writer.write(",\"above_level\":\(fixed(report.aboveLevelShare)),\"learner_level\":\"\(report.learnerLevel.name)\"")
        try writer.write(",\"level_score\":\(fixed(report.levelScore, 2)),\"cefr\":\"\(report.cefr.name)\"")
        try writer.write(",\"flesch_kincaid\":\(fixed(report.fleschKincaidGrade, 2))}")
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        JSONString.quoted(text)
    }

    static func fixed(_ value: Double, _ digits: Int = 4) -> String {
        String(format: "%.\(digits)f", value.isFinite ? value : 0)
    }

    private static func optional(_ value: Int?) -> String { value.map(String.init) ?? "null" }
}
