import Foundation
import ReaderCore

extension VocabularyBackup {
    /// Parses a backup of any readable version, refusing what its schema does
    /// not allow (a missing or mistyped field, a version out of range, a
    /// member named twice in one object, a time that is not on the calendar),
    /// with one line naming the problem.
    public static func decode(_ data: Data) throws -> VocabularyBackup {
        func fail(_ reason: String) -> StoreError { .malformedImport(format: "json", line: 0, reason: reason) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            switch TimeStamp.time(text) {
            case .success(let date): return date
            case .failure(let problem):
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' \(problem)"))
            }
        }
        let backup: VocabularyBackup
        do {
            let header = try decoder.decode(Header.self, from: data)
            guard header.format == formatName else { throw fail("not a reader vocabulary backup (format '\(header.format)')") }
            guard readableVersions.contains(header.version) else {
                throw fail(header.version > currentVersion
                    ? "backup version \(header.version) is newer than this reader understands (\(currentVersion))"
                    : "backup version \(header.version) does not exist (versions are 1 to \(currentVersion))")
            }
            backup = header.version == 1
                ? try decoder.decode(VersionOne.self, from: data).upgraded()
                : try decoder.decode(VocabularyBackup.self, from: data)
        } catch let error as DecodingError {
            throw fail(Self.explain(error, in: data))
        } catch let error as StoreError {
            throw error
        } catch {
            throw fail(JSONNumberRange.firstProblem(in: data, wholeNumbers: wholeNumberMembers) ?? "not valid JSON")
        }
        if let duplicate = JSONDuplicateKeys.first(in: data) { throw fail("'\(duplicate)' appears twice in one object") }
        return backup
    }

    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    /// The members the records read as `Int` (or as an enum numbered by `Int`): the
    /// decoder refuses a number they cannot hold without saying where, so
    /// `JSONNumberRange` looks for it (`backupWholeNumberMembersAreTheIntegerFields` keeps the list true).
    static let wholeNumberMembers: Set<String> = [
        "version", "id", "batch", "chapter", "offset", "step", "state", "rating", "elapsed_days", "state_before", "state_after",
    ]

    private static func explain(_ error: DecodingError, in data: Data) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)' at \(path(context).isEmpty ? "top level" : path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected value at \(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context) where path(context).isEmpty:
            return JSONNumberRange.firstProblem(in: data, wholeNumbers: wholeNumberMembers) ?? "not valid JSON"
        case .dataCorrupted(let context):
            return "bad value at \(path(context)): \(context.debugDescription)"
        @unknown default: return "not a reader vocabulary backup"
        }
    }
}

extension VocabularyBackup {
    /// A version 1 backup: terms with captures and history, forms, and
    /// settings as a name-to-value object (internal ones included, which
    /// `upgraded()` leaves out).
    struct VersionOne: Decodable {
        struct Term: Decodable {
            var term: String
            var lemma: String
            var status: WordStatus
            var created: Date
            var updated: Date
            var captures: [CaptureRecord]
            var history: [HistoryRecord]
        }

        var settings: [String: String]
        var terms: [Term]
        var forms: [FormRecord]

        /// Version 1 kept no batches (so no capture or change names one) and
        /// no setting times: a learner setting counts as set at the epoch, so
        /// any dated value wins a merge.
        func upgraded() -> VocabularyBackup {
            let learner = settings.compactMap { name, value in
                StoreSetting(rawValue: name).map { Setting(name: $0, value: value, updated: Date(timeIntervalSince1970: 0)) }
            }
            return VocabularyBackup(
                forms: forms, settings: learner.sorted { $0.name.rawValue < $1.name.rawValue },
                terms: terms.map { term in
                    TermRecord(term: term.term, lemma: term.lemma, status: term.status, created: term.created,
                               updated: term.updated,
                               captures: term.captures.map { var capture = $0; capture.batch = nil; return capture },
                               history: term.history.map { var change = $0; change.batch = nil; return change })
                })
        }
    }
}
