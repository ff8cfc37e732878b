/// A key chosen while encoding (a rating's name, a generated member), for a value whose keys are not a fixed list.
public struct NamedCodingKey: CodingKey, Sendable {
    public let stringValue: String
    public var intValue: Int? { nil }

    public init(_ name: String) { stringValue = name }
    public init(stringValue: String) { self.init(stringValue) }
    public init?(intValue: Int) { nil }
}
