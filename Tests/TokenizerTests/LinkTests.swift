import Testing
@testable import Tokenizer

@Suite("URLs and e-mail addresses")
struct LinkTests {
    @Test("links are single tokens; trailing sentence punctuation stays out", arguments: [
        ("Visit https://example.com/a?b=c&d=e#f now", "Visit|https://example.com/a?b=c&d=e#f|now", TokenKind.url),
        ("See http://x.org/path.", "See|http://x.org/path|.", .url),
        ("(see https://en.wikipedia.org/wiki/Foo_(bar))", "(|see|https://en.wikipedia.org/wiki/Foo_(bar)|)", .url),
        ("go to www.example.co.uk, then", "go|to|www.example.co.uk|,|then", .url),
        ("ftp://files.example.com/x.tar.gz", "ftp://files.example.com/x.tar.gz", .url),
        ("mail john.smith+news@mail.example.org!", "mail|john.smith+news@mail.example.org|!", .email),
        ("Write to a_b@c-d.io.", "Write|to|a_b@c-d.io|.", .email),
    ])
    func links(input: String, expected: String, kind: TokenKind) throws {
        #expect(try Fixture.pieces(input) == expected)
        let tokenized = try Fixture.tokenize(input)
        #expect(tokenized.tokens.contains { $0.kind == kind })
    }

    @Test("not links", arguments: [
        // A number joined by ":" is one number token since issue 26 (as a time), never a link.
        ("ratio 3:4 here", "ratio|3:4|here"),
        ("email@ nowhere", "email@|nowhere"),
        ("www is short", "www|is|short"),
        ("time: 10//12", "time|:|10|/|/|12"),
    ])
    func notLinks(input: String, expected: String) throws {
        #expect(try Fixture.pieces(input) == expected)
    }
}
