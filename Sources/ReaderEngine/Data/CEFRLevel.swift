/// Common European Framework levels, A1 (beginner) to C2 (mastery).
public enum CEFRLevel: Int, Sendable, CaseIterable, Comparable, Codable, CustomStringConvertible {
    case a1 = 1, a2, b1, b2, c1, c2

    public init?(name: String) {
        guard let level = CEFRLevel.allCases.first(where: { $0.name == name.uppercased() }) else { return nil }
        self = level
    }

    public var name: String { ["A1", "A2", "B1", "B2", "C1", "C2"][rawValue - 1] }
    public var description: String { name }

    public static func < (lhs: CEFRLevel, rhs: CEFRLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
