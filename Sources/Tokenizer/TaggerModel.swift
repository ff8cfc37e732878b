/// The part-of-speech tagger's weights: for each feature (`TaggerFeatures`) a
/// weight per tag it votes for. Written by `TaggerTrainer`, stored as a section of
/// the compiled data file and read in place, so start-up parses nothing. The image
/// is 8-byte aligned and laid out like the lexicon's (`LexiconImage`):
///
///     header   UInt32 format version (`formatVersion`), tag count T, slot count S (a power of two), weight count W
///     keys     S x UInt64: the feature in each slot (its hash), 0 for an empty slot; linear probing
///     starts   S + 1 x UInt32: slot i's weights are weights[starts[i] ..< starts[i + 1]]
///     weights  W x Float32
///     tags     W x UInt8: the `UPOSTag` each weight votes for
///
/// Opening checks the header and that the arrays fill the image exactly; a start,
/// tag or probe out of range reads as no weight, so a corrupt model tags badly but never traps.
public struct TaggerModel: @unchecked Sendable {
    // Read-only views of memory that `source` keeps alive: safe to share.

    /// Bumped whenever the layout or `TaggerFeatures` change: an old model is refused, not misread.
    static let formatVersion = 2
    static let tagCount = UPOSTag.allCases.count

    private let keys: UnsafeBufferPointer<UInt64>
    private let starts: UnsafeBufferPointer<UInt32>
    private let weights: UnsafeBufferPointer<Float>
    private let tags: UnsafeBufferPointer<UInt8>
    private let mask: Int
    private let source: ImageSource

    /// Reads the model in place from `image` (8-byte aligned), kept alive by `owner`.
    public init(image: UnsafeRawBufferPointer, keepingAlive owner: any AnyObject & Sendable) throws(TaggerModelError) {
        do {
            var reader = try LexiconImageReader(image)
            let header = reader.header
            guard header[0] == TaggerModel.formatVersion else { throw TaggerModelError.unsupportedVersion(header[0]) }
            let slotCount = header[2]
            guard header[1] == TaggerModel.tagCount, slotCount >= 1, slotCount & (slotCount - 1) == 0 else {
                throw TaggerModelError.corrupt
            }
            keys = try reader.array(of: UInt64.self, count: slotCount)
            starts = try reader.array(of: UInt32.self, count: slotCount + 1)
            weights = try reader.array(of: Float.self, count: header[3])
            tags = try reader.array(of: UInt8.self, count: header[3])
            guard reader.isAtEnd else { throw TaggerModelError.corrupt }
            mask = slotCount - 1
        } catch let error as TaggerModelError {
            throw error
        } catch {
            throw .corrupt
        }
        source = ImageSource(bytes: image, owner: owner)
    }

    /// Adopts a copy of `image`.
    public init(image: [UInt8]) throws(TaggerModelError) {
        let buffer = ImageBuffer(copying: image)
        try self.init(image: buffer.bytes, keepingAlive: buffer)
    }

    /// The model as bytes that `init(image:)` adopts.
    public var image: [UInt8] { Array(source.bytes) }

    /// Number of features with weights.
    public var featureCount: Int { keys.reduce(0) { $0 + ($1 == 0 ? 0 : 1) } }

    /// Adds the weights of feature `key` to `scores` (one per tag).
    @inline(__always)
    func addWeights(of key: UInt64, to scores: UnsafeMutablePointer<Float>) {
        let slot = slot(of: key)
        if slot >= 0 { addWeights(ofSlot: slot, to: scores) }
    }

    /// The slot holding feature `key`, or -1 when the model has no weights for it.
    @inline(__always)
    func slot(of key: UInt64) -> Int {
        var slot = Int(truncatingIfNeeded: key) & mask
        for _ in 0...mask {
            let found = keys[slot]
            if found == key { return slot }
            if found == 0 { return -1 }
            slot = (slot + 1) & mask
        }
        return -1
    }

