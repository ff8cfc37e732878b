import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import Tokenizer

/// `read`'s summary and `score` count the same running words, names and known
/// share, whole or streamed in pieces (issue 10: they once said 1,217 vs 1,224 words).
@Suite("Running words: read and score agree")
struct RunningWordsTests {
    /// A B1 learner, as `reader init --level B1` seeds the store, who also ignores one name and learns one word.
    static let learner: VocabularySnapshot = {
        var lemmas: [String: WordStatus] = [:]
        for term in try! VocabularySeed.terms(upTo: .b1, data: DifficultyFixture.data) { lemmas[term.key] = .known }
        lemmas["emma"] = .learning
        lemmas["whale"] = .learning
        return VocabularySnapshot(lemmas: lemmas, forms: ["ran": .learning])
    }()

    /// Gutenberg style: italics as `_word_`, `*word*`, titles, possessives and a name that starts sentences.
    static let gutenberg = """
        "_You_ must go, Mr. Bennet," said Mrs. Bennet. "It is _very_ likely that _he_ will \
        come at 10 a.m. on St. Mary's day." Bennet's reply was *nothing*.

        Bingley's sisters were _there_, and _them_ I never liked. Elizabeth laughed; Elizabeth \
        ran to Dr. Jones's house. Bath is near. They went to Bath. The bath was hot.
        """

    static let texts: [String] = ["emma-opening.txt", "moby-dick-loomings.txt", "persuasion-chapter-1-opening.txt",
                                  "pride-and-prejudice-chapter-1.txt", "gutenberg"]

    static func text(_ name: String) throws -> String {
        name == "gutenberg" ? gutenberg : try DifficultyFixture.sample(name)
    }

    @Test("summary = score = streamed score", arguments: texts)
    func agree(name: String) throws {
        let text = try Self.text(name)
        var tokenized = try Tokenizer().tokenize(text)
        DifficultyFixture.data.lemmatizer.lemmatize(&tokenized)
        let summary = Annotator(snapshot: Self.learner, lexicon: DifficultyFixture.data.lexicon).annotate(tokenized).summary
        let scorer = try DifficultyFixture.scorer(Self.learner)
        let report = try scorer.score(text, tokenizer: try Tokenizer())
        #expect(report.words == summary.words)
        #expect(report.names == summary.names)
        #expect(abs(report.knownCoverage - (summary.knownCoverage ?? -1)) < 1e-12)
        #expect(abs(report.learningCoverage - Double(summary.learning) / Double(summary.words)) < 1e-12)

        // Streamed in small pieces, as `score` reads big files: the same counts.
        var accumulator = scorer.makeAccumulator()
        // Pieces of a few sentences, cut as `SentencePieces` cuts a 1 MB read.
        var stream = SentencePieces(tokenizer: try Tokenizer(), lemmatizer: scorer.data.lemmatizer, pieceSize: 300)
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: 100) {
            try stream.feed(bytes[start..<min(start + 100, bytes.count)]) { accumulator.add($0) }
        }
        try stream.finish { accumulator.add($0) }
        let streamed = accumulator.finish()
        #expect((streamed.words, streamed.names) == (summary.words, summary.names))
        #expect(abs(streamed.knownCoverage - report.knownCoverage) < 1e-12)
    }

    @Test("the Gutenberg text, counted by hand")
    func gutenbergCounts() throws {
        var tokenized = try Tokenizer().tokenize(Self.gutenberg)
        DifficultyFixture.data.lemmatizer.lemmatize(&tokenized)
        let annotated = Annotator(snapshot: Self.learner, lexicon: DifficultyFixture.data.lexicon).annotate(tokenized)
        let names = annotated.spans.filter { $0.isName && $0.token.lemma.rawValue != DifficultyFixture.data.lexicon.id(of: "'s")?.rawValue }
        // "Bingley" only starts a sentence, but the lexicon lacks it: a name. "Bath" is also written "bath": no name.
        #expect(names.map { annotated.text(of: $0) } == ["Bennet", "Bennet", "Mary", "Bennet", "Bingley", "Elizabeth", "Elizabeth", "Jones"])
        // 58 word tokens, less 4 possessive endings; "10" is a number and the underscores are markup.
        #expect(annotated.summary.words == 54)
        #expect(annotated.summary.names == 8)
    }

    /// Issue 51 item 5: what `read` shows New is what `finish` marks Known, one rule for both: a capitalised word
    /// the lexicon lacks is a name at a sentence's start too, so neither counts it.
    @Test("read's New words are finish's", arguments: texts + ["Highbury, the large and populous village, was home to them."])
    func readShowsWhatFinishMarks(name: String) throws {
        let text = name.hasSuffix(".") ? name : try Self.text(name)
        var tokenized = try Tokenizer().tokenize(text)
        DifficultyFixture.data.lemmatizer.lemmatize(&tokenized)
        let annotated = Annotator(snapshot: Self.learner, lexicon: DifficultyFixture.data.lexicon).annotate(tokenized)
        let shownNew = Set(annotated.spans.filter { $0.isWord && $0.status == .new && !$0.isName }.compactMap { annotated.lemma(of: $0) })
        #expect(shownNew == Set(annotated.newWordTerms.map(\.key)))
        if name.hasPrefix("Highbury") { #expect(shownNew == ["populous"]) }
    }

    @Test("possessives, known abbreviations and markup are never study items", arguments: texts)
    func studyList(name: String) throws {
        let scorer = DifficultyScorer(data: DifficultyFixture.data, vocabulary: Self.learner, topNewLimit: 1_000)
        let report = try scorer.score(try Self.text(name), tokenizer: try Tokenizer())
        let banned: Set<String> = ["'s", "'", "mr.", "mrs.", "dr.", "st.", "a.m."]
        #expect(report.topNew.filter { banned.contains($0.lemma) || $0.lemma.contains("_") || $0.lemma.contains("*") } == [])
    }
}
