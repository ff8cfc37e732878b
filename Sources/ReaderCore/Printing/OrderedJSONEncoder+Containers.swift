/// The `Encoder` behind `OrderedJSONEncoder`: each container writes into a `JSONNode`. The coding path is put
/// together only when asked (an error's context): a page's answer has tens of thousands of values.
struct NodeEncoder: Encoder {
    let node: JSONNode
    private let parentPath: [any CodingKey]
    private let key: (any CodingKey)?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var codingPath: [any CodingKey] { key.map { parentPath + [$0] } ?? parentPath }

    init(node: JSONNode, codingPath: [any CodingKey]) {
        (self.node, parentPath, key) = (node, codingPath, nil)
    }

    init(node: JSONNode, parentPath: [any CodingKey], key: any CodingKey) {
        (self.node, self.parentPath, self.key) = (node, parentPath, key)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(encoder: self)
    }
}

/// The position of an array's element in a coding path.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.set(member: key.stringValue, literal: "null") }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: NodeEncoder(node: node.member(key.stringValue), parentPath: codingPath, key: key))
    }

    // The common values are written at once, without an encoder of their own.
    mutating func encode(_ value: String, forKey key: Key) throws { node.set(member: key.stringValue, literal: JSONString.quoted(value)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.set(member: key.stringValue, literal: value ? "true" : "false") }
    mutating func encode(_ value: Int, forKey key: Key) throws { node.set(member: key.stringValue, literal: String(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { node.set(member: key.stringValue, literal: String(value)) }

    // A nil property is written as null, not left out (a synthesized `Encodable` calls these for optionals).
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encode(value, forKey: key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.member(key.stringValue), parentPath: codingPath, key: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.member(key.stringValue), parentPath: codingPath, key: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.member("super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.member(key.stringValue), parentPath: codingPath, key: key)
    }
}

struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    /// The encoder of a new last element.
    private var next: NodeEncoder {
        let index = IndexKey(intValue: node.count)
        return NodeEncoder(node: node.append(), parentPath: codingPath, key: index)
    }

    mutating func encodeNil() throws { node.append(literal: "null") }

    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: next) }

    // The common values are written at once, without an encoder of their own.
    mutating func encode(_ value: String) throws { node.append(literal: JSONString.quoted(value)) }
    mutating func encode(_ value: Bool) throws { node.append(literal: value ? "true" : "false") }
    mutating func encode(_ value: Int) throws { node.append(literal: String(value)) }
    mutating func encode(_ value: Int64) throws { node.append(literal: String(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        next.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next.unkeyedContainer() }

    mutating func superEncoder() -> any Encoder { next }
}

struct SingleNodeContainer: SingleValueEncodingContainer {
    let encoder: NodeEncoder
    private var node: JSONNode { encoder.node }
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { node.set(literal: "null") }
    mutating func encode(_ value: Bool) throws { node.set(literal: value ? "true" : "false") }
    mutating func encode(_ value: String) throws { node.set(literal: JSONString.quoted(value)) }
    mutating func encode(_ value: Double) throws { try number(value) }
    mutating func encode(_ value: Float) throws { try number(value) }
    mutating func encode(_ value: Int) throws { node.set(literal: String(value)) }
    mutating func encode(_ value: Int8) throws { node.set(literal: String(value)) }
    mutating func encode(_ value: Int16) throws { node.set(literal: String(value)) }
    mutating func encode(_ value: Int32) throws { node.set(literal: String(value)) }
    mutating func encode(_ value: Int64) throws { node.set(literal: String(value)) }
    mutating func encode(_ value: UInt) throws { node.set(literal: String(value)) }
    mutating func encode(_ value: UInt8) throws { node.set(literal: String(value)) }
    mutating func encode(_ value: UInt16) throws { node.set(literal: String(value)) }
    mutating func encode(_ value: UInt32) throws { node.set(literal: String(value)) }
    mutating func encode(_ value: UInt64) throws { node.set(literal: String(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: encoder)
    }

    private func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath,
                                                                          debugDescription: "JSON has no \(value)"))
        }
        node.set(literal: value.description)
    }
}
