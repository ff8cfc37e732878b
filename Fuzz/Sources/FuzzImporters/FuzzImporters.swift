import Foundation
import FuzzSupport
import GRDB
import ReaderEngine
import Tokenizer

/// The three importers on arbitrary bytes: a words list and a CSV file (read
/// as the CLI reads them), a JSON backup; whatever parses is written into a
/// fresh in-memory store. Nothing may trap; a rejected file writes nothing; a
/// restored backup exports JSON that imports again.
let data = try! LanguageData.load()
nonisolated(unsafe) let tokenizer = try! Tokenizer()

/// A migrated store holding one Known term. Each import
/// starts from a page copy of it into the one store below: migrating, or
/// opening, a store per input would cost more than the import.
let template: DatabaseQueue = {
    let queue = try! DatabaseQueue()
    let store = try! VocabularyStore(database: queue)
    try! store.setStatus(.known, of: Term(key: "house")!, origin: .mark)
    return queue
}()
let queue = try! DatabaseQueue()
let store = try! VocabularyStore(database: queue)

func lemmatize(_ text: String) throws -> Term {
    try Term(parsing: text, lemmatizer: data.lemmatizer, tokenizer: tokenizer)
}

/// Whether the store may differ from the template: only an import that
/// succeeded changes it, so a rejected one (most inputs) needs no fresh copy.
nonisolated(unsafe) var storeChanged = true

/// Runs one import into the template's copy. A rejected file must write
/// nothing: SQLite's count of rows changed (rolled-back changes included)
/// stays as it was, which is stricter than comparing the store's contents.
func importing(_ body: (VocabularyStore) throws -> Void) {
    if storeChanged { try! template.backup(to: queue) }
    let changesBefore = queue.inDatabase { $0.totalChangesCount }
    do {
        try body(store)
        storeChanged = true
    } catch {
        let changes = queue.inDatabase { $0.totalChangesCount } - changesBefore
        require(changes == 0, "a rejected import changed \(changes) rows: \(error)")
        storeChanged = false
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ input: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let raw = bytes(input, size)
    let text = String(decoding: raw, as: UTF8.self)
    if let records = try? VocabularyCSV.records(text, defaultStatus: .learning, lemmatize: lemmatize) {
        importing { store in
            try store.importRecords(records)
            var exported = VocabularyCSV.header
            try store.forEachEntry(status: nil, includingLatestCapture: true) { exported += VocabularyCSV.record($0) }
            _ = try VocabularyCSV.records(exported, defaultStatus: .learning, lemmatize: lemmatize)
        }
    }
    let listed = text.split(whereSeparator: \.isNewline).compactMap { line in
        (try? lemmatize(String(line))).map { ImportRecord.term($0, display: String(line), status: .known, capture: nil) }
    }
    if !listed.isEmpty { importing { try $0.importRecords(listed) } }
    if let backup = try? VocabularyBackup.decode(Data(raw)) {
        importing { store in
            try store.restore(backup)
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
