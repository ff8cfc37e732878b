import Foundation
import SeededRandom
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Property (issue 11): external data never traps. Random bytes and mutations
/// of valid files go through the importers; whatever is accepted restores, and
/// whatever is refused leaves the store unchanged.
@Suite("External data never traps (issue 11)")
struct ExternalDataPropertyTests {
    static func mutated(_ bytes: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
            case 1: bytes.remove(at: at)
            case 2: bytes.insert(Array("-9e99,'=\"{}[]".utf8).randomElement(using: &generator)!, at: at)
            default: bytes.insert(contentsOf: Array("99999999999999999999".utf8), at: at)
            }
        }
        return bytes
    }

    static func checkImport(_ body: (VocabularyStore) throws -> Void) throws {
        let store = try VocabularyStore.inMemory()
        try store.seed([term("house")], at: storeTestDate)
        let before = try store.backup()
        do {
            try body(store)
        } catch {
            #expect(try store.backup() == before, "a refused import changed the store: \(error)")
        }
    }

    @Test(arguments: 0..<4)
    func mutatedBackupsNeverTrap(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let valid = try [UInt8](StoreBackupTests.populated().backup().encoded())
        for _ in 0..<60 {
            let bytes = Self.mutated(valid, using: &generator)
            try Self.checkImport { try $0.merge(VocabularyBackup.decode(Data(bytes))) }
        }
    }

    @Test(arguments: 0..<4)
    func mutatedAndRandomCSVNeverTraps(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let valid = Array("term,lemma,status,sentence,start,end,sentence_start,captured\r\nran,run,learning,She ran.,4,7,0,2025-06-15T15:06:40.000Z\r\n'=x,=x,known,,,,,\r\n".utf8)
        let lemmatize = { (text: String) throws -> Term in
            guard let term = Term(key: text.lowercased()) else { throw StoreError.invalidTerm(text) }
            return term
        }
        for round in 0..<60 {
            let bytes = round % 2 == 0 ? Self.mutated(valid, using: &generator)
                : (0..<Int.random(in: 0...80, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            try Self.checkImport { store in
                try store.importRecords(VocabularyCSV.records(String(decoding: bytes, as: UTF8.self), defaultStatus: .known, now: storeTestDate,
                                                              lemmatize: lemmatize), at: storeTestDate)
            }
        }
    }
}
