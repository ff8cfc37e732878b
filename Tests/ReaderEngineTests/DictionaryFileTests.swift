import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Dictionary: compiled data file")
struct DictionaryFileTests {
    /// A small valid file: every section, a few rows.
    static func validFile() -> [UInt8] { file() }

    /// The dictionary rows below with the given start-up (blob) sections, empty by default.
    static func file(startUp: [DataFileLayout.Kind: [UInt8]] = [:], senseModel: String = "#\t4\t20.00\t4.00\t6.00\n") -> [UInt8] {
        let rows: [DataFileLayout.Kind: String] = [
            .senses: "bank\tn\t1\t25\tn1\n", .synsets: "n1\tn\tbank\tsloping land\tthe bank\n",
            .pronunciations: "bank\tB AE1 NG K\n", .derivations: "", .roots: "", .rootsOfWord: "",
            .frequency: "bank\t514\t5.1\n", .cefr: "bank\tA2\t2.0\n", .senseModel: senseModel,
        ]
        return DataFileLayout.encode(DataFileLayout.Kind.allCases.map { kind in
            (kind, rows[kind].map { DataCompiler.groups(of: Array($0.utf8)) } ?? [startUp[kind] ?? []])
        })
    }

    static func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rdat-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func validFileIsRead() throws {
        let path = try Self.write(Self.validFile())
        defer { try? FileManager.default.removeItem(atPath: path) }
        let dictionary = try EnglishDictionary(path: path)
        #expect(dictionary.senses(of: "bank").map(\.gloss) == ["sloping land"])
        #expect(dictionary.pronunciations(of: "bank") == ["bæŋk"])
        #expect(dictionary.rank(of: "bank") == 514)
        #expect(dictionary.senses(of: "banks").isEmpty)
    }

    enum Corruption: String, CaseIterable {
        case empty, badMagic, newerVersion, truncated, headerOnly

        func apply(_ b: [UInt8]) -> [UInt8] {
            switch self {
            case .empty: []
            case .badMagic: Array("XXXX".utf8) + b.dropFirst(4)
            case .newerVersion: Array(b[0..<8]) + [9, 0, 0, 0] + b.dropFirst(12)
            case .truncated: Array(b.prefix(b.count / 2))
            case .headerOnly: Array(b.prefix(20))
            }
        }
    }

    @Test(arguments: [
        (Corruption.empty, "not a compiled reader data file (bad magic number)"),
        (.badMagic, "not a compiled reader data file (bad magic number)"),
        (.newerVersion, "format version 9 is not supported (expected 4)"),
        (.truncated, "the file is truncated or its section table points outside it"),
        (.headerOnly, "the file is truncated or its section table points outside it"),
    ])
    func corruptFilesAreRefused(corruption: Corruption, reason: String) throws {
        let path = try Self.write(corruption.apply(Self.validFile()))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: DataError.malformed(path: path, reason: reason)) { try EnglishDictionary(path: path) }
    }

    @Test func senseModelOfAnotherVersionIsRefused() throws {
        let path = try Self.write(Self.file(senseModel: "#\t1\t10.00\n"))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: DataError.malformed(path: path, reason: "sense model version 1 is not supported (expected 4)")) {
            try EnglishDictionary(path: path)
        }
    }

    @Test func corruptIndexGivesNoAnswerInsteadOfTrapping() throws {
        var bytes = Self.validFile()
        // Every byte after the section table scrambled: lookups must stay in bounds.
        let tableEnd = DataFileLayout.headerSize + DataFileLayout.entrySize * DataFileLayout.Kind.allCases.count
        for i in tableEnd..<bytes.count { bytes[i] = UInt8(truncatingIfNeeded: i &* 131 &+ 7) }
        let path = try Self.write(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let dictionary = try EnglishDictionary(path: path)
        _ = dictionary.senses(of: "bank")
        _ = dictionary.pronunciations(of: "bank")
        _ = dictionary.family(of: "bank")
        #expect(dictionary.rank(of: "zzz") == nil)
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: DataError.unreadable(path: "/nonexistent/x.rdat", reason: "no such file or not readable")) {
            try EnglishDictionary(path: "/nonexistent/x.rdat")
        }
    }
}
