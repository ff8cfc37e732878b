/// One score per `UPOSTag` (18) in SIMD registers, so the tagger adds a row of scores
/// in a few vector additions instead of 18 scalar ones. Each tag's sum is the same
/// sequence of IEEE additions as one float at a time, so the tags chosen do not change.
struct TagScores {
    var low: SIMD16<Float>
    var high: SIMD2<Float>

    /// Scores held: `UPOSTag.allCases.count`, which the tagger checks.
    static let width = 18
    static let zero = TagScores(low: .zero, high: .zero)

    init(low: SIMD16<Float>, high: SIMD2<Float>) {
        self.low = low
        self.high = high
    }

    /// The `tagCount` floats at `row`.
    @inline(__always)
    init(_ row: UnsafePointer<Float>) {
        let raw = UnsafeRawPointer(row)
        low = raw.loadUnaligned(as: SIMD16<Float>.self)
        high = raw.loadUnaligned(fromByteOffset: 16 * MemoryLayout<Float>.stride, as: SIMD2<Float>.self)
    }

    @inline(__always)
    static func += (scores: inout TagScores, row: TagScores) {
        scores.low += row.low
        scores.high += row.high
    }

    /// Writes the scores to the `tagCount` floats at `row`.
    @inline(__always)
    func store(to row: UnsafeMutablePointer<Float>) {
        let raw = UnsafeMutableRawPointer(row)
        raw.storeBytes(of: low, as: SIMD16<Float>.self)
        raw.storeBytes(of: high, toByteOffset: 16 * MemoryLayout<Float>.stride, as: SIMD2<Float>.self)
    }
}
