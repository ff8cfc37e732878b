import Foundation
import SeededRandom

/// Review intervals spread a little so cards learnt together do not stay due
/// together: py-fsrs's ranges (±15% from 2.5 to 7 days, ±10% to 20, ±5% beyond),
/// uniform over whole days, drawn from a generator seeded by the card and the review time instead of a
/// global random source, so the same review always gives the same interval.
extension FSRSScheduler {
    private static let fuzzRanges: [(start: Double, end: Double, factor: Double)] = [
        (2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05),
    ]

    func fuzzed(_ days: Int, seed: UInt64) -> Int {
        guard Double(days) >= 2.5 else { return days }
        var delta = 1.0
        for range in Self.fuzzRanges {
            delta += range.factor * max(min(Double(days), range.end) - range.start, 0)
        }
        let upper = min(Int((Double(days) + delta).rounded(.toNearestOrEven)), parameters.maximumInterval)
        let lower = min(max(2, Int((Double(days) - delta).rounded(.toNearestOrEven))), upper)
        var generator = SplitMix64(seed: seed)
        let unit = Double(generator.next() >> 11) / Double(1 << 53)
        // Floored as fsrs-rs and ts-fsrs do (py-fsrs rounds, which can step one day past its own range).
        let drawn = Int((unit * Double(upper - lower + 1) + Double(lower)).rounded(.down))
        return min(drawn, parameters.maximumInterval)
    }

    static func seed(cardID: Int64, date: Date) -> UInt64 {
        UInt64(bitPattern: cardID) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(date.timeIntervalSince1970.rounded()))
    }
}
