import Dispatch
import Documents
import Foundation
import ReaderEngine
import Tokenizer

/// Scores files on `jobs` threads, each with its own tokenizer and accumulator,
/// taking the next file from a shared counter. A file that cannot be read or is
/// binary becomes a failure and the run goes on.
final class BatchRunner: @unchecked Sendable {
    enum Outcome {
        /// One report for the input, or one per chapter (`--by-chapter`).
        case scored([ChapterReport])
        case failed(any ReportableError)
    }

    private let scorer: DifficultyScorer
    private let paths: [String]
    private let jobs: Int
    private let byChapter: Bool
    /// `--input-format`.
    private let format: InputFormat?
    private let progress: ProgressBar?
    private let lock = NSLock()
    private var next = 0
    private var outcomes: [Outcome?]
    private var setupError: Error?

    init(scorer: DifficultyScorer, paths: [String], format: InputFormat?, jobs: Int, byChapter: Bool, progress: ProgressBar?) {
        self.scorer = scorer
        self.byChapter = byChapter
        self.format = format
        self.paths = paths
        self.jobs = max(1, min(jobs, paths.count))
        self.progress = progress
        outcomes = Array(repeating: nil, count: paths.count)
    }

    /// One outcome per path, in the order given.
    func run() throws -> [Outcome] {
        if paths.isEmpty { return [] }
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in work() }
        progress?.finish()
        if let setupError { throw setupError }
        // Without a setup error every index was taken and filled before the workers returned.
        return outcomes.map { $0! }
    }

    private func work() {
        var input: InputScorer
        do {
            // The cores go to the files; a file's windows are lemmatized on one of them.
            input = try InputScorer(scorer: scorer, pieceWorkers: jobs > 1 ? 1 : SentencePieces.processorCount)
        } catch {
            lock.withLock { setupError = error }
            return
        }
        while let index = takeNext() {
            let outcome: Outcome
            do {
                let progressed: (Int) -> Void = { [progress] in progress?.addBytes($0) }
                let source = InputSource(path: paths[index], format: format)
                outcome = .scored(byChapter ? try input.scoreByChapter(source, progress: progressed)
                                            : [ChapterReport(chapter: nil, report: try input.score(source, progress: progressed))])
            } catch let error as ReportableError {
                outcome = .failed(error)
            } catch {
                outcome = .failed(CLIError.unreadableInput(path: paths[index], reason: UnexpectedError.reason(error)))
            }
            lock.withLock { outcomes[index] = outcome }
            progress?.itemDone()
        }
    }

    private func takeNext() -> Int? {
        lock.withLock {
            guard next < paths.count, setupError == nil else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
