import Foundation
import ReaderCore

/// Finds a member name given twice in one JSON object (`{"version":1,"version":2}`),
/// which `JSONDecoder` silently resolves to one of them. Names compare after
/// unescaping (`"a"` and `"\u0061"` are the same name). The text must already
/// be valid JSON (it is scanned, not validated).
enum JSONDuplicateKeys {
    private enum Frame {
        case object(names: Set<[UInt16]>, expectingName: Bool)
        case array
    }

    /// The first repeated name, unescaped, or nil.
    static func first(in data: Data) -> String? {
        var stack: [Frame] = []
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            index += 1
            switch byte {
            case UInt8(ascii: "{"): stack.append(.object(names: [], expectingName: true))
            case UInt8(ascii: "["): stack.append(.array)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
            case UInt8(ascii: ","):
                if case .object(let names, _)? = stack.last { stack[stack.count - 1] = .object(names: names, expectingName: true) }
            case UInt8(ascii: "\""):
                let text = string(in: data, from: &index)
                if case .object(var names, true)? = stack.last {
                    guard names.insert(text).inserted else { return String(decoding: text, as: UTF16.self) }
                    stack[stack.count - 1] = .object(names: names, expectingName: false)
                }
            default: break
            }
        }
        return nil
    }

    /// The string starting after its opening quote, as UTF-16; `index` ends after the closing quote.
    static func string(in data: Data, from index: inout Data.Index) -> [UInt16] {
        var units: [UInt16] = []
        var raw: [UInt8] = []
        func flush() {
            units.append(contentsOf: String(decoding: raw, as: UTF8.self).utf16)
            raw.removeAll(keepingCapacity: true)
        }
        while index < data.endIndex {
            let byte = data[index]
            index += 1
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\"), index < data.endIndex else {
                raw.append(byte)
                continue
            }
            flush()
            let escaped = data[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "u"):
                let end = data.index(index, offsetBy: 4, limitedBy: data.endIndex) ?? data.endIndex
                units.append(UInt16(String(decoding: data[index..<end], as: UTF8.self), radix: 16) ?? 0)
                index = end
            case UInt8(ascii: "b"): units.append(0x08)
            case UInt8(ascii: "f"): units.append(0x0C)
            case UInt8(ascii: "n"): units.append(0x0A)
            case UInt8(ascii: "r"): units.append(0x0D)
            case UInt8(ascii: "t"): units.append(0x09)
            default: units.append(UInt16(escaped))
            }
        }
        flush()
        return units
    }
}
