import Foundation
import ReaderCore

/// Finds the number that made `JSONDecoder` refuse a valid JSON document without
/// saying where: a number no `Double` holds (`1e400`, `1e-400`), or one a whole-number
/// member cannot hold (`9223372036854775808`, `1.5`). The decoder calls both "not
/// valid JSON"; this names the member and what is wrong with it. The text must
/// already be JSON (it is scanned, not validated).
enum JSONNumberRange {
    /// The problem with the first such number, as `explain` words a bad value
    /// (`bad value at .terms[0].card.reviews[0].elapsed_days: 9223372036854775808 is out of range ...`),
    /// or nil. `wholeNumbers` names the members read as `Int` (their enums included).
    static func firstProblem(in data: Data, wholeNumbers: Set<String>) -> String? {
        var stack: [Frame] = []
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            switch byte {
            case UInt8(ascii: "{"): stack.append(.object(name: nil, expectingName: true))
            case UInt8(ascii: "["): stack.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
            case UInt8(ascii: ","):
                switch stack.last {
                case .object(let name, _)?: stack[stack.count - 1] = .object(name: name, expectingName: true)
                case .array(let position)?: stack[stack.count - 1] = .array(index: position + 1)
                case nil: break
                }
            case UInt8(ascii: "\""):
                index += 1
                let text = String(decoding: JSONDuplicateKeys.string(in: data, from: &index), as: UTF16.self)
                if case .object(_, true)? = stack.last { stack[stack.count - 1] = .object(name: text, expectingName: false) }
                continue
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                while index < data.endIndex, Self.numberBytes.contains(data[index]) { index += 1 }
                let literal = String(decoding: data[start..<index], as: UTF8.self)
                if let problem = problem(with: literal, whole: stack.memberName.map(wholeNumbers.contains) ?? false) {
                    return "bad value at \(stack.path): \(literal) \(problem)"
                }
                continue
            default: break
            }
            index += 1
        }
        return nil
    }

    fileprivate enum Frame {
        case object(name: String?, expectingName: Bool)
        case array(index: Int)
    }

    private static let numberBytes = Set("+-.0123456789eE".utf8)

    /// What is wrong with a number literal (`whole`: its member is read as `Int`), or nil.
    static func problem(with literal: String, whole: Bool) -> String? {
        guard let value = Double(literal) else { return "is not a number" }
        if whole && !literal.contains(where: { ".eE".contains($0) }) {
            return Int64(literal) == nil ? "is out of range (a whole number from -2^63 to 2^63-1)" : nil
        }
        // Double("1e-400") is 0 and Double("1e400") infinity; the decoder refuses both.
        let mantissa = literal.prefix { $0 != "e" && $0 != "E" }
        if !value.isFinite || (value == 0 && mantissa.contains { ("1"..."9").contains($0) }) {
            return "is out of range (not representable as a 64-bit floating-point number)"
        }
        guard whole else { return nil }
        guard value == value.rounded() else { return "is not a whole number" }
        return value >= -0x1p63 && value < 0x1p63 ? nil : "is out of range (a whole number from -2^63 to 2^63-1)"
    }
}

private extension [JSONNumberRange.Frame] {
    /// The member the innermost value belongs to (an array's items belong to the array's member).
    var memberName: String? {
        for frame in reversed() { if case .object(let name, _) = frame { return name } }
        return nil
    }

    /// `.terms[3].created`, as `VocabularyBackup.explain` writes a coding path.
    var path: String {
        map { frame in
            switch frame {
            case .object(let name, _): name.map { ".\($0)" } ?? ""
            case .array(let index): "[\(index)]"
            }
        }.joined()
    }
}
