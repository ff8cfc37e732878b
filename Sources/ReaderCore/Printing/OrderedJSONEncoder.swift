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

/// One value being encoded: a literal (`null`, `true`, `12`, `"text"`), an array or an object. An array's or an
/// object's values already written (strings, numbers) are kept as text, not as nodes of their own.
final class JSONNode {
    private enum Value {
        case text(String)
        case node(JSONNode)
    }

    /// Objects with more members than this find a key by a dictionary, not by a scan.
    private static let scannedMembers = 16

    private var literal = "null"
    private var elements: [Value]?
    private var members: [(key: String, value: Value)]?
    private var memberIndex: [String: Int]?

    func set(literal: String) { (self.literal, elements, members, memberIndex) = (literal, nil, nil, nil) }

    func makeArray() { if elements == nil { (elements, members, memberIndex) = ([], nil, nil) } }

    func makeObject() { if members == nil { (members, elements) = ([], nil) } }

    var count: Int { elements?.count ?? 0 }

    /// A new last element of the array, to be encoded.
    func append() -> JSONNode {
        let node = JSONNode()
        elements?.append(.node(node))
        return node
    }

    /// A new last element of the array, already written.
    func append(literal: String) { elements?.append(.text(literal)) }

    /// The member `key` of the object, to be encoded, added at the end the first time.
    func member(_ key: String) -> JSONNode {
        let node = JSONNode()
        set(key, .node(node))
        return node
    }

    /// The member `key` of the object, already written.
    func set(member key: String, literal: String) { set(key, .text(literal)) }

    private func set(_ key: String, _ value: Value) {
        guard members != nil else { return }
        if let index = index(of: key) {
            members![index].value = value
            return
        }
        members!.append((key, value))
        if let count = members?.count, count > Self.scannedMembers {
            if memberIndex == nil {
                memberIndex = Dictionary(members!.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
            } else {
                memberIndex![key] = count - 1
            }
        }
    }

    private func index(of key: String) -> Int? {
        if let memberIndex { return memberIndex[key] }
        return members?.firstIndex { $0.key == key }
    }

    func write(into text: inout String) {
        if let elements {
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                Self.write(element, into: &text)
            }
            text += "]"
        } else if let members {
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += JSONString.quoted(member.key)
                text += ":"
                Self.write(member.value, into: &text)
            }
            text += "}"
        } else {
            text += literal
        }
    }

    private static func write(_ value: Value, into text: inout String) {
        switch value {
        case .text(let literal): text += literal
        case .node(let node): node.write(into: &text)
        }
    }
}
