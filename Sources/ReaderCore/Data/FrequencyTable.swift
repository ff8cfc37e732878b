import Foundation
import Tokenizer

/// Frequency rank of each lemma (1 = most frequent), from wordfreq via
/// `Corpora/frequency/lemmas.tsv`, by lemma and, for lexicon lemmas, by entry
/// (`LexiconIndexedTable`). The one owner of a term's rank: `define`, the
/// capture card, `init` and the scorer all ask it.
///
/// The lemma table misses lemmas the lemmatizer keeps as written: participles
/// used as adjectives ("interested"), lexicalised plurals ("thanks", "means"),
/// superlatives ("least"), abbreviations ("mr."). Those rank by their own form
/// (`frequency/words.tsv`), compiled in beside the lemma ranks (issue 27). A hyphenated
/// spelling ranks as the word closed up (`ClosedUpSpelling`).
public struct FrequencyTable: Sendable {
    private let table: LexiconIndexedTable

    /// The table of the compiled file, with its by-entry index over `lexicon`.
    init(compiled: CompiledData, lexicon: LemmaLexicon, path: String) throws(DataError) {
        table = try LexiconIndexedTable(words: compiled[.frequency], codes: compiled[.frequencyByEntry], width: .word,
                                        lexicon: lexicon, path: path, name: "frequency", code: Self.code)
    }

    /// The table of the compiled file without its by-entry index (the dictionary's).
    init(compiled: CompiledData) {
        table = LexiconIndexedTable(words: compiled[.frequency], codes: compiled[.frequencyByEntry], width: .word, code: Self.code)
    }

    @Sendable private static func code(_ rank: Substring) -> UInt32? {
        UInt32(rank)
    }

    /// The word-form table whose ranks stand in for lemmas the lemma table lacks.
    static let formsPath = "frequency/words.tsv"

    /// The rank per lexicon entry (0 for none) of `lemma TAB rank TAB zipf` rows, then, for
    /// entries still without one, of the word forms' rows (as the by-word lookup answers); for the compiler.
    static func ranksByEntry(lemmasTSV: [UInt8], formsTSV: [UInt8], lexicon: LemmaLexicon, path: String) throws -> [UInt32] {
        let lemmaRanks = try ranks(lemmasTSV, lexicon: lexicon, path: path)
        let formRanks = try ranks(formsTSV, lexicon: lexicon, path: path)
        var byEntry = zip(lemmaRanks, formRanks).map { $0 != 0 ? $0 : $1 }
        // An abbreviation ranks as its letters ("mr." as "mr"), a hyphenated spelling as the word closed up, as
        // `rank(of:)` looks them up.
        for standIn in [Self.abbreviationLetters, { ClosedUpSpelling.of($0.lowercased()) }] {
            LexiconIndexedTable.fillFromStandIns(&byEntry, lexicon: lexicon, tables: [lemmasTSV, formsTSV], standIn: standIn) { fields in
                fields.count >= 2 ? UInt32(fields[1]) : nil
            }
        }
        return byEntry
    }

    private static func ranks(_ bytes: [UInt8], lexicon: LemmaLexicon, path: String) throws -> [UInt32] {
        try LexiconIndexedTable.codesByEntry(tsv: bytes, lexicon: lexicon, path: path, shape: "lemma<TAB>rank<TAB>zipf") { buffer, fields in
            guard fields.count >= 2, let rank = TSVReader.integer(buffer, fields[1]), rank <= UInt32.max else { return nil }
            return UInt32(rank)
        }
    }

    /// The letters an abbreviation ranks as ("mr." as "mr"); nil for a word that is none.
    static func abbreviationLetters(_ word: String) -> String? {
        word.hasSuffix(".") && word.count > 1 ? word.lowercased().trimmingCharacters(in: ["."]) : nil
    }

    /// Rank of a lexicon lemma, or nil if not among the ranked lemmas.
    @inline(__always)
    public func rank(of lemma: LemmaID) -> Int? {
        let rank = table.code(of: lemma)
        return rank == 0 ? nil : Int(rank)
    }

    /// Rank of a lemma given as text (looked up lower-cased); an abbreviation ranks as its letters ("mr." as "mr"),
    /// a hyphenated spelling as the word closed up ("e-mail" as "email", `ClosedUpSpelling`).
    public func rank(of lemma: String) -> Int? {
        var rank = table.code(of: lemma)
        if rank == 0, let letters = Self.abbreviationLetters(lemma) { rank = table.code(of: letters) }
        if rank == 0, let closed = ClosedUpSpelling.of(lemma.lowercased()) { rank = table.code(of: closed) }
        return rank == 0 ? nil : Int(rank)
    }

    /// Rank of a term as written: a word written with hyphens whose lemma is its parts' ("t-shirt", lemma "t shirt")
    /// is as frequent as the more frequent of its parts taken as a phrase (how wordfreq counts the hyphenated
    /// spelling) and the word closed up ("tshirt", another spelling); any other term ranks as `rank(ofTerm:)`.
    public func rank(ofTerm lemmas: [String], writtenAs written: String) -> Int? {
        let parts = rank(ofTerm: lemmas)
        guard lemmas.count > 1, written.contains("-"), let closed = rank(of: lemmas.joined()) else { return parts }
        return min(closed, parts ?? closed)
    }

    /// Rank of a term given as its lemmas: a word's own; a phrase is as rare as
    /// its rarest word, and unranked when one of its words is.
    public func rank(ofTerm lemmas: [String]) -> Int? {
        let ranks = lemmas.compactMap(rank(of:))
        return ranks.count == lemmas.count ? ranks.max() : nil
    }
}
