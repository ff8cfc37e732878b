import Foundation
import Testing
import ZIPFoundation
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Sounds in Anki exports (issue 32): their file names, the `[sound:...]` in
/// Back Extra, and the package's numbered media entries.
@Suite("Anki: media files of an export with audio")
struct AnkiMediaTests {
    @Test(arguments: [
        ("encode", "en-us", "wav", "reader-encode-en-us-e9872da7.wav"),
        ("encode", "en-gb", "wav", "reader-encode-en-gb-f4d8e2e6.wav"),
        ("look up", "en-gb", "mp3", "reader-look-up-en-gb-c336eea2.mp3"),
        ("naïve", "en-us", "wav", "reader-na-ve-en-us-9260ad5c.wav"),
        ("日本", "en-us", "wav", "reader-en-us-26e69d94.wav"),
    ])
    func aSoundIsNamedAfterItsWordAndVoiceInASCIIWithTheirDigest(word: String, voice: String, fileExtension: String, name: String) {
        #expect(AnkiMedia.soundFileName(word: word, voice: voice, fileExtension: fileExtension) == name)
    }

    @Test func aLongWordsNameKeepsFortyCharactersOfIt() {
        let name = AnkiMedia.soundFileName(word: String(repeating: "ab ", count: 30), voice: "en-us", fileExtension: "wav")
        #expect(name.hasPrefix("reader-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-a-en-us-"))
        #expect(name.count == "reader-".count + 40 + "-en-us-".count + 8 + ".wav".count)
    }

    @Test func thePackageHoldsEachSoundOnceAsANumberedEntryNamedByTheMediaMap() throws {
        var writer = AnkiPackageWriter()
        let first = Capture(term: term("encode"), surface: "encoded", sentence: "She encoded it.", range: 4..<11, sentenceStart: 0,
                            capturedAt: storeTestDate)
        let second = Capture(term: term("encode"), surface: "encodes", sentence: "It encodes.", range: 3..<10, sentenceStart: 0,
                             capturedAt: storeTestDate + 1)
        for capture in [first, second] {
            writer.add(try AnkiExportTests.note(capture, sound: "reader-encode-en-us-e9872da7.wav"))
        }
        writer.addMedia(Data("RIFF-encode".utf8), named: "reader-encode-en-us-e9872da7.wav")
        writer.addMedia(Data("RIFF-again".utf8), named: "reader-encode-en-us-e9872da7.wav")
        writer.addMedia(Data("RIFF-other".utf8), named: "reader-other-en-us-00000000.wav")
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("reader.apkg")
        try writer.package(at: storeTestDate + 60).write(to: url)
        // Then
        let collection = try AnkiPackage.read(url)
        #expect(collection.notes.map { $0.fields[1] } == Array(repeating: "<b>encode</b> [sound:reader-encode-en-us-e9872da7.wav] · verb · Advanced · C2", count: 2))
        let archive = try Archive(url: url, accessMode: .read)
        #expect(archive.map(\.path) == ["collection.anki2", "0", "1", "media"])
        func entry(_ name: String) throws -> String {
            var data = Data()
            _ = try archive.extract(try #require(archive[name])) { data.append($0) }
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try entry("media") == #"{"0":"reader-encode-en-us-e9872da7.wav","1":"reader-other-en-us-00000000.wav"}"#)
        #expect(try entry("0") == "RIFF-encode")
        #expect(try entry("1") == "RIFF-other")
    }
}
