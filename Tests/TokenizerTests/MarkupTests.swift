import Testing
@testable import Tokenizer

/// Emphasis markup around words (issue 10): Project Gutenberg writes italics as
/// "_word_"; the underscores become tokens of their own, so the word has its
/// ordinary lemma, and offsets still point into the original text.
@Suite("Emphasis markup")
struct MarkupTests {
    @Test("underscores and asterisks are split off the word", arguments: [
        ("I _do_ think so.", "I|_|do|_|think|so|."),
        ("_You_ are right.", "_|You|_|are|right|."),
        ("It is *very* good.", "It|is|*|very|*|good|."),
        ("_very well_ indeed", "_|very|well|_|indeed"),
        ("I _don't_ know.", "I|_|do|n't|_|know|."),
        ("__init__ and snake_case_name stay", "__|init|__|and|snake_case_name|stay"),
        ("a ___ line", "a|___|line"),
    ])
    func pieces(input: String, expected: String) throws {
        #expect(try Fixture.pieces(input) == expected)
    }

    @Test("the word keeps its byte offsets and its lemma; the underscores are markup")
    func offsetsAndLemma() throws {
        let text = try Fixture.tokenize("She said _them_ twice.")
        let word = try #require(text.tokens.first { text.text(of: $0) == "them" })
        #expect((word.start, word.end) == (10, 14))
        #expect(Fixture.lemmatizer.lemmaString(of: word, in: text) == "they")
        let marks = text.tokens.filter { text.text(of: $0) == "_" }
        #expect(marks.map(\.start) == [9, 14])
        #expect(marks.allSatisfy { $0.kind == .punct && $0.rule == .markup })
    }
}
