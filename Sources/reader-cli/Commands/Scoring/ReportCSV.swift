import ReaderEngine

/// Writes reports as RFC 4180 CSV (through `CSV`): a header, then one row per input.
enum ReportCSV {
    static let header = ["path", "words", "sentences", "unique_lemmas", "known_coverage", "learning_coverage",
                         "new_unique", "new_unique_share"]
        + FrequencyBand.allCases.map { "band_\($0.name)" }
        + ["k95", "k98", "mean_sentence_length", "mean_syllables", "mean_log_rank", "rare_share", "above_level",
           "learner_level", "level_score", "cefr", "flesch_kincaid", "top_new"]

    /// `byChapter` adds `chapter_index` and `chapter` after `path` (empty for an input scored whole).
    private static func withChapter(_ fields: [String], _ chapter: [String] = ["chapter_index", "chapter"]) -> [String] {
        [fields[0]] + chapter + fields.dropFirst()
    }

    static func write(_ inputs: [ScoredInput], byChapter: Bool, to writer: OutputWriter) throws {
        try writer.write(CSV.record(byChapter ? withChapter(header) : header))
        for input in inputs {
            let r = input.report
            let f = r.features
            let fields: [String] = [input.name, "\(r.words)", "\(r.sentences)", "\(r.uniqueLemmas)",
                                    NumberText.fixed(r.knownCoverage), NumberText.fixed(r.learningCoverage),
                                    "\(r.newUnique)", NumberText.fixed(r.newUniqueShare)]
                + FrequencyBand.allCases.map { NumberText.fixed(r.bands[$0]) }
                + [r.k95.map(String.init) ?? "", r.k98.map(String.init) ?? "",
                   NumberText.fixed(f.meanSentenceLength, 2), NumberText.fixed(f.meanSyllables),
                   NumberText.fixed(f.meanLogRank), NumberText.fixed(f.rareShare), NumberText.fixed(r.aboveLevelShare),
                   r.learnerLevel.name, NumberText.fixed(r.levelScore, 2), r.cefr.name,
                   NumberText.fixed(r.fleschKincaidGrade, 2), r.topNew.map(\.lemma).joined(separator: " ")]
            let chapter = [input.chapter.map { String($0.index) } ?? "", input.chapter?.title ?? ""]
            try writer.write(CSV.record(byChapter ? withChapter(fields, chapter) : fields))
        }
    }
}
