/// A 1,000-lemma frequency band: `1k` holds ranks 1-1,000, `2k` ranks
/// 1,001-2,000, ... `10k` ranks 9,001-10,000; `off` holds rarer and unranked lemmas.
public enum FrequencyBand: Int, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case k1 = 1, k2, k3, k4, k5, k6, k7, k8, k9, k10
    case off = 11

    /// Lemmas per band.
    public static let width = 1_000

    /// The band of a frequency rank (1 = most frequent); nil or out-of-list ranks are `off`.
    public init(rank: Int?) {
        guard let rank, rank >= 1 else {
            self = .off
            return
        }
        self = FrequencyBand(rawValue: (rank - 1) / FrequencyBand.width + 1) ?? .off
    }

    /// The band's name in reports: `1k` ... `10k`, `off`.
    public var name: String { self == .off ? "off" : "\(rawValue)k" }

    /// Thousands of lemmas up to and including this band (nil for `off`).
    public var thousands: Int? { self == .off ? nil : rawValue }

    public var description: String { name }

    public static func < (lhs: FrequencyBand, rhs: FrequencyBand) -> Bool { lhs.rawValue < rhs.rawValue }
}
