import Testing
@testable import Tokenizer

@Suite("Lemma lexicon parsing")
struct LemmaLexiconTests {
    @Test("rows refer to lemmas by row number")
    func parses() throws {
        let lexicon = try LemmaLexicon(formsTSV: Array("cat\t0\t\t\t\ncats\t0\t\t\t\nran\t\t3\t\t\nrun\t3\t3\t\t\n".utf8),
                                       closedClasses: Fixture.closedClasses)
        let cats = try #require(lexicon.id(of: "cats"))
        #expect(lexicon.candidates(of: Int(cats.rawValue)).noun == 0)
        #expect(lexicon.string(for: LemmaID(rawValue: 3)) == "run")
        #expect(lexicon.isContentLemma(try #require(lexicon.id(of: "run"))))
        #expect(!lexicon.isContentLemma(cats))
    }

    @Test("malformed tables are rejected with the line", arguments: [
        ("cat\t0\t\t\n", LemmaDataError.malformed(line: 1)),
        ("cat\t0\t\t\t\ncat\t0\t\t\t\n", .duplicateForm(line: 2)),
        ("cat\t7\t\t\t\n", .badReference),
        ("\t\t\t\t\n", .malformed(line: 1)),
    ])
    func rejects(table: String, error: LemmaDataError) {
        #expect(throws: error) { try LemmaLexicon(formsTSV: Array(table.utf8), closedClasses: Fixture.closedClasses) }
    }
}
