import Tokenizer

/// The model file: little-endian, read in one pass without parsing text.
///
///     magic "RDPHRASE", version u32, min count u32, total words u64,
///     string count u32, phrase count u32, string bytes u32,
///     string end offsets (u32 x strings), string bytes (padded to 4),
///     phrases (u32 x 8 each: 4 word indexes (unused = u32.max),
///              joint, left, right, split << 8 | length)
extension PhraseModel {
    static let magic = Array("RDPHRASE".utf8)
    static let version: UInt32 = 1
    static let headerSize = 36

    /// Serialises phrases found in `counts`, keeping only the lemma strings they use.
    public static func encode(_ phrases: [ScoredPhrase], totalWords: Int, minCount: Int, lexicon: LemmaLexicon) -> [UInt8] {
        var stringIndex: [UInt32: UInt32] = [:]
        var strings: [String] = []
        var records: [[UInt32]] = []
        for phrase in phrases {
            var record: [UInt32] = []
            for id in phrase.gram.ids {
                if let known = stringIndex[id] {
                    record.append(known)
                } else {
                    stringIndex[id] = UInt32(strings.count)
                    record.append(UInt32(strings.count))
                    strings.append(lexicon.string(for: LemmaID(rawValue: id)) ?? "")
                }
            }
            record += Array(repeating: NGram.empty, count: NGram.maxLength - record.count)
            record += [fileCount(phrase.counts.joint), fileCount(phrase.counts.left), fileCount(phrase.counts.right),
                       UInt32(phrase.split) << 8 | UInt32(phrase.gram.count)]
            records.append(record)
        }
        var out = magic
        func put32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { out += $0 } }
        let stringBytes = strings.flatMap { Array($0.utf8) }
        put32(version)
        put32(UInt32(clamping: minCount))
        withUnsafeBytes(of: UInt64(totalWords).littleEndian) { out += $0 }
        put32(UInt32(strings.count))
        put32(UInt32(records.count))
        put32(UInt32(stringBytes.count))
        var end: UInt32 = 0
        for string in strings {
            end += UInt32(string.utf8.count)
            put32(end)
        }
        out += stringBytes
        while out.count % 4 != 0 { out.append(0) }
        for record in records { record.forEach(put32) }
        return out
    }

    /// A count as the file's u32 (counts past 2^32 - 1, from corpora of tens of billions of words, saturate).
    private static func fileCount(_ count: Double) -> UInt32 {
        UInt32(min(max(count, 0), Double(UInt32.max)))
    }

    /// Reads a model file's bytes, mapping its lemmas onto `lexicon`.
    public init(bytes: [UInt8], lexicon: LemmaLexicon) throws {
        guard bytes.count >= PhraseModel.headerSize, Array(bytes[0..<8]) == PhraseModel.magic else { throw PhraseModelError.notAModel }
        let (strings, phrases, header) = try bytes.withUnsafeBytes { raw throws in
            func u32(_ offset: Int) -> UInt32 { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
            guard u32(8) == PhraseModel.version else { throw PhraseModelError.unsupportedVersion(Int(u32(8))) }
            let minCount = Int(u32(12))
            // A corpus of more than 2^53 words cannot exist; the bound also keeps counts exact as Doubles.
            let rawTotal = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            let stringCount = Int(u32(24)), phraseCount = Int(u32(28)), stringBytes = Int(u32(32))
            let offsets = PhraseModel.headerSize
            let text = offsets + 4 * stringCount
            let records = text + (stringBytes + 3) / 4 * 4
            guard records + 32 * phraseCount == raw.count else { throw PhraseModelError.truncated }
            guard rawTotal <= 1 << 53 else { throw PhraseModelError.badCounts(record: nil) }
            let totalWords = Int(rawTotal)
            var strings: [String] = []
            strings.reserveCapacity(stringCount)
            var start = 0
            for position in 0..<stringCount {
                let end = Int(u32(offsets + 4 * position))
                guard end >= start, end <= stringBytes else { throw PhraseModelError.truncated }
                strings.append(String(decoding: UnsafeRawBufferPointer(rebasing: raw[(text + start)..<(text + end)]), as: UTF8.self))
                start = end
            }
            var phrases: [ModelPhrase] = []
            phrases.reserveCapacity(phraseCount)
            for position in 0..<phraseCount {
                let base = records + 32 * position
                let shape = u32(base + 28)
                let length = Int(shape & 0xFF), split = Int(shape >> 8)
                guard (2...NGram.maxLength).contains(length), (1..<length).contains(split) else { throw PhraseModelError.truncated }
                let words = (0..<length).map { u32(base + 4 * $0) }
                guard words.allSatisfy({ Int($0) < stringCount }) else { throw PhraseModelError.truncated }
                let joint = Int(u32(base + 16)), left = Int(u32(base + 20)), right = Int(u32(base + 24))
                // Counts of a real 2x2 table (every cell >= 0), so every measure is finite:
                // a pair is no more frequent than either side, and the sides fit in the corpus.
                guard joint >= 1, joint <= left, joint <= right, left + right - joint <= totalWords else {
                    throw PhraseModelError.badCounts(record: position)
                }
                let counts = PairCounts(joint: joint, left: left, right: right, total: totalWords)
                phrases.append(ModelPhrase(words: words, counts: counts, split: split))
            }
            return (strings, phrases, (totalWords, minCount))
        }
        self.init(totalWords: header.0, minCount: header.1, strings: strings, phrases: phrases, lexicon: lexicon)
    }
}

/// A model file that cannot be read.
public enum PhraseModelError: Error, Equatable, CustomStringConvertible {
    case notAModel
    case unsupportedVersion(Int)
    case truncated
    /// Counts no corpus can produce (a pair seen more often than its words); nil for the header's word total.
    case badCounts(record: Int?)

    public var description: String {
        switch self {
        case .badCounts(let record?): "phrase model record \(record) has impossible counts (a pair seen more often than its words)"
        case .badCounts(nil): "phrase model has an impossible word total"

        case .notAModel: "not a phrase model (bad magic number)"
        case .unsupportedVersion(let version): "phrase model version \(version) is not supported (expected \(PhraseModel.version))"
        case .truncated: "phrase model is truncated or corrupt"
        }
    }
}
