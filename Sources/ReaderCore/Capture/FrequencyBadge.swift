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

    /// The rank as every card shows it after the badge: " (rank 1,234)"; nothing for an unranked word.
    public static func rankText(_ rank: Int?) -> String { rank.map { " (rank \(NumberText.grouped($0)))" } ?? "" }

    /// The badge and the rank as every face shows them ("Essential (rank 1,234)"): the terminal's cards,
    /// `define`, and the browser's cards through the JSON's `frequency.shown`.
    public func shown(rank: Int?) -> String { name + Self.rankText(rank) }

    public var name: String {
        switch self {
        case .essential: "Essential"
        case .advanced: "Advanced"
        case .rare: "Rare"
        }
    }
}
