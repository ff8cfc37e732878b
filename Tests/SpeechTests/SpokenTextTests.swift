import Speech
import Testing

/// Issue 46, item 16: what eSpeak is given is capped, cut at a space, never inside a word.
@Suite("Speech: the spoken text is capped")
struct SpokenTextTests {
    @Test(arguments: [
        ("one two three", 20, "one two three", false),
        ("one two three", 13, "one two three", false),
        ("one two three", 10, "one two", true),
        ("one two three", 8, "one two", true),
        ("one two three", 7, "one two", true),
        ("abcdefghij", 4, "abcd", true),
        (" abcdefghij", 4, " abc", true),
        ("naïve café résumé", 12, "naïve café", true),
    ])
    func theTextIsCutAtTheLastSpaceBeforeTheLimit(text: String, limit: Int, spoken: String, cut: Bool) {
        let capped = SpokenText(text, limit: limit)
        #expect(capped.text == spoken)
        #expect(capped.wasCut == cut)
        #expect(capped.requestedCount == text.count)
    }

    @Test func theLimitIsFourThousandCharacters() {
        let capped = SpokenText(String(repeating: "alpha ", count: 1_000))
        #expect(SpokenText.limit == 4_000)
        #expect(capped.text.count == 3_995)
        #expect(capped.requestedCount == 6_000)
    }

    /// Every caller is capped, also those that do not tell the learner (`open`, `review`, Anki sounds):
    /// 12,000 characters, twelve minutes uncut, come out as the first 3,995 (666 words, under four minutes).
    @Test func synthesisSpeaksAtMostTheLimit() throws {
        let seconds = try SpeechSynthesizer.shared.synthesize(String(repeating: "alpha ", count: 2_000)).seconds
        #expect(seconds > 60 && seconds < 240, "\(seconds) s")
    }
}
