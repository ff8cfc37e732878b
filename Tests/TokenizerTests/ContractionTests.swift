import Testing
@testable import Tokenizer

@Suite("Contractions and possessives")
struct ContractionTests {
    @Test("clitics split off, straight and curly apostrophes", arguments: [
        ("don't", "do|n't"), ("don’t", "do|n’t"), ("can't", "ca|n't"), ("won't", "wo|n't"), ("isn't", "is|n't"),
        ("It's", "It|'s"), ("it’s", "it|’s"), ("I'm", "I|'m"), ("you're", "you|'re"), ("we've", "we|'ve"),
        ("they'll", "they|'ll"), ("she'd", "she|'d"), ("shouldn't've", "should|n't|'ve"), ("let's", "let|'s"),
        ("John's", "John|'s"), ("James’s", "James|’s"), ("cannot", "can|not"), ("gonna", "gon|na"),
        ("wanna", "wan|na"), ("gotta", "got|ta"), ("DON'T", "DO|N'T"),
        ("the students' books", "the|students|'|books"), ("the students’ books", "the|students|’|books"),
        ("'hello' she said", "'|hello|'|she|said"), ("'the boys' game'", "'|the|boys|'|game|'"),
        ("y'all", "y'all"), ("ma'am", "ma'am"),
        // Typed without the apostrophe (web text, issue 15); real words stay whole.
        ("dont", "do|nt"), ("Im", "I|m"), ("ive", "i|ve"), ("thats", "that|s"), ("alot", "a|lot"),
        ("shouldnt", "should|nt"), ("its", "its"), ("its a shame", "it|s|a|shame"), ("Its not", "It|s|not"), ("its own way", "its|own|way"),
        ("its roof", "its|roof"), ("well", "well"), ("were", "were"), ("lets", "lets"), ("ill", "ill"),
    ])
    func splits(input: String, expected: String) throws {
        #expect(try Fixture.pieces(input) == expected)
    }

    @Test("plural possessive apostrophe is a word with lemma 's")
    func pluralPossessive() throws {
        let tokenized = try Fixture.tokenize("the students' books")
        let apostrophe = try #require(tokenized.tokens.first { tokenized.text(of: $0) == "'" })
        #expect(apostrophe.kind == .word)
        #expect(apostrophe.rule == .possessive)
        #expect(Fixture.lemmatizer.lemmaString(of: apostrophe, in: tokenized) == "'s")
    }

    @Test("quote marks are punctuation, not possessives")
    func quotes() throws {
        let tokenized = try Fixture.tokenize("'hello' she said")
        #expect(tokenized.tokens.filter { tokenized.text(of: $0) == "'" }.allSatisfy { $0.kind == .punct })
    }
}
