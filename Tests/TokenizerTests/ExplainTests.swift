import Testing
@testable import Tokenizer

@Suite("Explain")
struct ExplainTests {
    @Test("explain names the rule behind each token")
    func rules() throws {
        let explained = try Tokenizer().explain("Mr. Smith didn't see https://x.org or the boys' car.")
        let pairs = explained.map { "\($0.rule):\($0.text)" }
        #expect(pairs == [
            "ABBREVIATION:Mr.", "ICU:Smith", "ICU:did", "CONTRACTION:n't", "ICU:see", "URL_MATCH:https://x.org",
            "ICU:or", "ICU:the", "ICU:boys", "POSSESSIVE:'", "ICU:car", "ICU:.",
        ])
    }

    @Test("explain agrees with tokenize", arguments: [
        "Mr. Smith didn't go.", "e-mail me@x.org now", "It's rock'n'roll!", "東京 😀 naïve",
    ])
    func agrees(text: String) throws {
        let explained = try Tokenizer().explain(text)
        let tokenized = try Fixture.tokenize(text)
        #expect(explained.map(\.text) == tokenized.tokens.filter { $0.kind != .space }.map { tokenized.text(of: $0) })
    }
}
