/// How useful a word is to learn, from its frequency rank (SPEC "capture").
public enum FrequencyBadge: String, Sendable, CaseIterable, Codable {
    /// Rank 1-5,000: the core of everyday English.
    case essential
    /// Rank 5,001-15,000.
    case advanced
    /// Beyond rank 15,000, or not among the ranked lemmas at all.
    case rare

    public static let essentialLimit = 5_000
    public static let advancedLimit = 15_000

    public init(rank: Int?) {
        switch rank {
        case .some(let rank) where rank <= FrequencyBadge.essentialLimit: self = .essential
        case .some(let rank) where rank <= FrequencyBadge.advancedLimit: self = .advanced
        default: self = .rare
        }
    }

    public var name: String {
        switch self {
        case .essential: "Essential"
        case .advanced: "Advanced"
        case .rare: "Rare"
        }
    }
}
