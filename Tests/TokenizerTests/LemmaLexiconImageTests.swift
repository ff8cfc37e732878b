import Testing
@testable import Tokenizer

@Suite("Lemma lexicon image")
struct LemmaLexiconImageTests {
    static let lexicon = try! LemmaLexicon(formsTSV: Array("cat\t0\t\t\t\ncats\t0\t\t\t\nran\t\t3\t\t\nrun\t3\t3\t\t\nunderstood\t\t5\t\t\nunderstand\t\t5\t\t\n".utf8))

    /// Where each array of the image starts (its count word), in writing order.
    static let elementSizes = [1, 4, 2, 4, 4, 4, 4, 4, 4, 4, 2, 1]
    static func arrayOffsets(_ image: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        var position = 0
        for size in elementSizes {
            offsets.append(position)
            let count = image[position..<(position + 4)].reversed().reduce(0) { $0 << 8 | Int($1) }
            position += 4 + count * size
        }
        return offsets
    }

    static func adopt(_ image: [UInt8]) throws(LemmaDataError) -> LemmaLexicon {
        let result = image.withUnsafeBytes { bytes in Result { () throws(LemmaDataError) in try LemmaLexicon(image: bytes) } }
        return try result.get()
    }

    @Test("an adopted image answers as the parsed lexicon")
    func roundTrip() throws {
        let adopted = try Self.adopt(Self.lexicon.image)
        #expect(adopted.image == Self.lexicon.image)
        #expect(adopted.count == Self.lexicon.count)
        for index in 0..<Self.lexicon.count {
            let form = try #require(Self.lexicon.string(for: LemmaID(rawValue: UInt32(index))))
            #expect(adopted.id(of: form) == LemmaID(rawValue: UInt32(index)))
            #expect(adopted.candidates(of: index) == Self.lexicon.candidates(of: index))
            #expect(adopted.contextFree[index] == Self.lexicon.contextFree[index])
            #expect(adopted.roles[index] == Self.lexicon.roles[index])
        }
        #expect(adopted.id(of: "understood") != nil)
        #expect(adopted.id(of: "dog") == nil)
        #expect(adopted.adjectivalParticiplesWithVerbs.map(\.participle) == Self.lexicon.adjectivalParticiplesWithVerbs.map(\.participle))
    }

    enum Corruption: String, CaseIterable {
        case empty, halfGone, lastByteGone, extraByte, hugeArenaCount, slotPastEnd, allSlotsFull, nounPastEnd, lengthPastArena

        func apply(_ image: [UInt8]) -> [UInt8] {
            var bytes = image
            let offsets = LemmaLexiconImageTests.arrayOffsets(image)
            func setWord(_ at: Int, _ value: UInt32) {
                for k in 0..<4 { bytes[at + k] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(k))) }
            }
            let count = UInt32(LemmaLexiconImageTests.lexicon.count)
            switch self {
            case .empty: return []
            case .halfGone: return Array(image.prefix(image.count / 2))
            case .lastByteGone: return Array(image.dropLast())
            case .extraByte: return image + [0]
            case .hugeArenaCount: setWord(offsets[0], .max)
            case .slotPastEnd:
                let slots = offsets[3] + 4
                let firstUsed = stride(from: slots, to: offsets[4], by: 4).first { bytes[$0] != 0 }!
                setWord(firstUsed, count + 1)
            case .allSlotsFull: for at in stride(from: offsets[3] + 4, to: offsets[4], by: 4) { setWord(at, 1) }
            case .nounPastEnd: setWord(offsets[4] + 4, count)
            case .lengthPastArena: bytes[offsets[2] + 4] = 0xFF; bytes[offsets[2] + 5] = 0xFF
            }
            return bytes
        }
    }

    @Test("a truncated or corrupt image is refused, not trapped on", arguments: Corruption.allCases)
    func refusesCorruptImages(corruption: Corruption) {
        #expect(throws: LemmaDataError.corruptImage) { try Self.adopt(corruption.apply(Self.lexicon.image)) }
    }
}
