import Testing
@testable import Tokenizer

@Suite("Offsets and bad input")
struct OffsetTests {
    @Test("offsets are UTF-8 byte offsets", arguments: [
        ("café au lait", [(0, 5), (6, 8), (9, 13)]),
        ("😀 ok", [(0, 4), (5, 7)]),
        ("naïve—word", [(0, 6), (6, 9), (9, 13)]),
        ("東京 x", [(0, 6), (7, 8)]),
    ])
    func byteOffsets(input: String, expected: [(Int, Int)]) throws {
        let tokenized = try Fixture.tokenize(input)
        let ranges = tokenized.tokens.filter { $0.kind != .space }.map { (Int($0.start), Int($0.end)) }
        #expect(ranges.map(\.0) == expected.map(\.0))
        #expect(ranges.map(\.1) == expected.map(\.1))
    }

    @Test("invalid UTF-8 keeps offsets into the original bytes", arguments: [
        [0x61, 0x62, 0xFF, 0x63, 0x64] as [UInt8],
        [0xC3] as [UInt8],
        [0x68, 0x69, 0x20, 0xE2, 0x82, 0x20, 0x6F, 0x6B] as [UInt8],
        [0xF0, 0x9F, 0x98] as [UInt8],
        [0xED, 0xA0, 0x80, 0x41] as [UInt8],
    ])
    func invalidUTF8(bytes: [UInt8]) throws {
        var tokenized = try Tokenizer().tokenize(bytes)
        Fixture.lemmatizer.lemmatize(&tokenized)
        try Fixture.checkInvariants(tokenized)
    }

    @Test("NUL bytes and control characters are tokens, not crashes")
    func controls() throws {
        let tokenized = try Fixture.tokenize("a\u{0}b\u{1B}[31mc\u{7}")
        #expect(tokenized.tokens.last.map { Int($0.end) } == 10)
    }

    @Test("a 10 MB token without spaces")
    func hugeToken() throws {
        let text = String(repeating: "a", count: 10_000_000)
        let tokenized = try Fixture.tokenize(text)
        #expect(tokenized.tokens.count == 1)
        #expect(tokenized.tokens[0].end == 10_000_000)
        #expect(tokenized.tokens[0].lemma == .lowercasedSurface)
    }

    @Test("naughty strings survive tokenization unchanged", arguments: [
        "", " ", "\n\n\n", "\r\n", "''''", "...", "\u{FEFF}BOM", "\u{202E}reversed", "Ω≈ç√∫", "٠١٢٣",
        "<script>alert(1)</script>", "Z̮̞̠͙͔ͅḀ̗̞͈̻̗Ḷ͙͎̯̹̞͓G̻O̭̗̮", "￾", "𝕋𝕙𝕖", "a\u{0}b",
    ])
    func naughty(input: String) throws {
        let tokenized = try Fixture.tokenize(input)
        let rebuilt = tokenized.tokens.map { tokenized.text(of: $0) }.joined()
        #expect(rebuilt == input)
    }
}
