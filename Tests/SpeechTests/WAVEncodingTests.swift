import Speech
import Testing

@Suite("Speech: WAV files")
struct WAVEncodingTests {
    @Test func headerAndSamplesAreLittleEndianPCMMono() {
        let audio = SpeechAudio(samples: [0, 1, -1, 256], sampleRate: 22050)
        let bytes = audio.wavBytes
        #expect(bytes.count == 44 + 8)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
        #expect(Array(bytes[4..<8]) == [44, 0, 0, 0])  // 36 + 8 data bytes
        #expect(Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
        #expect(Array(bytes[16..<36]) == [16, 0, 0, 0, 1, 0, 1, 0, 0x22, 0x56, 0, 0, 0x44, 0xAC, 0, 0, 2, 0, 16, 0])
        #expect(Array(bytes[36..<44]) == Array("data".utf8) + [8, 0, 0, 0])
        #expect(Array(bytes[44...]) == [0, 0, 1, 0, 0xFF, 0xFF, 0, 1])
    }

    @Test func durationIsSamplesOverRate() {
        #expect(SpeechAudio(samples: Array(repeating: 0, count: 11025), sampleRate: 22050).seconds == 0.5)
    }
}
