import Speech
import Testing

@Suite("Speech: eSpeak NG synthesis")
struct SynthesisTests {
    private func loudest(_ audio: SpeechAudio) -> Int { audio.samples.map { abs(Int($0)) }.max() ?? 0 }

    @Test(arguments: ["hello", "encode", "reading"])
    func aWordIsAudibleAndAsLongAsAWord(word: String) throws {
        let audio = try SpeechSynthesizer.shared.synthesize(word)
        #expect(audio.sampleRate == 22050)
        #expect(audio.seconds > 0.25 && audio.seconds < 1.5)
        #expect(loudest(audio) > 3000)
    }

    @Test func aSentenceTakesLongerThanOneOfItsWords() throws {
        let word = try SpeechSynthesizer.shared.synthesize("bank")
        let sentence = try SpeechSynthesizer.shared.synthesize("The bank raised interest rates again this year.")
        #expect(sentence.seconds > 3 * word.seconds)
    }

    @Test func aFasterRateSpeaksInLessTime() throws {
        let slow = try SpeechSynthesizer.shared.synthesize("The bank raised interest rates.", rate: 120)
        let fast = try SpeechSynthesizer.shared.synthesize("The bank raised interest rates.", rate: 300)
        #expect(fast.seconds < 0.7 * slow.seconds)
    }

    @Test(arguments: ["en-us", "en-gb", "en"])
    func englishVoicesSpeak(voice: String) throws {
        #expect(loudest(try SpeechSynthesizer.shared.synthesize("water", voice: voice)) > 3000)
    }

    @Test func anUnknownVoiceNamesTheEnglishOnes() throws {
        let error = #expect(throws: SpeechError.self) { try SpeechSynthesizer.shared.synthesize("water", voice: "xx-nowhere") }
        guard case .unknownVoice(let name, let available) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(name == "xx-nowhere")
        #expect(available.contains("en-us") && available.contains("en-gb"))
        #expect(available == available.sorted())
    }

    @Test func emptyTextAndRatesOutOfRangeAreRefused() {
        #expect(throws: SpeechError.emptyText) { try SpeechSynthesizer.shared.synthesize(" \n") }
        #expect(throws: SpeechError.rateOutOfRange(40)) { try SpeechSynthesizer.shared.synthesize("word", rate: 40) }
        #expect(throws: SpeechError.rateOutOfRange(451)) { try SpeechSynthesizer.shared.synthesize("word", rate: 451) }
    }
}
