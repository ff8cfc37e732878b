import ArgumentParser
import Collocations
import ReaderEngine

/// Output formats of `reader collocations top`.
enum TopFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns: score, count, phrase.
    case text
    /// {"phrase","score","count","npmi","pmi","llr","tscore"} per line.
    case jsonl
}

extension AssociationMeasure: ExpressibleByArgument {}

struct CollocationsTopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "top",
        abstract: "List the strongest phrases of a model.",
        discussion: """
        Measures: npmi (normalised PMI), pmi, llr (log-likelihood G2), tscore; all at the phrase's weakest split.

        Examples:
          reader collocations top -n 20
          reader collocations top --measure llr --format jsonl
        """
    )

    @OptionGroup var global: GlobalOptions

    @Option(name: .customShort("n"), help: "How many phrases.")
    var n = 50

    @Option(help: "Ranking: \(AssociationMeasure.allCases.map(\.rawValue).joined(separator: ", ")).")
    var measure: AssociationMeasure = .npmi

    @Option(help: ArgumentHelp("Phrase model (default: the shipped Corpora/models/default.phrases).", valueName: "path"))
    var model: String?

    @Option(help: "Output format: \(TopFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: TopFormat = .text

    func validate() throws {
        guard n >= 1 else { throw ValidationError("-n must be at least 1") }
    }

    func run() throws {
        let location = try ProcessEnvironment.dataLocation()
        let path = model ?? location.url(PhraseData.defaultModelPath).path
        let lexicon = try PhraseData.lemmatizer(location: location).lexicon
        guard let loaded = try PhraseData.loadModel(path, required: true, lexicon: lexicon) else { return }
        let writer = OutputWriter()
        for (phrase, score) in loaded.top(n, by: measure) {
            let text = loaded.text(of: phrase)
            switch format {
            case .text:
                let count = String(Int(phrase.counts.joint))
                try writer.write(Self.column(NumberText.compact(score), width: 10) + " "
                                 + Self.column(count, width: 7) + " " + ControlCharacterEscaping.singleLine(text) + "\n")
            case .jsonl:
                try writer.write("{\"phrase\":\"")
                try Array(text.utf8).withUnsafeBufferPointer { try writer.writeJSONEscaped($0) }
                try writer.write("\",\"score\":\(NumberText.compact(score)),\"count\":\(Int(phrase.counts.joint))")
                for other in AssociationMeasure.allCases {
                    try writer.write(",\"\(other.rawValue)\":\(NumberText.compact(other.score(phrase.counts)))")
                }
                try writer.write("}\n")
            }
        }
        try writer.flush()
    }

    /// `value` padded to `width`; a longer value is kept whole (4294967295 is not cut to 4294967).
    static func column(_ value: String, width: Int) -> String {
        value.count >= width ? value : value.padding(toLength: width, withPad: " ", startingAt: 0)
    }
}
