import CMarkup
import Foundation

/// A document parsed by libxml2 (HTML leniently, XML strictly), freed with the last node that uses it.
final class MarkupDocument {
    fileprivate let pointer: OpaquePointer

    private init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// HTML as a browser reads it; `encoding` nil trusts the document's own declaration. Nil when
    /// the bytes hold no document; thrown when reading it would lose text or pass a bound.
    static func html(_ bytes: [UInt8], encoding: String?) throws(DocumentError) -> MarkupDocument? {
        try parse(bytes) { reader_markup_parse_html($0, $1, encoding, $2) }
    }

    /// Well-formed XML, or nil; thrown when it passes a bound.
    static func xml(_ bytes: [UInt8]) throws(DocumentError) -> MarkupDocument? {
        try parse(bytes) { reader_markup_parse_xml($0, $1, $2) }
    }

    private static func parse(
        _ bytes: [UInt8], with parser: (UnsafePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> OpaquePointer?
    ) throws(DocumentError) -> MarkupDocument? {
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return nil }
        var status = Int32(READER_MARKUP_PARSED)
        let pointer = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                parser($0, Int32(buffer.count), &status)
            }
        }
        switch Int(status) {
        case Int(READER_MARKUP_TOO_DEEP): throw .nestedTooDeep(limit: Int(READER_MARKUP_MAXIMUM_DEPTH))
        case Int(READER_MARKUP_TOO_MANY_TAGS): throw .tooManyTags(limit: Int(READER_MARKUP_MAXIMUM_TAGS))
        case Int(READER_MARKUP_TOO_MANY_ATTRIBUTES): throw .tooManyAttributes(limit: Int(READER_MARKUP_MAXIMUM_ATTRIBUTES))
        case Int(READER_MARKUP_BAD_ENCODING): throw .undecodable
        case Int(READER_MARKUP_STOPPED): throw .parseStopped
        default: return pointer.map(MarkupDocument.init)
        }
    }

    deinit { reader_markup_free(pointer) }

    var root: MarkupNode? { reader_markup_root(pointer).map { MarkupNode(pointer: $0, document: self) } }
}

/// An element or a text node of a `MarkupDocument`.
struct MarkupNode {
    fileprivate let pointer: OpaquePointer
    fileprivate let document: MarkupDocument

    var isElement: Bool { reader_markup_type(pointer) == Int32(READER_MARKUP_ELEMENT) }

    /// The element's local name (HTML names are lower case), nil for text.
    var name: String? { reader_markup_name(pointer).map { String(cString: $0) } }

    /// A text node's text, nil for elements.
    var text: String? { reader_markup_text(pointer).map { String(cString: $0) } }

    func attribute(_ name: String) -> String? {
        guard let value = reader_markup_attribute(pointer, name) else { return nil }
        defer { free(value) }
        return String(cString: value)
    }

    var children: [MarkupNode] {
        var nodes: [MarkupNode] = []
        var child = reader_markup_first_child(pointer)
        while let current = child {
            nodes.append(MarkupNode(pointer: current, document: document))
            child = reader_markup_next(current)
        }
        return nodes
    }

    /// Every text below this node, in order, joined as written (in one buffer: joining at each level
    /// would copy the text once per level of nesting).
    var allText: String {
        if let text { return text }
        var result = ""
        appendText(to: &result)
        return result
    }

    private func appendText(to result: inout String) {
        for child in children {
            if let text = child.text { result += text } else { child.appendText(to: &result) }
        }
    }

    /// The first descendant element (or this one) with this name, depth first.
    func first(named wanted: String) -> MarkupNode? {
        if name == wanted { return self }
        for child in children where child.isElement {
            if let found = child.first(named: wanted) { return found }
        }
        return nil
    }

    /// Every descendant element with this name, in document order.
    func all(named wanted: String) -> [MarkupNode] {
        var found: [MarkupNode] = []
        collect(named: wanted, into: &found)
        return found
    }

    private func collect(named wanted: String, into found: inout [MarkupNode]) {
        for child in children where child.isElement {
            if child.name == wanted { found.append(child) }
            child.collect(named: wanted, into: &found)
        }
    }
}

/// Nodes are the same when they are the same node of the tree.
extension MarkupNode: Hashable {
    static func == (left: MarkupNode, right: MarkupNode) -> Bool { left.pointer == right.pointer }

    func hash(into hasher: inout Hasher) { hasher.combine(pointer) }
}
