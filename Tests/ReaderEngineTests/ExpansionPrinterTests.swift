import Collocations
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// `reader expand`'s printer in the engine (moved from reader-cli, issue 29): every format, exact.
@Suite("Printers: expansions")
struct ExpansionPrinterTests {
    static let phrase = Expansion(at: 12, start: 4, end: 21, lemma: "make a decision", source: .lexicon, score: 0.42149,
                                  tokens: [1, 3, 5])
    static let word = Expansion(at: 30, start: 28, end: 33, lemma: "tab\there", source: .word, score: 1, tokens: [9])
    static let surfaces: [[UInt8]] = [Array("made a decision".utf8), Array("tab\there".utf8)]

    @Test func textLinesEscapeTabsAndMarkErrors() {
        var printer = ExpansionPrinter(format: .text)
        var out = printer.opening(list: true)
        out += printer.record(Self.phrase, surface: Self.surfaces[0])
        out += printer.record(Self.word, surface: Self.surfaces[1])
        out += printer.error(at: nil, message: "line 3: not a byte offset: 'x'")
        out += printer.error(at: 99, message: "offset 99 is past the end of the text (40 bytes)")
        out += printer.closing(list: true)
        #expect(out == """
            12\t4\t21\tmade a decision\tmake a decision\tlexicon\t0.4215
            30\t28\t33\ttab\\there\ttab\\there\tword\t1
            -\terror\tline 3: not a byte offset: 'x'
            99\terror\toffset 99 is past the end of the text (40 bytes)

            """)
    }

    @Test func jsonListIsOneArray() {
        var printer = ExpansionPrinter(format: .json)
        var out = printer.opening(list: true)
        out += printer.record(Self.phrase, surface: Self.surfaces[0])
        out += printer.error(at: nil, message: "bad \"line\"")
        out += printer.closing(list: true)
        #expect(out == """
            [{"at":12,"start":4,"end":21,"text":"made a decision","lemma":"make a decision","source":"lexicon",\
            "score":0.4215},{"at":null,"error":"bad \\"line\\""}]

            """)
    }

    @Test func singleJSONRecordEndsItsLine() {
        var printer = ExpansionPrinter(format: .json)
        let out = printer.opening(list: false) + printer.record(Self.word, surface: Self.surfaces[1]) + printer.closing(list: false)
        #expect(out == "{\"at\":30,\"start\":28,\"end\":33,\"text\":\"tab\\there\",\"lemma\":\"tab\\there\",\"source\":\"word\",\"score\":1}\n")
    }

    @Test func jsonLinesOnePerRecord() {
        var printer = ExpansionPrinter(format: .jsonl)
        var out = printer.opening(list: true)
        out += printer.record(Self.word, surface: Self.surfaces[1])
        out += printer.error(at: 7, message: "no word at offset 7")
        out += printer.closing(list: true)
        #expect(out == """
            {"at":30,"start":28,"end":33,"text":"tab\\there","lemma":"tab\\there","source":"word","score":1}
            {"at":7,"error":"no word at offset 7"}

            """)
    }
}
