/// Common European Framework levels, A1 (beginner) to C2 (mastery).
public enum CEFRLevel: Int, Sendable, CaseIterable, Comparable, Codable, CustomStringConvertible {
    case a1 = 1, a2, b1, b2, c1, c2

    public init?(name: String) {
        switch name {
        case "A1", "a1": self = .a1
        case "A2", "a2": self = .a2
        case "B1", "b1": self = .b1
        case "B2", "b2": self = .b2
        case "C1", "c1": self = .c1
        case "C2", "c2": self = .c2
        default: return nil
        }
    }

    public var name: String { ["A1", "A2", "B1", "B2", "C1", "C2"][rawValue - 1] }
    public var description: String { name }

    public static func < (lhs: CEFRLevel, rhs: CEFRLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
