import Tokenizer

/// Compiles the lemma, dictionary, frequency and CEFR tables of `Corpora/` into the
/// single mapped file the engine reads (`reader compile-data`). Each section's
/// lines are grouped by their first field and sorted by its bytes; lines of one
/// key keep their order in the table.
public enum DataCompiler {
    /// The TSV each section comes from (relative to the data folder).
    static let sources: [(DataFileLayout.Kind, String)] = [
        (.senses, "dictionary/senses.tsv"), (.synsets, "dictionary/synsets.tsv"),
        (.pronunciations, "dictionary/pronunciations.tsv"), (.derivations, "dictionary/derivations.tsv"),
        (.roots, "dictionary/roots.tsv"), (.frequency, "frequency/lemmas.tsv"), (.cefr, "cefr/words.tsv"),
        (.senseModel, "senses/model.tsv"),
    ]

    /// The closed-class words and their classes, built into the lexicon (relative to the data folder).
    public static let closedClassesPath = "lemma/closed-classes.tsv"

    /// The trained part-of-speech model (relative to the data folder).
    public static let taggerModelPath = "tagger/upos.model"

    /// Reads the tables under `location` and returns the compiled file's bytes.
    public static func compile(location: DataLocation) throws -> [UInt8] {
        var sections: [(kind: DataFileLayout.Kind, groups: [[UInt8]])] = []
        var rootsTable: [UInt8] = []
        for (kind, path) in sources {
            var bytes = try LanguageData.read(location.url(path).path)
            if kind == .roots { rootsTable = bytes }
            // A word the lemma table lacks ranks by its own form (FrequencyTable: one owner of rank).
            if kind == .frequency { bytes += try LanguageData.read(location.url(FrequencyTable.formsPath).path) }
            sections.append((kind, groups(of: bytes)))
        }
        sections.append((.rootsOfWord, groups(of: rootsOfWord(rootsTable))))
        return DataFileLayout.encode(sections + (try startUpSections(location: location)))
    }

    /// The blob sections `LanguageData` adopts at start-up: the lexicon built from
    /// `lemma/forms.tsv` and `lemma/closed-classes.tsv`, the frequency ranks, CEFR levels and family heads indexed by its entries, and
    /// the tagger's model (`reader train-tagger` writes it; checked here, copied as it is).
    static func startUpSections(location: DataLocation) throws -> [(kind: DataFileLayout.Kind, groups: [[UInt8]])] {
        let formsPath = location.url(DataLocation.marker).path
        let closedPath = location.url(closedClassesPath).path
        let closedClasses: ClosedClassWords
        do {
            closedClasses = try ClosedClassWords(tsv: try LanguageData.read(closedPath))
        } catch let error as ClosedClassDataError {
            throw DataError.malformed(path: closedPath, reason: error.description)
        }
        let lexicon: LemmaLexicon
        do {
            lexicon = try LemmaLexicon(formsTSV: try LanguageData.read(formsPath), closedClasses: closedClasses)
        } catch let error as LemmaDataError {
            throw DataError.malformed(path: formsPath, reason: error.description)
        }
        let frequencyPath = location.url("frequency/lemmas.tsv").path
        let wordFormsPath = location.url(FrequencyTable.formsPath).path
        let ranks = try FrequencyTable.ranksByEntry(lemmasTSV: try LanguageData.read(frequencyPath), formsTSV: try LanguageData.read(wordFormsPath),
                                                    lexicon: lexicon, path: frequencyPath)
        let cefrPath = location.url("cefr/words.tsv").path
        let levels = try CEFRTable.levelsByEntry(wordsTSV: try LanguageData.read(cefrPath), lexicon: lexicon, path: cefrPath)
        let taggerPath = location.url(taggerModelPath).path
        let tagger = try LanguageData.read(taggerPath)
        do {
            _ = try TaggerModel(image: tagger)
        } catch {
            throw DataError.malformed(path: taggerPath, reason: error.description)
        }
        let familyPath = location.url(WordFamilies.path).path
        let heads = try WordFamilies.headsByEntry(headsTSV: try LanguageData.read(familyPath), lexicon: lexicon, path: familyPath)
        return [(.lemmaLexicon, [lexicon.image]), (.frequencyByEntry, [DataFileLayout.encodeWords(ranks)]), (.cefrByEntry, [levels]),
                (.posTagger, [tagger]), (.familyHeads, [DataFileLayout.encodeWords(heads)])]
    }

    /// `member TAB root` lines from `root TAB meaning TAB source TAB m1|m2|...` rows.
    static func rootsOfWord(_ roots: [UInt8]) -> [UInt8] {
        var lines: [String] = []
        for row in String(decoding: roots, as: UTF8.self).split(separator: "\n") {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 4 else { continue }
            for member in fields[3].split(separator: "|") { lines.append("\(member)\t\(fields[0])\n") }
        }
        return Array(lines.joined().utf8)
    }

    /// The lines of a TSV grouped by first field, groups sorted by its bytes.
    static func groups(of tsv: [UInt8]) -> [[UInt8]] {
        var byKey: [ArraySlice<UInt8>: [UInt8]] = [:]
        var order: [ArraySlice<UInt8>] = []
        for line in tsv.split(separator: 10) {
            let key = line.prefix { $0 != 9 }
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(contentsOf: line + [10])
        }
        return order.sorted { $0.lexicographicallyPrecedes($1) }.map { byKey[$0]! }
    }
}
