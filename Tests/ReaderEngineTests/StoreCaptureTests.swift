import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Store: captures")
struct StoreCaptureTests {
    let sentence = "She made a quick decision before noon."

    @Test func captureStoresTheTermAsLearningWithItsContext() throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.known, of: term("decision"), at: storeTestDate)
        let capture = Capture(term: term("decision"), surface: "decision", sentence: sentence, source: "/texts/a.txt",
                              range: 120..<128, sentenceStart: 100, capturedAt: storeTestDate, note: "exam word")
        // When
        let change = try store.capture(capture)
        // Then
        #expect(change == .changed(from: .known))
        #expect(try store.status(of: term("decision")) == .learning)
        #expect(try store.captures(of: term("decision")) == [capture])
    }

    @Test func capturesOfATermAreKeptInOrder() throws {
        let store = try VocabularyStore.inMemory()
        let first = Capture(term: term("run"), surface: "ran", sentence: "He ran.", capturedAt: storeTestDate)
        let second = Capture(term: term("run"), surface: "runs", sentence: "It runs.", capturedAt: storeTestDate + 60)
        try store.capture(second)
        try store.capture(first)
        #expect(try store.captures(of: term("run")).map(\.surface) == ["ran", "runs"])
    }

    @Test(arguments: [
        // stored offsets agree with the text
        (120..<128, 100, "decision"),
        // offsets disagree (text edited since): fall back to searching
        (0..<8, 100, "decision"),
    ] as [(Range<Int>, Int, String)])
    func termIsFoundInsideItsSentence(range: Range<Int>, sentenceStart: Int, expected: String) {
        let capture = Capture(term: term("decision"), surface: "decision", sentence: sentence, range: range,
                              sentenceStart: sentenceStart, capturedAt: storeTestDate)
        #expect(capture.rangeInSentence.map { String(sentence[$0]) } == expected)
    }

    @Test func termWithoutOffsetsIsFoundCaseInsensitively() {
        let capture = Capture(term: term("she"), surface: "she", sentence: sentence, capturedAt: storeTestDate)
        #expect(capture.rangeInSentence == sentence.startIndex..<sentence.index(sentence.startIndex, offsetBy: 3))
    }

    @Test func listingShowsTheLatestCapture() throws {
        let store = try VocabularyStore.inMemory()
        try store.capture(Capture(term: term("run"), surface: "ran", sentence: "He ran.", capturedAt: storeTestDate))
        try store.capture(Capture(term: term("run"), surface: "runs", sentence: "It runs.", capturedAt: storeTestDate + 5))
        var entries: [VocabularyEntry] = []
        try store.forEachEntry(includingLatestCapture: true) { entries.append($0) }
        #expect(entries.count == 1)
        #expect(entries.first?.term == "ran")
        #expect(entries.first?.lemma == "run")
        #expect(entries.first?.captureCount == 2)
        #expect(entries.first?.latestCapture?.sentence == "It runs.")
    }
}
