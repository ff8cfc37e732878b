import Foundation
import ReaderCore

/// Everything in a store, as JSON (`reader export --format json`): terms with
/// their captures, status history, decks and review card (FSRS state and
/// every answer), form overrides, decks, undoable change batches, reading
/// positions and the learner's settings. Merging it into an empty store gives
/// back the same store, so it exports the same bytes again. The format is
/// versioned (`version`); version 1 backups are still read. Times are ISO 8601
/// in UTC with milliseconds, the precision every comparison uses.
public struct VocabularyBackup: Codable, Sendable, Equatable {
    public static let formatName = "reader-vocabulary"
    public static let currentVersion = 2
    /// The versions `decode` reads: 1 (terms, captures, history, forms, settings) and 2.
    public static let readableVersions = 1...currentVersion

    public var format: String = VocabularyBackup.formatName
    public var version: Int = VocabularyBackup.currentVersion
    /// Ordered by time; captures and history entries name theirs by `id`.
    public var batches: [Batch]
    public var decks: [Deck]
    public var forms: [FormRecord]
    public var positions: [Position]
    /// Only the learner's settings (`StoreSetting`), never internal state.
    public var settings: [Setting]
    public var terms: [TermRecord]

    public init(batches: [Batch] = [], decks: [Deck] = [], forms: [FormRecord] = [], positions: [Position] = [],
                settings: [Setting] = [], terms: [TermRecord] = []) {
        self.batches = batches
        self.decks = decks
        self.forms = forms
        self.positions = positions
        self.settings = settings
        self.terms = terms
    }

    /// JSON with ISO 8601 times (milliseconds), sorted keys, one level of
    /// indentation per object, and text escaped by `JSONString`'s rule.
    public func encoded() throws -> Data {
        Self.escapingUnsafeScalars(try Self.encoder().encode(self))
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(TimeStamp.string(date))
        }
        return encoder
    }

    static func escapingUnsafeScalars(_ data: Data) -> Data {
        // Only non-ASCII text (or DEL) can hold a scalar the encoder left raw.
        guard data.contains(where: { $0 >= 0x7F }) else { return data }
        return Data(JSONString.escapingUnsafeScalars(inEncoded: String(decoding: data, as: UTF8.self)).utf8)
    }
}
