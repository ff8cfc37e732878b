import Foundation
import FuzzSupport
import ReaderEngine
import Tokenizer

/// The three importers on arbitrary bytes: a words list and a CSV file (read
/// as the CLI reads them), a JSON backup; whatever parses is written into an
/// in-memory store. Nothing may trap; a rejected file leaves the store unchanged.
let data = try! LanguageData.load()
nonisolated(unsafe) let tokenizer = try! Tokenizer()

func lemmatize(_ text: String) throws -> Term {
    try Term(parsing: text, lemmatizer: data.lemmatizer, tokenizer: tokenizer)
}

/// Runs one import into `store`; a rejected file must leave it as it was.
func importing(into store: VocabularyStore, _ body: (VocabularyStore) throws -> Void) {
    let before = try! store.backup()
    do {
        try body(store)
    } catch {
        require(try! store.backup() == before, "a rejected import changed the store: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ input: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let raw = bytes(input, size)
    let text = String(decoding: raw, as: UTF8.self)
    let store = try! VocabularyStore.inMemory()
    try! store.setStatus(.known, of: Term(key: "house")!, origin: .mark)
    importing(into: store) { store in
        let records = try VocabularyCSV.records(text, defaultStatus: .learning, lemmatize: lemmatize)
        try store.importRecords(records)
        var exported = VocabularyCSV.header
        try store.forEachEntry(status: nil, includingLatestCapture: true) { exported += VocabularyCSV.record($0) }
        _ = try VocabularyCSV.records(exported, defaultStatus: .learning, lemmatize: lemmatize)
    }
    importing(into: store) { store in
        let records = text.split(whereSeparator: \.isNewline).compactMap { line in
            (try? lemmatize(String(line))).map { ImportRecord.term($0, display: String(line), status: .known, capture: nil) }
        }
        try store.importRecords(records)
    }
    importing(into: store) { store in try store.restore(VocabularyBackup.decode(Data(raw))) }
    return 0
}

@_cdecl("FuzzImporters_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzz($0, $1) }
}
