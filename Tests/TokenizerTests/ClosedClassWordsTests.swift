import Testing
@testable import Tokenizer

/// The one closed-class table (issue 26: determiners, modals, months and particles were
/// written three times across Tokenizer and Collocations).
@Suite("Closed-class words")
struct ClosedClassWordsTests {
    @Test("each word has exactly its classes", arguments: [
        ("the", [ClosedClass.determiner, .article, .objectStart]),
        ("an", [.determiner, .article, .objectStart]),
        ("that", [.determiner, .cliticHost, .phraseDeterminer, .phraseConjunction, .objectStart, .quantifyingDeterminer]),
        ("may", [.modal, .phraseAuxiliary, .month]),
        ("to", [.infinitiveTo, .phrasePreposition]),
        ("not", [.doForm, .negation, .auxiliaryAdverb, .phraseAuxiliary]),
        ("up", [.particle, .phrasePreposition]),
        ("like", [.function, .phrasePreposition]),
        ("look", [.beForm]),
        ("her", [.possessive, .objectStart, .possessiveSlot]),
        ("'s", [.possessive, .phraseDeterminer]),
        ("i", [.subjectPronoun]),
        ("I", [.phrasePronoun]),
        ("sept", [.month]),
        ("it", [.subjectPronoun, .cliticHost, .phrasePronoun, .objectStart, .objectPronoun]),
        ("them", [.objectStart, .objectPronoun]),
        ("everything", [.cliticHost, .function, .phrasePronoun, .objectStart, .objectPronoun]),
        ("all", [.auxiliaryAdverb, .function, .objectStart]),
        ("one's", [.possessiveSlot]),
        ("and", [.function, .phraseConjunction, .coordinator]),
        ("every", [.determiner, .function, .phraseDeterminer, .objectStart, .quantifyingDeterminer]),
        ("no", [.determiner, .function, .phraseDeterminer, .objectStart]),
        ("why", [.cliticHost, .function, .interrogative]),
        ("what", [.cliticHost, .function, .phraseDeterminer]),
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
        #expect(Fixture.closedClasses.words(in: .article) == ["a", "an", "the"])
        #expect(Fixture.closedClasses.words(in: .month).count == 24)
        #expect(Fixture.closedClasses.words(in: .objectStart) == [
            "a", "an", "the", "this", "that", "these", "those", "every", "each", "some", "any", "no", "my", "your", "his", "her",
            "its", "our", "their", "you", "it", "all", "both", "everything", "something", "anything", "one", "them", "him", "me", "us",
        ])
        #expect(Fixture.closedClasses.words(in: .objectPronoun) == [
            "you", "it", "everything", "something", "anything", "them", "him", "me", "us",
        ])
        #expect(Fixture.closedClasses.words(in: .possessiveSlot) == ["my", "your", "his", "her", "its", "our", "their", "one's"])
        #expect(Fixture.closedClasses.words(in: .coordinator) == ["and", "but", "or", "nor"])
        #expect(Fixture.closedClasses.words(in: .quantifyingDeterminer) == ["this", "that", "every", "each", "some", "any"])
        #expect(Fixture.closedClasses.words(in: .interrogative) == ["where", "how", "why", "when"])
    }

    static let roleCases: [(String, WordRole)] = [
        ("must", .modal), ("the", [.determiner, .article]), ("these", .determiner), ("their", .possessive), ("were", .beForm), ("never", [.doForm, .negation, .auxiliaryAdverb]),
        ("to", .infinitiveTo), ("up", .particle), ("although", .function), ("may", .modal), ("january", []), ("bank", []),
    ]

    @Test("the lexicon's roles are the table's roles", arguments: roleCases)
    func roles(word: String, expected: WordRole) throws {
        let id = try #require(Fixture.lexicon.id(of: word))
        #expect(Fixture.lexicon.roles[Int(id.rawValue)] == expected)
    }

    /// The tagger was trained without the article role (the lemmatizer's alone): its word class
    /// of an article must stay a determiner's, or every tag could drift.
    @Test("the tagger's word class of an article has the determiner role only", arguments: ["a", "an", "the"])
    func articleRoleIsNotATaggerFeature(word: String) {
        let lexicalClass = Array(word.utf8).withUnsafeBufferPointer { TaggerFeatures.lexicalClass(of: $0, lexicon: Fixture.lexicon) }
        #expect(lexicalClass >> 16 & 0xFFFF == UInt64(WordRole.determiner.rawValue))
    }

    @Test("the text the image stores reads back as the table")
    func textRoundTrip() throws {
        #expect(try ClosedClassWords(tsv: Fixture.closedClasses.text) == Fixture.closedClasses)
        #expect(Fixture.lexicon.closedClasses == Fixture.closedClasses)
        #expect(Fixture.closedClasses.rows.count == 265)
    }

    @Test("malformed tables are rejected with the line", arguments: [
        ("the\tdeterminer\nthe\tmodal\n", ClosedClassDataError.duplicateWord(line: 2)),
        ("# comment\nthe\tnoun\n", .unknownClass(line: 2, name: "noun")),
        ("the determiner\n", .malformed(line: 1)),
        ("the\t\n", .malformed(line: 1)),
        ("the\tdeterminer\tmodal\n", .malformed(line: 1)),
    ])
    func rejects(table: String, error: ClosedClassDataError) {
        #expect(throws: error) { try ClosedClassWords(tsv: Array(table.utf8)) }
    }
}
