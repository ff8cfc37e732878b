import Testing
@testable import Tokenizer

@Suite("Segmentation")
struct SegmentationTests {
    @Test("hard cases split like UD English", arguments: [
        ("Hello, world!", "Hello|,|world|!"),
        ("well-known facts", "well|-|known|facts"),
        ("a state-of-the-art tool", "a|state|-|of|-|the|-|art|tool"),
        ("It costs 3.14 dollars.", "It|costs|3.14|dollars|."),
        ("1,000 people", "1,000|people"),
        ("a 5% rise", "a|5|%|rise"),
        ("$5.99 each", "$|5.99|each"),
        ("in 1990s Europe", "in|1990s|Europe"),
        ("the 3rd time", "the|3rd|time"),
        ("rock'n'roll", "rock'n'roll"),
        ("at 5 o'clock", "at|5|o'clock"),
        ("O'Brien said", "O'Brien|said"),
        ("He said: \"no\".", "He|said|:|\"|no|\"|."),
        ("(parentheses) [brackets]", "(|parentheses|)|[|brackets|]"),
        ("Wait... what?", "Wait|...|what|?"),
        ("Wait… what?", "Wait|…|what|?"),
        ("em—dash", "em|—|dash"),
        ("café naïve résumé", "café|naïve|résumé"),
        ("東京に行きます", "東京|に|行き|ます"),
        ("שלום עולם", "שלום|עולם"),
        ("مرحبا بالعالم", "مرحبا|بالعالم"),
        ("I ❤️ NY 😀👍🏽", "I|❤️|NY|😀|👍🏽"),
        ("family: 👨‍👩‍👧", "family|:|👨‍👩‍👧"),
        ("flag 🇬🇧 here", "flag|🇬🇧|here"),
        ("e\u{301}te\u{301}", "e\u{301}te\u{301}"),
        ("tab\tseparated", "tab|separated"),
        ("#hashtag @user", "#|hashtag|@user"),
        ("C++ and C#", "C|+|+|and|C|#"),
        ("snake_case_name", "snake_case_name"),
        ("x = y + 2", "x|=|y|+|2"),
        // Issue 26: a run of one mark, or of sentence-final marks, is one token as in UD EWT.
        ("Wow!! Really?! yes -- no... <<ok>> ==", "Wow|!!|Really|?!|yes|--|no|...|<<|ok|>>|=="),
    ])
    func segments(input: String, expected: String) throws {
        #expect(try Fixture.pieces(input) == expected)
    }

    @Test("kinds", arguments: [
        ("word", TokenKind.word), ("3.14", .number), ("1,000", .number), (",", .punct), ("…", .punct),
        ("$", .symbol), ("+", .symbol), ("😀", .symbol), (" ", .space), ("\n", .space), ("東京", .word),
        ("https://example.com", .url), ("me@example.com", .email), ("'", .punct), ("©", .symbol),
    ])
    func kinds(input: String, kind: TokenKind) throws {
        let tokenized = try Fixture.tokenize(input)
        #expect(tokenized.tokens.count == 1)
        #expect(tokenized.tokens.first?.kind == kind)
    }

    @Test("empty input gives no tokens")
    func empty() throws {
        let tokenized = try Fixture.tokenize("")
        #expect(tokenized.tokens.isEmpty)
        #expect(tokenized.sentenceCount == 0)
    }
}
