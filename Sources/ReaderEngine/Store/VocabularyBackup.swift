import Foundation

/// Everything in a store, as JSON: terms with their captures and status
/// history, form overrides and settings. Restoring it into an empty store
/// gives back the same store (`reader export --format json` / `import`).
public struct VocabularyBackup: Codable, Sendable, Equatable {
    public static let formatName = "reader-vocabulary"
    public static let currentVersion = 1

    public struct TermRecord: Codable, Sendable, Equatable {
        public var term: String
        public var lemma: String
        public var status: WordStatus
        public var created: Date
        public var updated: Date
        public var captures: [CaptureRecord]
        public var history: [HistoryRecord]
    }

    public struct CaptureRecord: Codable, Sendable, Equatable {
        public var surface: String
        public var sentence: String
        public var source: String?
        public var start: Int?
        public var end: Int?
        public var sentenceStart: Int?
        public var captured: Date
        public var note: String?
        /// Derived from the dictionary by an export (the card's first IPA and
        /// chosen sense, as in the CSV and Anki exports); a restore ignores them.
        public var ipa: String? = nil
        public var sense: SenseRecord? = nil

        enum CodingKeys: String, CodingKey {
            case surface, sentence, source, start, end, captured, note, ipa, sense
            case sentenceStart = "sentence_start"
        }
    }

    /// A capture's chosen sense: `pos` is `noun|verb|adj|adv`, as in `reader define`'s JSON.
    public struct SenseRecord: Codable, Sendable, Equatable {
        public var pos: String
        public var gloss: String

        public init(_ sense: Sense) {
            pos = sense.partOfSpeech.dictionaryName
            gloss = sense.gloss
        }
    }

    /// What a dictionary adds to each capture of an export (nil: nothing).
    public typealias CaptureDetails = (Capture) throws -> (ipa: String?, sense: Sense?)

    public struct HistoryRecord: Codable, Sendable, Equatable {
        public var status: WordStatus
        public var origin: ChangeOrigin
        public var at: Date
    }

    public struct FormRecord: Codable, Sendable, Equatable {
        public var form: String
        public var lemma: String
        public var status: WordStatus
        public var updated: Date
    }

    public var format: String = VocabularyBackup.formatName
    public var version: Int = VocabularyBackup.currentVersion
    public var settings: [String: String]
    public var terms: [TermRecord]
    public var forms: [FormRecord]

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

    /// Parses a backup, naming the problem when the JSON is not one.
    public static func decode(_ data: Data) throws -> VocabularyBackup {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = TimeStamp.date(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not an ISO 8601 time"))
            }
            return date
        }
        let backup: VocabularyBackup
        do {
            backup = try decoder.decode(VocabularyBackup.self, from: data)
        } catch let error as DecodingError {
            throw StoreError.malformedImport(format: "json", line: 0, reason: Self.explain(error))
        } catch {
            throw StoreError.malformedImport(format: "json", line: 0, reason: "not valid JSON")
        }
        guard backup.format == formatName else {
            throw StoreError.malformedImport(format: "json", line: 0, reason: "not a reader vocabulary backup (format '\(backup.format)')")
        }
        guard backup.version <= currentVersion else {
            throw StoreError.malformedImport(format: "json", line: 0, reason: "backup version \(backup.version) is newer than this reader understands (\(currentVersion))")
        }
        return backup
    }

    private static func explain(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)' at \(path(context).isEmpty ? "top level" : path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected value at \(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            return path(context).isEmpty ? "not valid JSON" : "bad value at \(path(context)): \(context.debugDescription)"
        @unknown default: return "not a reader vocabulary backup"
        }
    }
}
