import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import Tokenizer

/// Shared for the difficulty tests: the language data is loaded once per process;
/// tokenizers are made per call because they own ICU state and tests run in parallel.
enum DifficultyFixture {
    static let corpora = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpora")

    static let data: LanguageData = try! LanguageData(location: DataLocation(directory: corpora))

    static func scorer(_ vocabulary: VocabularySnapshot = .empty, level: CEFRLevel = .b1) throws -> DifficultyScorer {
        DifficultyScorer(data: data, vocabulary: vocabulary, learnerLevel: level)
    }

    static func report(_ text: String, vocabulary: VocabularySnapshot = .empty) throws -> DifficultyReport {
        try scorer(vocabulary).score(text, tokenizer: try Tokenizer())
    }

    static func sample(_ name: String) throws -> String {
        try String(contentsOf: corpora.appendingPathComponent("samples/\(name)"), encoding: .utf8)
    }

    /// Reports equal up to floating-point summation order.
    static func expectSame(_ a: DifficultyReport, _ b: DifficultyReport, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.words == b.words, sourceLocation: sourceLocation)
        #expect(a.sentences == b.sentences, sourceLocation: sourceLocation)
        #expect(a.uniqueLemmas == b.uniqueLemmas, sourceLocation: sourceLocation)
        #expect(a.newUnique == b.newUnique, sourceLocation: sourceLocation)
        #expect(a.topNew == b.topNew, sourceLocation: sourceLocation)
        #expect(a.bands == b.bands, sourceLocation: sourceLocation)
        #expect(a.k95 == b.k95 && a.k98 == b.k98, sourceLocation: sourceLocation)
        #expect(a.cefr == b.cefr, sourceLocation: sourceLocation)
        for (x, y) in [(a.knownCoverage, b.knownCoverage), (a.levelScore, b.levelScore),
                       (a.features.meanLogRank, b.features.meanLogRank), (a.aboveLevelShare, b.aboveLevelShare),
                       (a.fleschKincaidGrade, b.fleschKincaidGrade)] {
            #expect(abs(x - y) < 1e-9, "\(x) != \(y)", sourceLocation: sourceLocation)
        }
    }
}
