import Foundation
import SeededRandom
import Testing
@testable import Tokenizer

/// The fast path must give exactly ICU's word segments on the lines it takes,
/// and every sentence break ICU makes. It may make more: ICU's English
/// "standard" suppressions also skip breaks after words like "Long." or
/// "DAVENANT.", which the fast path (rightly) does not copy.
@Suite("Fast path agrees with ICU")
struct FastPathTests {
    struct Comparison {
        var fastSegments: [String] = []
        var icuSegments: [String] = []
        var missingBreaks: [String] = []
        var extraBreaksNotAfterPeriod: [String] = []
        var extraBreaks = 0
    }

    static func compare(_ text: String) throws -> Comparison {
        let fast = try Tokenizer(icuOnly: false).tokenize(text)
        let icu = try Tokenizer(icuOnly: true).tokenize(text)
        var result = Comparison()
        result.fastSegments = fast.tokens.map { "\(fast.text(of: $0))/\($0.kind)" }
        result.icuSegments = icu.tokens.map { "\(icu.text(of: $0))/\($0.kind)" }
        guard fast.tokens.count == icu.tokens.count else { return result }
        func breaks(_ tokenized: TokenizedText) -> Set<Int> {
            var starts: Set<Int> = []
            for (index, token) in tokenized.tokens.enumerated() where index > 0 && token.sentence != tokenized.tokens[index - 1].sentence {
                starts.insert(index)
            }
            return starts
        }
        let fastBreaks = breaks(fast)
        let icuBreaks = breaks(icu)
        func context(_ index: Int) -> String {
            let token = fast.tokens[index]
            let from = max(0, Int(token.start) - 40)
            return String(decoding: fast.bytes[from..<min(fast.bytes.count, Int(token.end) + 10)], as: UTF8.self)
        }
        result.missingBreaks = icuBreaks.subtracting(fastBreaks).sorted().map(context)
        let extra = fastBreaks.subtracting(icuBreaks)
        result.extraBreaks = extra.count
        result.extraBreaksNotAfterPeriod = extra.sorted().filter { index in
            let previous = fast.tokens[..<index].last { $0.kind != .space }
            return previous.map { fast.text(of: $0).hasSuffix(".") } != true
        }.map(context)
        return result
    }

    static func check(_ text: String, sentences: Bool = true) throws {
        let comparison = try compare(text)
        #expect(comparison.fastSegments == comparison.icuSegments, "segments differ on \(text.prefix(80).debugDescription)")
        guard sentences else { return }
        #expect(comparison.missingBreaks.isEmpty, "fast path misses ICU breaks: \(comparison.missingBreaks.prefix(3))")
        #expect(comparison.extraBreaksNotAfterPeriod.isEmpty, "unexpected breaks: \(comparison.extraBreaksNotAfterPeriod.prefix(3))")
    }

    @Test("hand-picked lines", arguments: [
        "3rd 1990s a1 _ _a a_ 1_ 5'6 a.b a.1 1.a 1,000 1,a a,b a;b 1;2 a:b a'b a''b 'a a'",
        "x@y @ a@ @b 1@2 a..b 1..2 U.S. e.g. tab\tx  sp __ a__b 1__2 ._. ,,",
        "don’t ‘a’ “q” a—b a–b a…b he’s ’90s rock’n’roll",
        "Mr. Smith went. He said \"Hi.\" Then! why? ok... Next. e.g. Foo. Dr. Who. U.S. Army. At 5 p.m. Bob left.",
        "Is it?! Yes!! (Really.) \"Sure.\" 'No.' It's 3.5. Then 4. Done?.. Ok",
        "He stopped. 5 apples. a. b. A.B. end.\" Next \"quoted.\" lower",
        "line one\nline two.\r\nline three!\n\n\nlast",
        "Wait... what? Hm… Yes. – dash. — Dash: colon; semi, comma. Really?; yes",
        "$5 + 10% = ~<> ^ | # & * ` { } [ ] \\ / ! ? ( )",
        "\t\tindented\ttabs   and spaces   ",
    ])
    func lines(text: String) throws {
        try FastPathTests.check(text)
    }

    /// Seeded, so a failing string comes back on the next run.
    static func randomText(_ alphabet: String, length: ClosedRange<Int>, using generator: inout SplitMix64) -> String {
        let scalars = Array(alphabet.unicodeScalars)
        let count = Int.random(in: length, using: &generator)
        return String(String.UnicodeScalarView((0..<count).map { _ in scalars.randomElement(using: &generator)! }))
    }

    @Test("random strings of every character the fast path takes: same word segments")
    func fuzzWords() throws {
        var generator = SplitMix64(seed: 0xFA57_0001)
        for _ in 0..<500 {
            try FastPathTests.check(FastPathTests.randomText("aAzZ09._',;:@`[{ \n\t!?\"()-–—‘’“”…#$%", length: 1...40, using: &generator),
                                    sentences: false)
        }
    }

    /// Sentence rules are compared on prose-like characters: on strings such as
    /// ".@!" ICU 72 departs from UAX #29 in ways prose never meets.
    @Test("random prose-like strings: same sentence breaks")
    func fuzzSentences() throws {
        var generator = SplitMix64(seed: 0xFA57_0002)
        for _ in 0..<500 {
            try FastPathTests.check(FastPathTests.randomText("aaaZZ0  .!?,\"'()\n’”", length: 1...40, using: &generator))
        }
    }

    @Test("the shipped prose", arguments: ["austen-pride-and-prejudice.txt", "melville-moby-dick.txt"])
    func prose(file: String) throws {
        let text = try String(contentsOf: Fixture.corpora.appendingPathComponent("prose/\(file)"), encoding: .utf8)
        try FastPathTests.check(text)
    }
}