    /// The slot holding feature `key`, as `slot(of:)`, reading the keys only where `fingerprints`
    /// (`keyFingerprints()`, an eighth of their size, so it stays in cache) has the key's: most features
    /// a text asks for are not in the model, and their probes end in the fingerprints.
    @inline(__always)
    func slot(of key: UInt64, fingerprints: UnsafeBufferPointer<UInt8>) -> Int {
        guard fingerprints.count == keys.count else { return slot(of: key) }
        let fingerprint = TaggerModel.fingerprint(key)
        var slot = Int(truncatingIfNeeded: key) & mask
        for _ in 0...mask {
            let found = fingerprints[slot]
            if found == 0 { return -1 }
            if found == fingerprint, keys[slot] == key { return slot }
            slot = (slot + 1) & mask
        }
        return -1
    }

    /// One byte per slot: 0 for an empty slot, else the fingerprint of its key.
    func keyFingerprints() -> [UInt8] {
        keys.map { $0 == 0 ? 0 : TaggerModel.fingerprint($0) }
    }

    /// The top byte of a key (its low bits pick the slot), never 0.
    @inline(__always)
    private static func fingerprint(_ key: UInt64) -> UInt8 {
        max(UInt8(truncatingIfNeeded: key >> 56), 1)
    }

    /// Adds the weights of the feature in `slot` (as `slot(of:)` found it) to `scores`.
    @inline(__always)
    func addWeights(ofSlot slot: Int, to scores: UnsafeMutablePointer<Float>) {
        addWeights(votes: votes(ofSlot: slot), to: scores)
    }

    /// The range of weights of the feature in `slot`, packed as end << 32 | start (0: none), so a
    /// cache can keep it instead of the slot and skip reading `starts` again.
    @inline(__always)
    func votes(ofSlot slot: Int) -> UInt64 {
        let start = starts[slot]
        let end = starts[slot + 1]
        guard start <= end, end <= weights.count else { return 0 }
        return UInt64(end) << 32 | UInt64(start)
    }

    /// Adds the weights in a range `votes(ofSlot:)` gave to `scores`.
    @inline(__always)
    func addWeights(votes: UInt64, to scores: UnsafeMutablePointer<Float>) {
        let start = Int(truncatingIfNeeded: votes & 0xFFFF_FFFF)
        let end = Int(truncatingIfNeeded: votes >> 32)
        for i in start..<end where Int(tags[i]) < TaggerModel.tagCount { scores[Int(tags[i])] += weights[i] }
    }

    /// Where the model's image starts: a cache of scores made with one model is not used with another.
    var imageAddress: UnsafeRawPointer? { source.bytes.baseAddress }

    /// The image of a model with these features, each with its (tag, weight) votes.
    static func image(features: [(key: UInt64, votes: [(tag: UInt8, weight: Float)])]) -> [UInt8] {
        var slotCount = 16
        while slotCount < features.count * 2 { slotCount <<= 1 }
        var slotOf = [Int](repeating: -1, count: slotCount)
        var keys = [UInt64](repeating: 0, count: slotCount)
        for (index, feature) in features.enumerated() {
            var slot = Int(truncatingIfNeeded: feature.key) & (slotCount - 1)
            while keys[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
            keys[slot] = feature.key
            slotOf[slot] = index
        }
        var starts: [UInt32] = [0]
        var weights: [Float] = []
        var tags: [UInt8] = []
        for slot in 0..<slotCount {
            if slotOf[slot] >= 0 {
                for vote in features[slotOf[slot]].votes {
                    weights.append(vote.weight)
                    tags.append(vote.tag)
                }
            }
            starts.append(UInt32(weights.count))
        }
        var writer = LexiconImageWriter(header: [formatVersion, tagCount, slotCount, weights.count])
        writer.append(keys)
        writer.append(starts)
        writer.append(weights)
        writer.append(tags)
        return writer.bytes
    }
}

/// Why a tagger model was refused.
public enum TaggerModelError: Error, Equatable, CustomStringConvertible {
    case corrupt
    case unsupportedVersion(Int)

    public var description: String {
        switch self {
        case .corrupt: "the part-of-speech model is truncated or corrupt"
        case .unsupportedVersion(let version):
            "the part-of-speech model has format version \(version), this reader reads \(TaggerModel.formatVersion) (run reader train-tagger)"
        }
    }
}
