import Testing
@testable import Tokenizer

/// The tagger's word cache (`TaggerWordCache`) is only a speed-up (issue 26's speed measure): a cache
/// kept across texts, or emptied when full, must give every token the scores a fresh one gives.
@Suite("Tagger word cache (issue 26)")
struct TaggerWordCacheTests {
    /// Each non-space token's text, tag and scores as `tagger` gives them with `cache`.
    static func scored(_ sentence: String, cache: TaggerWordCache?) throws -> [(text: String, tag: String, scores: [Float])] {
        let (text, observed) = try Fixture.taggedWithScores(sentence, cache: cache)
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

    /// A long text's lookups read the model's keys only where the fingerprints match: the slot found
    /// must be the plain probe's, for features the model has and for ones it lacks.
    @Test("probing through key fingerprints finds the slots the plain probe finds")
    func fingerprintProbe() throws {
        let model = try #require(Fixture.lemmatizer.tagger?.model)
        let fingerprints = model.keyFingerprints()
        var scratch: [UInt8] = []
        let words = ["The", "leaves", "are", "falling", ".", "Wales", "qzxv"].map { word in
            Array(word.utf8).withUnsafeBufferPointer { TaggerFeatures.Word($0, lexicon: Fixture.lexicon, scratch: &scratch) }
        }
        var keys: [UInt64] = []
        for index in words.indices {
            TaggerFeatures.forEachFeature(at: index, of: words, tags: [5, 7, 3, 15, 12, 11]) { keys.append($0) }
        }
        keys += (1...10_000).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
        var found = 0
        fingerprints.withUnsafeBufferPointer { fingerprints in
            for key in keys {
                let plain = model.slot(of: key)
                #expect(model.slot(of: key, fingerprints: fingerprints) == plain)
                if plain >= 0 { found += 1 }
            }
        }
        #expect(found >= 20)
        #expect(fingerprints.count > 0 && fingerprints.filter { $0 != 0 }.count == model.featureCount)
    }
}
