import Foundation

/// The sense model of the compiled data (`senseModel` section, from `Corpora/senses/model.tsv`,
/// trained by `Corpora/scripts/sense_model.py` on SemCor 3.0): per lemma, weights of context
/// features for its senses, and weights shared by all lemmas for the senses' lexicographer
/// files, added to WordNet's frequency prior and to a weight per stem a sense's gloss and examples
/// share with the sentence (Lesk's overlap, which speaks for senses SemCor tagged too rarely to
/// learn: `deposited the money at the bank`). The model overrides the most frequent sense only
/// when another scores `margin` more (the trainer chose it by cross-validation). Read in place:
/// two binary searches per feature, nothing loaded at start-up.
struct SenseModel: Sendable {
    /// The `model.tsv` format this engine reads (its `#` row).
    static let version = 4

    private let section: KeyedSection
    /// How much a sense's ln(1 + tag count) weighs against the feature weights.
    let priorWeight: Double
    /// How much more than the first sense another must score to be chosen.
    let margin: Double
    /// How much each stem a sense's gloss shares with the sentence adds to its score.
    let glossOverlapWeight: Double
    /// Lemmas too frequent to be features (`the`, `be`), as the trainer chose them.
    let stopLemmas: Set<String>

    /// Refuses a model of another format version. A section whose header cannot be read (a
    /// corrupt file) gives a model without weights: WordNet's order, never a crash.
    init(section: KeyedSection) throws(DataFileError) {
        let header = section.rows(forKey: "#").first ?? []
        if let version = header.first.flatMap({ Int($0) }), version != Self.version { throw .unsupportedModelVersion(version) }
        self.section = section
        priorWeight = header.count >= 2 ? Double(header[1]) ?? 1 : 1
        margin = header.count >= 3 ? Double(header[2]) ?? 0 : 0
        glossOverlapWeight = header.count >= 4 ? Double(header[3]) ?? 0 : 0
        stopLemmas = Set((section.rows(forKey: "#stop").first?.first ?? "").split(separator: " ").map(String.init))
    }

    /// The score of each sense of `lemma` in `context`.
    private func scores(of senses: [Sense], lemma: String, context: SenseFeatures) -> [Double] {
        var ofLemma: [Substring: Int] = [:]
        var ofFile: [Substring: Int] = [:]
        for feature in context.names(stop: stopLemmas) {
            add(forKey: lemma + "|" + feature, to: &ofLemma)
            add(forKey: "*|" + feature, to: &ofFile)
        }
        let stems = glossOverlapWeight == 0 ? [] : context.contextStems(stop: stopLemmas)
        return senses.map { sense in
            let learned = (ofLemma[Substring(sense.name)] ?? 0) + (sense.lexicographerFile.flatMap { ofFile[$0] } ?? 0)
            let overlap = stems.isEmpty ? 0 : SenseFeatures.glossStems(of: sense, stop: stopLemmas).intersection(stems).count
            return priorWeight * log1p(Double(sense.tagCount)) + Double(learned) / 100 + glossOverlapWeight * Double(overlap)
        }
    }

    /// Which of `senses` (one part of speech's, most frequent first) the context gives: the best
    /// scoring, unless it beats the first by no more than `margin`. Ties keep WordNet's order.
    func choice(among senses: [Sense], lemma: String, context: SenseFeatures) -> Int {
        let score = scores(of: senses, lemma: lemma, context: context)
        var best = 0
        for i in score.indices where score[i] > score[best] { best = i }
        return score[best] - score[0] > margin ? best : 0
    }

    /// Adds the `label:weight` cells stored under `key` to `weights`.
    private func add(forKey key: String, to weights: inout [Substring: Int]) {
        for row in section.rows(forKey: key) {
            for cell in row.first?.split(separator: " ") ?? [] {
                guard let colon = cell.firstIndex(of: ":"), let value = Int(cell[cell.index(after: colon)...]) else { continue }
                weights[cell[..<colon], default: 0] += value
            }
        }
    }
}
