/// A number written with a fixed count of decimals ("0.4215", "3.0000"), as the CLI's JSON records write
/// stabilities and scores: `OrderedJSONEncoder` writes the text as it is; another encoder gets the number.
public struct FixedNumber: Encodable, Sendable, Equatable {
    public let value: Double
    public let digits: Int

    public init(_ value: Double, digits: Int = 4) {
        (self.value, self.digits) = (value, digits)
    }

    public func encode(to encoder: any Encoder) throws {
        if let ordered = encoder as? NodeEncoder {
            ordered.node.set(literal: NumberText.fixed(value, digits))
        } else {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }
}
