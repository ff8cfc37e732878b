import ReaderCore

/// `score`/`batch --format csv`: RFC 4180 CSV (through `CSV`), a header, then one row per input.
public enum ScoreReportCSV {
    public static let columns = ["path", "words", "sentences", "unique_lemmas", "known_coverage", "learning_coverage",
                                 "new_unique", "new_unique_share"]
        + FrequencyBand.allCases.map { "band_\($0.name)" }
        + ["k95", "k98", "mean_sentence_length", "mean_syllables", "mean_log_rank", "rare_share", "above_level",
           "learner_level", "level_score", "cefr", "flesch_kincaid", "top_new"]

    /// `byChapter` adds `chapter_index` and `chapter` after `path`.
    public static func header(byChapter: Bool) -> String {
        CSV.record(byChapter ? withChapter(columns, ["chapter_index", "chapter"]) : columns)
    }

    /// With `byChapter`, the chapter's fields are empty for an input scored whole.
    public static func row(_ input: ScoredInput, byChapter: Bool) -> String {
        let r = input.report
        let f = r.features
        let fields: [String] = [input.name, "\(r.words)", "\(r.sentences)", "\(r.uniqueLemmas)",
                                NumberText.fixed(r.knownCoverage), NumberText.fixed(r.learningCoverage),
                                "\(r.newUnique)", NumberText.fixed(r.newUniqueShare)]
            + FrequencyBand.allCases.map { NumberText.fixed(r.bands[$0]) }
            + [r.k95.map(String.init) ?? "", r.k98.map(String.init) ?? "",
               NumberText.fixed(f.meanSentenceLength, 2), NumberText.fixed(f.meanSyllables),
               NumberText.fixed(f.meanLogRank), NumberText.fixed(f.rareShare), NumberText.fixed(r.aboveLevelShare),
               r.learnerLevel.name, LevelScore.shown(r.levelScore), r.cefr.name,
               NumberText.fixed(r.fleschKincaidGrade, 2), r.topNew.map(\.lemma).joined(separator: " ")]
        let chapter = [input.chapter.map { String($0.index) } ?? "", input.chapter?.title ?? ""]
        return CSV.record(byChapter ? withChapter(fields, chapter) : fields)
    }

    private static func withChapter(_ fields: [String], _ chapter: [String]) -> [String] {
        [fields[0]] + chapter + fields.dropFirst()
    }
}
