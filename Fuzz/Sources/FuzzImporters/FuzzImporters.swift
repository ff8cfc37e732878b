import Foundation
import FuzzSupport
import GRDB
import ReaderEngine
import Tokenizer

/// The three importers on arbitrary bytes: a words list and a CSV file (read
/// as the CLI reads them), a JSON backup; whatever parses is written into a
/// store holding one term. Nothing may trap; a rejected file writes nothing; a
/// restored backup exports JSON that imports again.
let data = try! LanguageData.load()
nonisolated(unsafe) let tokenizer = try! Tokenizer()
/// The one time every write is stamped with: an input replays the same.
let fuzzTime = Date(timeIntervalSince1970: 1_750_000_000)

/// The fuzzed store, and its template: the store, as the CLI opens it (a WAL
/// file, in memory-backed /dev/shm) holding one Known term, copied into
/// temporary tables of the writer's connection. Each import starts from a row
/// copy of it. Restoring a backup instead makes SQLite reparse the schema and
/// prepare every statement again, a quarter of the time of a run; so would an
/// in-memory `DatabaseQueue`, whose every read sets `PRAGMA query_only`.
final class TemplateCopy: @unchecked Sendable {
    let pool: DatabasePool
    let store: VocabularyStore
    let tables: [String]

    init(path: String) throws {
        // libFuzzer ends with _exit, so each run removes the stores its finished predecessors left.
        let folder = (path as NSString).deletingLastPathComponent
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix("fuzz-importers-") {
            let owner = name.dropFirst("fuzz-importers-".count).prefix { $0.isNumber }
            if let pid = pid_t(owner), kill(pid, 0) != 0, errno == ESRCH { unlink(folder + "/" + name) }
        }
        pool = try DatabasePool(path: path)
        store = try VocabularyStore(database: pool, path: path)
        try store.setStatus(.known, of: Term(key: "house")!, origin: .mark, at: fuzzTime)
        tables = try pool.writeWithoutTransaction { db in
            var parents: [String: Set<String>] = [:]
            for table in try String.fetchAll(db, sql: "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") {
                try db.execute(sql: "CREATE TEMP TABLE \"template_\(table)\" AS SELECT * FROM main.\"\(table)\"")
                parents[table] = Set(try String.fetchAll(db, sql: "SELECT \"table\" FROM pragma_foreign_key_list(?)", arguments: [table]))
                    .subtracting([table])
            }
            // Parents first, so each copied row finds the rows it refers to
            // (`PRAGMA defer_foreign_keys` would expire every prepared statement).
            var ordered: [String] = []
            while ordered.count < parents.count {
                let ready = parents.filter { !ordered.contains($0.key) && $0.value.isSubset(of: ordered) }.keys.sorted()
                guard !ready.isEmpty else { throw DatabaseError(message: "foreign keys form a cycle") }
                ordered += ready
            }
            return ordered
        }
    }

    func reset() {
        try! pool.write { db in
            for table in tables.reversed() {
                try db.cachedStatement(sql: "DELETE FROM main.\"\(table)\"").execute()
            }
            for table in tables {
                try db.cachedStatement(sql: "INSERT INTO main.\"\(table)\" SELECT * FROM temp.\"template_\(table)\"").execute()
            }
        }
    }

    var changesCount: Int { pool.writeWithoutTransaction { $0.totalChangesCount } }
}
let storePath = (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
    + "/fuzz-importers-\(getpid()).sqlite"
let copy = try! TemplateCopy(path: storePath)

func lemmatize(_ text: String) throws -> Term {
    try Term(parsing: text, lemmatizer: data.lemmatizer, tokenizer: tokenizer)
}

/// Whether the store may differ from the template: only an import that
/// succeeded changes it, so a rejected one (most inputs) needs no fresh copy.
nonisolated(unsafe) var storeChanged = true

/// Runs one import into a copy of the template. A rejected file must write
/// nothing: SQLite's count of rows changed (rolled-back changes included)
/// stays as it was, which is stricter than comparing the store's contents.
func importing(_ body: (VocabularyStore) throws -> Void) {
    if storeChanged { copy.reset() }
    let changesBefore = copy.changesCount
    do {
        try body(copy.store)
        storeChanged = true
    } catch {
        let changes = copy.changesCount - changesBefore
        require(changes == 0, "a rejected import changed \(changes) rows: \(error)")
        storeChanged = false
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ input: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let raw = bytes(input, size)
    let text = String(decoding: raw, as: UTF8.self)
    if let records = try? VocabularyCSV.records(text, defaultStatus: .learning, now: fuzzTime, lemmatize: lemmatize) {
        importing { store in
            try store.importRecords(records, at: fuzzTime)
            var exported = VocabularyCSV.header
            try store.forEachEntry(status: nil, includingLatestCapture: true) { exported += VocabularyCSV.record($0) }
            _ = try VocabularyCSV.records(exported, defaultStatus: .learning, now: fuzzTime, lemmatize: lemmatize)
        }
    }
    let listed = text.split(whereSeparator: \.isNewline).compactMap { line in
        (try? lemmatize(String(line))).map { ImportRecord.term($0, display: String(line), status: .known, capture: nil) }
    }
    if !listed.isEmpty { importing { try $0.importRecords(listed, at: fuzzTime) } }
    if let backup = try? VocabularyBackup.decode(Data(raw)) {
        importing { store in
            try store.merge(backup)
            let exported = try store.backup().encoded()
            require((try? VocabularyBackup.decode(exported)) != nil, "a restored backup exports JSON that does not import")
        }
    }
    return 0
}

@_cdecl("FuzzImporters_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzz($0, $1) }
}
