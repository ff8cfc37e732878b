/// Writes an `Encodable` value as one line of JSON the way the CLI's JSON printers write theirs: keys in the
/// order the value encodes them (a synthesized `Encodable` encodes in declaration order), every `nil` as `null`
/// rather than a missing key, strings escaped by `JSONString`. Foundation's `JSONEncoder` on Linux orders keys by
/// hash and leaves `nil` keys out, so answers built with it would differ from the CLI's for the same question.
public struct OrderedJSONEncoder: Sendable {
    public init() {}

    /// Throws `EncodingError.invalidValue` for a number JSON cannot write (NaN, an infinity).
    public func encode<T: Encodable>(_ value: T) throws -> String {
        let root = JSONNode()
        try value.encode(to: NodeEncoder(node: root, codingPath: []))
        var text = ""
        root.write(into: &text)
        return text
    }
}

/// One value being encoded: a literal (`null`, `true`, `12`, `"text"`), an array or an object.
final class JSONNode {
    private var literal = "null"
    private var elements: [JSONNode]?
    private var members: [(key: String, node: JSONNode)]?
    private var memberIndex: [String: Int] = [:]

    func set(literal: String) { (self.literal, elements, members) = (literal, nil, nil) }

    func makeArray() { if elements == nil { (elements, members) = ([], nil) } }

    func makeObject() { if members == nil { (members, elements) = ([], nil) } }

    /// A new last element of the array.
    func append() -> JSONNode {
        let node = JSONNode()
        elements?.append(node)
        return node
    }

    var count: Int { elements?.count ?? 0 }

    /// The member `key` of the object, added at the end the first time.
    func member(_ key: String) -> JSONNode {
        if let index = memberIndex[key], let members { return members[index].node }
        let node = JSONNode()
        memberIndex[key] = members?.count
        members?.append((key, node))
        return node
    }

    func write(into text: inout String) {
        if let elements {
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(into: &text)
            }
            text += "]"
        } else if let members {
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += JSONString.quoted(member.key) + ":"
                member.node.write(into: &text)
            }
            text += "}"
        } else {
            text += literal
        }
    }
}
