import SeededRandom
import Testing
@testable import Tokenizer

@Suite("Lemma lexicon image")
struct LemmaLexiconImageTests {
    static let lexicon = try! LemmaLexicon(formsTSV: Array("cat\t0\t\t\t\ncats\t0\t\t\t\nran\t\t3\t\t\nrun\t3\t3\t\t\nunderstood\t\t5\t\t\nunderstand\t\t5\t\t\n".utf8),
                                           closedClasses: Fixture.closedClasses)
    static let forms = (0..<lexicon.count).map { lexicon.string(for: LemmaID(rawValue: UInt32($0)))! }

    /// Where each array of the image starts, in writing order (see `LexiconImage`):
    /// slots, starts, lengths, six lemma columns (noun first), roles, participles, arena, closed classes.
    static func arrayOffsets(_ image: [UInt8]) -> [Int] {
        func word(_ at: Int) -> Int { image[at..<(at + 4)].reversed().reduce(0) { $0 << 8 | Int($1) } }
        let (keys, slots, arena, closedClasses) = (word(0), word(4), word(8), word(12))
        var offsets: [Int] = []
        var position = 16
        for size in [16 * slots, 4 * keys, 2 * keys] + Array(repeating: 4 * keys, count: 6) + [2 * keys, keys, arena, closedClasses] {
            offsets.append(position)
            position += (size + 7) & ~7
        }
        return offsets
    }

    @Test("an adopted image answers as the parsed lexicon")
    func roundTrip() throws {
        let adopted = try LemmaLexicon(image: Self.lexicon.image)
        #expect(adopted.image == Self.lexicon.image)
        #expect(adopted.count == Self.lexicon.count)
        for (index, form) in Self.forms.enumerated() {
            #expect(adopted.id(of: form) == LemmaID(rawValue: UInt32(index)))
            #expect(adopted.candidates(of: index) == Self.lexicon.candidates(of: index))
            #expect(adopted.contextFree[index] == Self.lexicon.contextFree[index])
            #expect(adopted.roles[index] == Self.lexicon.roles[index])
        }
        #expect(adopted.closedClasses == Fixture.closedClasses)
        #expect(adopted.id(of: "understood") != nil)
        #expect(adopted.id(of: "dog") == nil)
        #expect(adopted.adjectivalParticiplesWithVerbs.map(\.participle) == Self.lexicon.adjectivalParticiplesWithVerbs.map(\.participle))
        #expect(Self.arrayOffsets(Self.lexicon.image).allSatisfy { $0 % 8 == 0 })
    }

