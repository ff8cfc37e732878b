import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
@testable import Tokenizer

/// The start-up tables adopted from `Corpora/compiled/language.rdat` against the TSVs they
/// were compiled from (a failure here after a TSV change means: run `reader compile-data`).
@Suite("Compiled language data")
struct CompiledLanguageDataTests {
    static let corpora = DifficultyFixture.data.location
    static func tsv(_ path: String) -> [UInt8] { try! LanguageData.read(corpora.url(path).path) }
    static let closedClasses = try! ClosedClassWords(tsv: tsv(DataCompiler.closedClassesPath))

    @Test("every form has the same lemmas from the mapped file as from forms.tsv")
    func everyFormMatchesTheTSV() throws {
        let parsed = try LemmaLexicon(formsTSV: Self.tsv("lemma/forms.tsv"), closedClasses: Self.closedClasses)
        let mapped = DifficultyFixture.data.lexicon
        #expect(mapped.count == parsed.count)
        #expect(mapped.image == parsed.image)
        var forms: [String] = []
        for index in 0..<parsed.count {
            let form = try #require(parsed.string(for: LemmaID(rawValue: UInt32(index))))
            #expect(mapped.id(of: form) == parsed.id(of: form))
            #expect(mapped.candidates(of: index) == parsed.candidates(of: index))
            #expect(mapped.contextFree[index] == parsed.contextFree[index])
            forms.append(form)
        }
        // And through the lemmatizer, every form in running text.
        var viaTSV = try Tokenizer().tokenize(forms.joined(separator: " . "))
        var viaMap = viaTSV
        Lemmatizer(lexicon: parsed, taggerModel: DifficultyFixture.data.lemmatizer.tagger?.model).lemmatize(&viaTSV)
        DifficultyFixture.data.lemmatizer.lemmatize(&viaMap)
        #expect(viaTSV.tokens.map(\.lemma) == viaMap.tokens.map(\.lemma))
    }

    @Test("frequency ranks and CEFR levels match their TSVs")
    func tablesMatchTheTSVs() throws {
        let data = DifficultyFixture.data
        let ranks = try FrequencyTable.ranksByEntry(lemmasTSV: Self.tsv("frequency/lemmas.tsv"), formsTSV: Self.tsv("frequency/words.tsv"),
                                                    lexicon: data.lexicon, path: "f")
        let levels = try CEFRTable.levelsByEntry(wordsTSV: Self.tsv("cefr/words.tsv"), lexicon: data.lexicon, path: "c")
        for index in 0..<data.lexicon.count {
            let id = LemmaID(rawValue: UInt32(index))
            #expect(data.frequency.rank(of: id) == (ranks[index] == 0 ? nil : Int(ranks[index])))
            #expect(data.cefr.level(of: id) == CEFRLevel(rawValue: Int(levels[index])))
        }
        #expect(data.frequency.rank(of: "the") == 1)
        #expect(data.cefr.level(of: "bank") == .a2)
    }

    /// A small compiled file: the dictionary file of `DictionaryFileTests` with start-up sections.
    /// Its tagger knows one feature: it tags every token PROPN.
    static func smallFile(lexiconImage: [UInt8]? = nil, ranks: [UInt32]? = nil, taggerImage: [UInt8]? = nil) throws -> [UInt8] {
        let lexicon = try LemmaLexicon(formsTSV: Array("bank\t0\t0\t\t\nbanks\t0\t0\t\t\n".utf8), closedClasses: closedClasses)
        let image = lexiconImage ?? lexicon.image
        let ranks = ranks ?? [UInt32](repeating: 0, count: lexicon.count)
        var bias: UInt64 = 0
        TaggerFeatures.forEachFeature(of: .sentenceEnd, at: .token) { if bias == 0 { bias = $0 } }
        let tagger = taggerImage ?? TaggerModel.image(features: [(bias, [(UPOSTag.properNoun.rawValue, 1)])])
        return DictionaryFileTests.file(startUp: [
            .lemmaLexicon: image, .frequencyByEntry: DataFileLayout.encodeWords(ranks),
            .cefrByEntry: [UInt8](repeating: 0, count: lexicon.count), .posTagger: tagger,
            .familyHeads: DataFileLayout.encodeWords([UInt32](repeating: 0, count: lexicon.count)),
        ])
    }

    static func load(_ file: [UInt8]) throws -> (LanguageData, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rdat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("compiled"), withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(CompiledData.path).path
        try Data(file).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(at: folder) }
        return (try LanguageData(location: DataLocation(directory: folder)), path)
    }

    @Test func smallFileLoads() throws {
        let (data, _) = try Self.load(try Self.smallFile())
        let tokens = try Tokenizer().tokenize("banks")
        var text = tokens
        data.lemmatizer.lemmatize(&text)
        #expect(data.lemmatizer.lemmaString(of: text.tokens[0], in: text) == "bank")
        #expect(text.tokens[0].pos == .properNoun)
        #expect(data.frequency.rank(of: "bank") == 514)
    }

    @Test("corrupt start-up sections are refused with the reason", arguments: [
        ("lexicon cut short", "compiled lemma table is truncated or corrupt"),
        ("lexicon scrambled", "compiled lemma table is truncated or corrupt"),
        ("ranks for another lexicon", "the frequency table does not match the lemma table"),
        ("tagger cut short", "the part-of-speech model is truncated or corrupt"),
        ("tagger of a future format", "the part-of-speech model has format version 3, this reader reads 2 (run reader train-tagger)"),
    ])
    func corruptSectionsAreRefused(corruption: String, reason: String) throws {
        let image = try LemmaLexicon(formsTSV: Array("bank\t0\t0\t\t\nbanks\t0\t0\t\t\n".utf8), closedClasses: Self.closedClasses).image
        let file: [UInt8] = switch corruption {
        case "lexicon cut short": try Self.smallFile(lexiconImage: Array(image.prefix(image.count - 9)))
        case "lexicon scrambled": try Self.smallFile(lexiconImage: image.indices.map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
        case "ranks for another lexicon": try Self.smallFile(ranks: [1, 2, 3])
        case "tagger cut short": try Self.smallFile(taggerImage: Array(TaggerModel.image(features: []).dropLast(8)))
        default: try Self.smallFile(taggerImage: [3, 0, 0, 0] + TaggerModel.image(features: []).dropFirst(4))
        }
        let error = #expect(throws: DataError.self) { try Self.load(file) }
        guard case .malformed(_, let actual)? = error else {
            Issue.record("expected a malformed-data error, got \(String(describing: error))")
            return
        }
        #expect(actual == reason)
    }
}

extension CompiledLanguageDataTests {
    /// Issue 26: the closed-class words have one data file; the compiled file must carry it as it is.
    @Test("the compiled lexicon carries closed-classes.tsv and its roles")
    func closedClassesMatchTheTSV() throws {
        let mapped = DifficultyFixture.data.lexicon
        #expect(mapped.closedClasses == Self.closedClasses)
        #expect(mapped.closedClasses.rows.count > 200)
        for (word, classes) in Self.closedClasses.rows where classes.contains(where: { $0.role != nil }) {
            let id = try #require(mapped.id(of: word))
            let roles = WordRole(classes.compactMap(\.role))
            #expect(mapped.roles[Int(id.rawValue)] == roles, "\(word)")
        }
    }
}
