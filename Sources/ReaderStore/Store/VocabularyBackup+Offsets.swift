import Foundation
import ReaderCore

/// Capture offsets in a backup are read as numbers first, so a float (`4.5`)
/// or a huge value (`1e30`) gets a message naming the field rather than
/// "not valid JSON"; their range is checked by `ImportValidation`.
extension VocabularyBackup.CaptureRecord {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        surface = try container.decode(String.self, forKey: .surface)
        sentence = try container.decode(String.self, forKey: .sentence)
        source = try container.decodeIfPresent(String.self, forKey: .source)
        start = try Self.offset(.start, in: container)
        end = try Self.offset(.end, in: container)
        sentenceStart = try Self.offset(.sentenceStart, in: container)
        captured = try container.decode(Date.self, forKey: .captured)
        note = try container.decodeIfPresent(String.self, forKey: .note)
        batch = try container.decodeIfPresent(Int.self, forKey: .batch)
    }

    private static func offset(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> Int? {
        guard let value = try container.decodeIfPresent(Double.self, forKey: key) else { return nil }
        // Whole numbers up to 2^53 convert to Int exactly; anything else is refused here, before `Int(_:)` could trap.
        guard value == value.rounded(.towardZero), abs(value) <= Double(ImportValidation.maximumOffset) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                   debugDescription: "\(value) is not a byte offset (a whole number from 0 to 2^53)")
        }
        return Int(value)
    }
}