    static func setWord(_ bytes: inout [UInt8], _ at: Int, _ value: UInt32) {
        for k in 0..<4 { bytes[at + k] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(k))) }
    }

    /// Damage that changes the image's shape: refused when opened.
    enum Truncation: String, CaseIterable {
        case empty, headerOnly, halfGone, lastByteGone, extraByte, hugeKeyCount, halfTheSlots, slotCountNotPowerOfTwo

        func apply(_ image: [UInt8]) -> [UInt8] {
            var bytes = image
            let slots = LemmaLexiconImageTests.arrayOffsets(image)[1] / 16 - 1
            switch self {
            case .empty: return []
            case .headerOnly: return Array(image.prefix(16))
            case .halfGone: return Array(image.prefix(image.count / 2))
            case .lastByteGone: return Array(image.dropLast())
            case .extraByte: return image + [0]
            case .hugeKeyCount: LemmaLexiconImageTests.setWord(&bytes, 0, .max)
            case .halfTheSlots:
                // The same total size: the arrays no longer fill the image.
                LemmaLexiconImageTests.setWord(&bytes, 4, UInt32(slots / 2))
            case .slotCountNotPowerOfTwo:
                LemmaLexiconImageTests.setWord(&bytes, 4, UInt32(slots - 2))
                bytes.removeLast(32)
            }
            return bytes
        }
    }

    @Test("a truncated or misshapen image is refused", arguments: Truncation.allCases)
    func refusesMisshapenImages(truncation: Truncation) {
        #expect(throws: LemmaDataError.corruptImage) { try LemmaLexicon(image: truncation.apply(Self.lexicon.image)) }
    }

    @Test("an image that is not 8-byte aligned is refused")
    func refusesMisalignedImages() {
        let buffer = ImageBuffer(copying: [0] + Self.lexicon.image)
        #expect(throws: LemmaDataError.corruptImage) {
            try LemmaLexicon(image: UnsafeRawBufferPointer(rebasing: buffer.bytes[1...]), keepingAlive: buffer)
        }
    }

    /// Damage to the values inside: read where they are read, as absent.
    enum Corruption: String, CaseIterable {
        case slotPastEnd, allSlotsFull, nounPastEnd, lengthPastArena, startPastArena

        func apply(_ image: [UInt8]) -> [UInt8] {
            var bytes = image
            let offsets = LemmaLexiconImageTests.arrayOffsets(image)
            let count = UInt32(LemmaLexiconImageTests.lexicon.count)
            let understood = 4
            switch self {
            case .slotPastEnd:
                for at in stride(from: offsets[0] + 8, to: offsets[1], by: 16) where bytes[at..<(at + 4)] != [0, 0, 0, 0] { LemmaLexiconImageTests.setWord(&bytes, at, count + 1) }
            case .allSlotsFull: for at in stride(from: offsets[0] + 8, to: offsets[1], by: 16) { LemmaLexiconImageTests.setWord(&bytes, at, 1) }
            case .nounPastEnd: for entry in 0..<Int(count) { LemmaLexiconImageTests.setWord(&bytes, offsets[3] + 4 * entry, count) }
            case .lengthPastArena: bytes[offsets[2] + 2 * understood] = 0xFF; bytes[offsets[2] + 2 * understood + 1] = 0xFF
            case .startPastArena: LemmaLexiconImageTests.setWord(&bytes, offsets[1] + 4 * understood, .max - 3)
            }
            return bytes
        }
    }

    @Test("values out of range read as absent, never trapped on", arguments: Corruption.allCases)
    func corruptValuesReadAsAbsent(corruption: Corruption) throws {
        let adopted = try LemmaLexicon(image: corruption.apply(Self.lexicon.image))
        switch corruption {
        case .slotPastEnd: #expect(Self.forms.allSatisfy { adopted.id(of: $0) == nil })
        case .allSlotsFull:
            // No empty slot left: a miss still ends, after one visit of every slot.
            #expect(adopted.id(of: "dog") == nil)
            #expect(Self.forms.allSatisfy { [nil, LemmaID(rawValue: 0)].contains(adopted.id(of: $0)) })
        case .nounPastEnd: #expect((0..<adopted.count).allSatisfy { adopted.candidates(of: $0).noun == LemmaLexicon.noEntry })
        case .lengthPastArena, .startPastArena:
            #expect(adopted.id(of: "understood") == nil)
            #expect(adopted.string(for: LemmaID(rawValue: 4)) == "")
            #expect(adopted.id(of: "cats") == LemmaID(rawValue: 1))
        }
        Self.lemmatizeEveryForm(with: adopted)
    }

    /// Lemmatizes every form of the lexicon, and a few others, in running text.
    static func lemmatizeEveryForm(with lexicon: LemmaLexicon) {
        var text = try! Tokenizer().tokenize((forms + ["dog", "Ran", "cats'", "understanding", "her", "it's"]).joined(separator: " "))
        Lemmatizer(lexicon: lexicon).lemmatize(&text)
        for token in text.tokens { _ = Lemmatizer(lexicon: lexicon).lemmaString(of: token, in: text) }
    }

    @Test("any damage to an image's bytes is refused or read without trapping (fuzz, 2,000 seeds)")
    func randomDamageNeverTraps() {
        let image = Self.lexicon.image
        var generator = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        var adopted = 0
        for _ in 0..<2000 {
            var bytes = image
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            guard let lexicon = try? LemmaLexicon(image: bytes) else { continue }
            adopted += 1
            Self.lemmatizeEveryForm(with: lexicon)
        }
        // Most damage lands in the values, which are read, not refused.
        #expect(adopted > 1000)
    }
}
