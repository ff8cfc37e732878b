/// The one owner of the compiled data file's layout (`Corpora/compiled/language.rdat`):
/// the compiler writes it with `encode`, the engine reads it through `SectionTable`.
///
/// All integers are little-endian UInt32:
///
///     0   magic "RDRDAT01" (8 bytes)
///     8   version
///     12  section count N
///     16  N entries of 5 words: kind, key count K, index offset, data offset, data length
///     ... per section, starting 8-byte aligned: K+1 offsets into its data, zero padding
///         to the next multiple of 8, then the data: sorted UTF-8 lines
///         `key TAB fields...`, the lines of one key together (a "group"); offset i is
///         where group i starts, offset K is the data length.
///
/// The engine's start-up tables (`lemmaLexicon`, `frequencyByEntry`, `cefrByEntry`, `posTagger`, `familyHeads`) are
/// "blob" sections instead: one group, whose bytes are an array built at compile time
/// (the lexicon's own image, see `LexiconImage`, and the tagger's, see `TaggerModel`, read in
/// place, hence the alignment;
/// words from `encodeWords`; bytes).
///
/// The `senseModel` section is keyed like the tables, by `lemma|feature` and `*|feature`, with a
/// `#` row giving its own format version (`SenseModel.version`), prior weight and margin; see `SenseModel`.
///
/// Offsets in the table are from the start of the file. Nothing in the file is trusted:
/// the header is validated when the file is opened and every group is bounds-checked when read.
enum DataFileLayout {
    static let magic: [UInt8] = Array("RDRDAT01".utf8)
    static let version: UInt32 = 4
    static let headerSize = 16
    static let entrySize = 20
    static let maximumSections = 64

    /// What each section holds (its TSV source).
    enum Kind: UInt32, CaseIterable, Sendable {
        /// `dictionary/senses.tsv`: lemma -> pos, sense number, tag count, synset id, sense key.
        case senses = 1
        /// `dictionary/synsets.tsv`: synset id -> pos, words, gloss, examples.
        case synsets
        /// `dictionary/pronunciations.tsv`: word -> ARPAbet phones.
        case pronunciations
        /// `dictionary/derivations.tsv`: lemma -> pos, related lemma, related pos.
        case derivations
        /// `dictionary/roots.tsv`: root -> meaning, source word, members.
        case roots
        /// Built from `roots.tsv`: member lemma -> root.
        case rootsOfWord
        /// `frequency/lemmas.tsv`: lemma -> rank, zipf.
        case frequency
        /// `cefr/words.tsv`: word -> level, score.
        case cefr
        /// Blob: the built lemma lexicon of `lemma/forms.tsv` (`LemmaLexicon.image`).
        case lemmaLexicon
        /// Blob: UInt32 frequency rank per lexicon entry, 0 for none.
        case frequencyByEntry
        /// Blob: one byte per lexicon entry, the `CEFRLevel` raw value or 0.
        case cefrByEntry
        /// Blob: the part-of-speech tagger's weights (`tagger/upos.model`, a `TaggerModel` image, read in place).
        case posTagger
        /// `senses/model.tsv`: `lemma|feature` -> sense weights (`n3:-125 v1:40`, hundredths);
        /// `*|feature` -> lexicographer-file weights (`14:80`); `#` -> version, prior weight; `#stop` -> lemmas.
        case senseModel
        /// Blob: UInt32 per lexicon entry from `family/heads.tsv`, 0 for none, else the head's entry + 1
        /// with the top bit set for a derivation (`WordFamilies`).
        case familyHeads
    }

    /// One section's place in the file.
    struct Entry: Equatable, Sendable {
        var kind: UInt32
        var keyCount: Int
        var indexOffset: Int
        var dataOffset: Int
        var dataLength: Int
    }

    /// The file bytes for sections given as (kind, groups of lines sorted by key).
    static func encode(_ sections: [(kind: Kind, groups: [[UInt8]])]) -> [UInt8] {
        var out = magic
        append(version, to: &out)
        append(UInt32(sections.count), to: &out)
        var position = headerSize + entrySize * sections.count
        var bodies: [[UInt8]] = []
        for section in sections {
            position = aligned(position)
            var index: [UInt8] = []
            var offset = 0
            for group in section.groups {
                append(UInt32(offset), to: &index)
                offset += group.count
            }
            append(UInt32(offset), to: &index)
            index += [UInt8](repeating: 0, count: aligned(index.count) - index.count)
            for word in [section.kind.rawValue, UInt32(section.groups.count), UInt32(position),
                         UInt32(position + index.count), UInt32(offset)] {
                append(word, to: &out)
            }
            bodies.append(index + section.groups.flatMap { $0 })
            position += bodies.last!.count
        }
        for body in bodies {
            out += [UInt8](repeating: 0, count: aligned(out.count) - out.count)
            out += body
        }
        return out
    }

    /// `offset` rounded up to a multiple of 8.
    private static func aligned(_ offset: Int) -> Int { (offset + 7) & ~7 }

    /// The section entries of a file, or the reason it cannot be used.
    static func decode(_ file: UnsafeRawBufferPointer) throws(DataFileError) -> [Entry] {
        guard file.count >= headerSize, Array(file[0..<8]) == magic else { throw .notDataFile }
        guard word(file, 8) == version else { throw .unsupportedVersion(Int(word(file, 8))) }
        let count = Int(word(file, 12))
        guard count <= maximumSections, headerSize + entrySize * count <= file.count else { throw .truncated }
        return try (0..<count).map { (i) throws(DataFileError) -> Entry in
            let at = headerSize + entrySize * i
            let entry = Entry(kind: word(file, at), keyCount: Int(word(file, at + 4)), indexOffset: Int(word(file, at + 8)),
                              dataOffset: Int(word(file, at + 12)), dataLength: Int(word(file, at + 16)))
            let indexEnd = entry.indexOffset + 4 * (entry.keyCount + 1)
            guard indexEnd <= file.count, entry.dataOffset + entry.dataLength <= file.count else { throw .truncated }
            return entry
        }
    }

    /// A blob section's content from an array of words.
    static func encodeWords(_ words: [UInt32]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4 * words.count)
        for word in words { append(word, to: &out) }
        return out
    }

    static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// Why a compiled data file was refused.
public enum DataFileError: Error, Equatable, CustomStringConvertible {
    case notDataFile
    case unsupportedVersion(Int)
    case truncated
    case missingSection(String)
    case unsupportedModelVersion(Int)

    public var description: String {
        switch self {
        case .notDataFile: "not a compiled reader data file (bad magic number)"
        case .unsupportedVersion(let version): "format version \(version) is not supported (expected \(DataFileLayout.version))"
        case .truncated: "the file is truncated or its section table points outside it"
        case .missingSection(let name): "the \(name) section is missing"
        case .unsupportedModelVersion(let version):
            "sense model version \(version) is not supported (expected \(SenseModel.version))"
        }
    }
}
