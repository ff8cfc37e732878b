import Foundation
import ReaderCore

/// Just enough protobuf to read a varint field at the top level of a message
/// (Anki's package `meta` and note type configs); anything malformed reads as absent.
struct Protobuf {
    private let bytes: [UInt8]

    init(_ data: Data) { bytes = [UInt8](data) }

    /// The last value of varint field `number`, as protobuf's merge rule says.
    func varint(_ number: UInt64) -> UInt64? {
        var position = 0
        var found: UInt64?
        while position < bytes.count {
            guard let key = readVarint(&position) else { return found }
            let (field, wireType) = (key >> 3, key & 7)
            switch wireType {
            case 0:
                guard let value = readVarint(&position) else { return found }
                if field == number { found = value }
            case 1: position += 8
            case 2:
                guard let length = readVarint(&position), length <= UInt64(bytes.count - position) else { return found }
                position += Int(length)
            case 5: position += 4
            default: return found
            }
        }
        return found
    }

    private func readVarint(_ position: inout Int) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        return nil
    }
}
