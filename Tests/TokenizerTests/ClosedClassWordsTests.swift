import Testing
@testable import Tokenizer

/// The one closed-class table (issue 26: determiners, modals, months and particles were
/// written three times across Tokenizer and Collocations).
@Suite("Closed-class words")
struct ClosedClassWordsTests {
    @Test("each word has exactly its classes", arguments: [
        ("the", [ClosedClass.determiner, .phraseArticle]),
        ("an", [.determiner, .phraseArticle]),
        ("that", [.determiner, .cliticHost, .phraseDeterminer, .phraseConjunction]),
        ("may", [.modal, .phraseAuxiliary, .month]),
        ("to", [.infinitiveTo, .phrasePreposition]),
        ("not", [.doForm, .negation, .auxiliaryAdverb, .phraseAuxiliary]),
        ("up", [.particle, .phrasePreposition]),
        ("like", [.function, .phrasePreposition]),
        ("look", [.beForm]),
        ("her", [.possessive]),
        ("'s", [.possessive, .phraseDeterminer]),
        ("i", [.subjectPronoun]),
        ("I", [.phrasePronoun]),
        ("sept", [.month]),
        ("bank", []),
    ])
    func classes(word: String, expected: [ClosedClass]) {
        #expect(Fixture.closedClasses.classes(of: word) == expected)
        for closedClass in ClosedClass.allCases {
            #expect(Fixture.closedClasses.contains(word, in: closedClass) == expected.contains(closedClass))
        }
    }

    @Test("a class lists its words in the table's order")
    func wordsOfAClass() {
        #expect(Fixture.closedClasses.words(in: .modal) == ["can", "could", "will", "would", "shall", "should", "may", "might", "must",
                                                            "ca", "wo", "sha", "'ll"])
        #expect(Set(Fixture.closedClasses.words(in: .particle)) == [
            "about", "across", "along", "apart", "around", "aside", "away", "back", "behind", "by", "down", "forward",
            "in", "off", "on", "out", "over", "round", "through", "together", "up",
        ])
        #expect(Fixture.closedClasses.words(in: .phraseArticle) == ["a", "an", "the"])
        #expect(Fixture.closedClasses.words(in: .month).count == 24)
    }

    static let roleCases: [(String, WordRole)] = [
        ("must", .modal), ("the", .determiner), ("their", .possessive), ("were", .beForm), ("never", [.doForm, .negation, .auxiliaryAdverb]),
        ("to", .infinitiveTo), ("up", .particle), ("although", .function), ("may", .modal), ("january", []), ("bank", []),
    ]

    @Test("the lexicon's roles are the table's roles", arguments: roleCases)
    func roles(word: String, expected: WordRole) throws {
        let id = try #require(Fixture.lexicon.id(of: word))
        #expect(Fixture.lexicon.roles[Int(id.rawValue)] == expected)
    }

    @Test("the text the image stores reads back as the table")
    func textRoundTrip() throws {
        #expect(try ClosedClassWords(tsv: Fixture.closedClasses.text) == Fixture.closedClasses)
        #expect(Fixture.lexicon.closedClasses == Fixture.closedClasses)
        #expect(Fixture.closedClasses.rows.count == 260)
    }

    @Test("malformed tables are rejected with the line", arguments: [
        ("the\tdeterminer\nthe\tmodal\n", ClosedClassDataError.duplicateWord(line: 2)),
        ("# comment\nthe\tarticle\n", .unknownClass(line: 2, name: "article")),
        ("the determiner\n", .malformed(line: 1)),
        ("the\t\n", .malformed(line: 1)),
        ("the\tdeterminer\tmodal\n", .malformed(line: 1)),
    ])
    func rejects(table: String, error: ClosedClassDataError) {
        #expect(throws: error) { try ClosedClassWords(tsv: Array(table.utf8)) }
    }
}
