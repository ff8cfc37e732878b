import Testing
@testable import Tokenizer

/// The tagger's word cache (`TaggerWordCache`) is only a speed-up (issue 26's speed measure): a cache
/// kept across texts, or emptied when full, must give every token the scores a fresh one gives.
@Suite("Tagger word cache (issue 26)")
struct TaggerWordCacheTests {
    /// Each non-space token's text, tag and scores as `tagger` gives them with `cache`.
    static func scored(_ sentence: String, cache: TaggerWordCache?) throws -> [(text: String, tag: String, scores: [Float])] {
        let tagger = try #require(Fixture.lemmatizer.tagger)
        var text = try Tokenizer().tokenize(sentence)
        var observed: [Int: [Float]] = [:]
        let bytes = text.bytes
        bytes.withUnsafeBufferPointer { buffer in
            text.tokens.withUnsafeMutableBufferPointer { tokens in
                tagger.tag(bytes: buffer, tokens: tokens, cache: cache) { observed[$0] = Array($1) }
            }
        }
        return text.tokens.indices.filter { text.tokens[$0].kind != .space }.map { index in
            (text.text(of: text.tokens[index]), text.tokens[index].pos?.name ?? "nil", observed[index] ?? [])
        }
    }

    static let texts = [
        ("I saw the saw.", "PRON VERB DET NOUN PUNCT"),
        ("The leaves are falling.", "DET NOUN AUX VERB PUNCT"),
        ("She has looked everywhere, and he lives in Leeds.", "PRON AUX VERB ADV PUNCT CCONJ PRON VERB ADP PROPN PUNCT"),
        ("I saw the saw.", "PRON VERB DET NOUN PUNCT"),
    ]

    @Test("a cache kept across texts, or emptied when it holds more than 3 words, scores as a fresh one",
          arguments: [1 << 15, 3])
    func sharedCache(capacity: Int) throws {
        let cache = TaggerWordCache(capacity: capacity)
        for (sentence, tags) in TaggerWordCacheTests.texts {
            let cached = try TaggerWordCacheTests.scored(sentence, cache: cache)
            let fresh = try TaggerWordCacheTests.scored(sentence, cache: nil)
            #expect(cached.map(\.tag).joined(separator: " ") == tags)
            #expect(cached.map(\.text) == fresh.map(\.text))
            #expect(cached.map(\.scores) == fresh.map(\.scores), "\(sentence)")
        }
    }
}
