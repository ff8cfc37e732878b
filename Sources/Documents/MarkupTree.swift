import CMarkup
import Foundation

/// A document parsed by libxml2 (HTML leniently, XML strictly), freed with the last node that uses it.
final class MarkupDocument {
    fileprivate let pointer: OpaquePointer

    private init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// HTML as a browser reads it; `encoding` nil trusts the document's own declaration.
    static func html(_ bytes: [UInt8], encoding: String?) -> MarkupDocument? {
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return nil }
        let pointer = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                reader_markup_parse_html($0, Int32(buffer.count), encoding)
            }
        }
        return pointer.map(MarkupDocument.init)
    }

    /// Well-formed XML, or nil.
    static func xml(_ bytes: [UInt8]) -> MarkupDocument? {
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return nil }
        let pointer = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                reader_markup_parse_xml($0, Int32(buffer.count))
            }
        }
        return pointer.map(MarkupDocument.init)
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

    /// Every text below this node, in order, joined as written.
    var allText: String {
        if let text { return text }
        return children.map(\.allText).joined()
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
        for child in children where child.isElement {
            if child.name == wanted { found.append(child) }
            found += child.all(named: wanted)
        }
        return found
    }
}
