import ArgumentParser
import Foundation
import ReaderEngine

struct ScoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "score",
        abstract: "Score the difficulty of texts: coverage for you, frequency bands, level (A1-C2).",
        discussion: """
        One record per file, in the order given. Fields: path, words, sentences, unique_lemmas, known_coverage, \
        learning_coverage, new_unique, new_unique_share, top_new, names, bands (1k..10k, off), k95, k98, \
        mean_sentence_length, mean_syllables, mean_log_rank, rare_share, above_level, learner_level, \
        level_score, cefr, flesch_kincaid. k95/k98 are null (">10" in the table) when 10,000 lemmas are not enough. \
        A file that cannot be scored is reported on stderr and the others are still scored; \
        the exit status is then 66 (unreadable or missing) or 65 (binary).

        --by-chapter gives one record per chapter (section) of an EPUB, HTML or Markdown document, with \
        chapter_index (1-based, as 'reader extract --format json' lists the sections; 0 for text before the \
        first heading) and chapter (its title) after path; the table shows 'book.epub#2 Pride and Prejudice'. \
        Plain text and documents without sections get one record, with both fields null (empty in CSV).

        Examples:
          reader score chapter.txt
          reader score *.txt --format csv > scores.csv
          reader score chapter.txt --level B2 --format json
          reader score book.epub --by-chapter
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions
    @OptionGroup var options: ScoringOptions

    @Argument(help: "Text files; '-' or nothing reads stdin.")
    var files: [String] = []

    func run() throws {
        let (scorer, tableColors) = try options.makeScorer(global: global)
        var input = try InputScorer(scorer: scorer)
        if files.isEmpty { InputSource.announceStdinIfTerminal() }
        let paths = files.isEmpty ? ["-"] : files
        if paths.count == 1 {
            // One input: its error is the command's error, with no summary line.
            let reports = try score(paths[0], with: &input)
            var run = ScoringRun(options: options, tableColors: tableColors)
            run.add(name: paths[0] == "-" ? "<stdin>" : paths[0], outcome: .scored(reports))
            return try run.finish(sort: nil)
        }
        var run = ScoringRun(options: options, tableColors: tableColors)
        for path in paths {
            do {
                run.add(name: path == "-" ? "<stdin>" : path, outcome: .scored(try score(path, with: &input)))
            } catch let error as CLIError {
                run.addFailure(error)
            }
        }
        try run.finish(sort: nil)
    }

    private func score(_ path: String, with input: inout InputScorer) throws -> [ChapterReport] {
        let source = self.input.source(path)
        if options.byChapter { return try input.scoreByChapter(source) }
        return [ChapterReport(chapter: nil, report: try input.score(source))]
    }
}
