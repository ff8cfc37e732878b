import Documents
import Testing

@Suite("Documents: SRT and WebVTT")
struct SubtitleExtractionTests {
    static let lines = [
        "It is a truth universally acknowledged,", "that a single man in possession of a good fortune", "must be in want of a wife.",
    ]

    @Test func srtCuesKeepTheirTimesAndLoseTheirTags() throws {
        let document = try DocumentExtractor.extract(try DocumentFixtures.bytes("lesson.srt"), format: .srt)
        #expect(document.text == Self.lines.joined(separator: "\n\n"))
        #expect(document.cues == [
            .init(start: 1000, end: 3500, range: 0..<39), .init(start: 3600, end: 6200, range: 41..<90),
            .init(start: 6300, end: 8000, range: 92..<118),
        ])
        #expect(document.paragraphs == document.cues.map(\.range))
    }

    @Test func webVTTSkipsNotesAndSettingsAndDecodesEntities() throws {
        let document = try DocumentExtractor.extract(try DocumentFixtures.bytes("lesson.vtt"), format: .vtt)
        #expect(document.text == "It is a truth universally acknowledged,\n\nthat a single man in possession & a good fortune\n\nmust be in want of a wife.")
        #expect(document.cues.map(\.start) == [1000, 3600, 6300])
        #expect(document.cues.map(\.end) == [3500, 6200, 8000])
    }

    @Test func crlfLineEndsAndAByteOrderMarkAreRead() throws {
        let srt = "\u{FEFF}1\r\n00:00:01,000 --> 00:00:02,000\r\nHello <b>there</b>.\r\n\r\n2\r\n00:00:02,500 --> 00:00:03,000\r\nBye.\r\n"
        let document = try DocumentExtractor.extract(Array(srt.utf8), format: .srt)
        #expect(document.text == "Hello there.\n\nBye.")
        #expect(document.cues.map(\.range) == [0..<12, 14..<18])
    }

    @Test(arguments: [("00:01:02,500", 62500), ("01:00:00.001", 3_600_001), ("01:02.500", 62500), ("00:00:00,000", 0)])
    func cueTimes(text: String, milliseconds: Int) throws {
        let document = try DocumentExtractor.extract(Array("1\n\(text) --> \(text)\nx\n".utf8), format: .srt)
        #expect(document.cues.first?.start == milliseconds)
    }

    @Test(arguments: [
        ("1\n00:00:01 --> 00:00:02\nHi\n", InputFormat.srt, "bad cue timing '00:00:01 --> 00:00:02'"),
        ("1\n00:61:01,000 --> 00:00:02,000\nHi\n", .srt, "bad cue timing '00:61:01,000 --> 00:00:02,000'"),
        ("Hello there\nno cues here\n", .srt, "no cue timing ('00:00:01,000 --> 00:00:02,000') in the first block"),
        ("00:01.000 --> 00:02.000\nHi\n", .vtt, "the file does not start with WEBVTT"),
    ])
    func malformedSubtitlesAreRefused(text: String, format: InputFormat, reason: String) {
        #expect(throws: DocumentError.malformed(format, reason)) { try DocumentExtractor.extract(Array(text.utf8), format: format) }
    }
}
