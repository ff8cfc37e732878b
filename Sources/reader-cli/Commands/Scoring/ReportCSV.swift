import ReaderEngine

/// Writes reports as RFC 4180 CSV: a header, then one row per input.
enum ReportCSV {
    static let header = (["path", "words", "sentences", "unique_lemmas", "known_coverage", "learning_coverage",
                          "new_unique", "new_unique_share"]
        + FrequencyBand.allCases.map { "band_\($0.name)" }
        + ["k95", "k98", "mean_sentence_length", "mean_syllables", "mean_log_rank", "rare_share", "above_level",
           "learner_level", "level_score", "cefr", "flesch_kincaid", "top_new"]).joined(separator: ",")

    static func write(_ inputs: [ScoredInput], to writer: OutputWriter) throws {
        try writer.write(header + "\n")
        for input in inputs {
            let r = input.report
            let f = r.features
            let fields: [String] = [quoted(input.name), "\(r.words)", "\(r.sentences)", "\(r.uniqueLemmas)",
                                    ReportJSON.fixed(r.knownCoverage), ReportJSON.fixed(r.learningCoverage),
                                    "\(r.newUnique)", ReportJSON.fixed(r.newUniqueShare)]
                + FrequencyBand.allCases.map { ReportJSON.fixed(r.bands[$0]) }
                + [r.k95.map(String.init) ?? "", r.k98.map(String.init) ?? "",
                   ReportJSON.fixed(f.meanSentenceLength, 2), ReportJSON.fixed(f.meanSyllables),
                   ReportJSON.fixed(f.meanLogRank), ReportJSON.fixed(f.rareShare), ReportJSON.fixed(r.aboveLevelShare),
                   r.learnerLevel.name, ReportJSON.fixed(r.levelScore, 2), r.cefr.name,
                   ReportJSON.fixed(r.fleschKincaidGrade, 2), quoted(r.topNew.map(\.lemma).joined(separator: " "))]
            try writer.write(fields.joined(separator: ",") + "\n")
        }
    }

    /// Quotes a field when it holds a comma, quote or line break (doubling inner quotes).
    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
