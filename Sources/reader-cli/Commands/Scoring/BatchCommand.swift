import ArgumentParser
import Foundation
import ReaderEngine

extension ReportSort: ExpressibleByArgument {}

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Score many texts in parallel and list them by level, coverage or name.",
        discussion: """
        Directories contribute the reading material directly inside them (all levels with --recursive): \
        text, HTML, EPUB, SRT, VTT and Markdown by their extension, and names without one whose first bytes are \
        text or a book, as 'reader serve' lists a library; --all-files takes every file. Hidden files are left out, and anything that is not a regular file (a FIFO, a device) is skipped with a note \
        on stderr. Records have the same fields as 'reader score' (with --by-chapter, one per chapter of each book, \
        as there). A progress bar goes to \
        stderr when it is a terminal. Unreadable and binary files are reported and skipped; after the \
        output a summary follows and the exit status is 66 (some input unreadable or missing) or 65 (binary).

        --stdin-jsonl reads {"id": ..., "text": "..."} lines and writes one JSON line per input line with the \
        same id and the score fields. A malformed line gives {"line": N, "error": "..."} (with the id when it \
        could be read) and the run goes on; the exit status stays 0 so a distributed mapper (Spark RDD.pipe) \
        does not fail the whole job on one bad record. Blank lines are skipped.

        Examples:
          reader batch ~/library --recursive --sort level
          reader batch articles/ --format jsonl --jobs 4
          reader batch ~/books --by-chapter --sort level
          cat records.jsonl | reader batch --stdin-jsonl
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions
    @OptionGroup var options: ScoringOptions

    @Argument(help: "Directories and files to score.")
    var inputs: [String] = []

    @Flag(help: "Descend into subdirectories.")
    var recursive = false

    @Flag(help: "Score every file of the directories, not only reading material (a .json or .csv too).")
    var allFiles = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Worker threads (default: all cores).", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Order of records: level (easiest first), known (most known first), name. Default: input order.")
    var sort: ReportSort?

    @Flag(help: "Read {\"id\",\"text\"} JSON lines from stdin and write one JSON line per input.")
    var stdinJsonl = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if stdinJsonl {
            guard inputs.isEmpty else { throw ValidationError("--stdin-jsonl reads stdin only; drop the file arguments") }
            guard !options.byChapter else { throw ValidationError("--stdin-jsonl scores each line whole; drop --by-chapter") }
            guard options.format == .table || options.format == .jsonl else {
                throw ValidationError("--stdin-jsonl always writes JSON lines; drop --format")
            }
        } else if inputs.isEmpty {
            throw ValidationError("name at least one directory or file (or use --stdin-jsonl)")
        }
    }

    func run() throws {
        let (scorer, tableColors) = try options.makeScorer(global: global)
        if stdinJsonl {
            try StandardInput.requireOpen()
            return try JSONLinesScorer(scorer: scorer).run(input: FileHandle.standardInput, writer: OutputWriter())
        }
        let collected = BatchInputs(arguments: inputs, recursive: recursive, readingMaterialOnly: !allFiles)
        for entry in collected.skipped { entry.note() }
        let paths = collected.files.map(\.path)
        let progress = ProgressBar.ifTerminal(total: paths.count, unit: "files", totalBytes: collected.totalBytes)
        let outcomes = try BatchRunner(scorer: scorer, paths: paths, format: input.inputFormat, jobs: jobs, byChapter: options.byChapter,
                                   progress: progress).run()
        var run = ScoringRun(options: options, tableColors: tableColors)
        for failure in collected.failures { run.addFailure(failure.error) }
        for (path, outcome) in zip(paths, outcomes) { run.add(name: path, outcome: outcome) }
        try run.finish(sort: sort)
    }
}
