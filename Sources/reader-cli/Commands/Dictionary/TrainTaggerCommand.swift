import ArgumentParser
import Foundation
import ReaderEngine
import Tokenizer

/// Trains the part-of-speech model from its committed training data (run by
/// `Corpora/scripts/train_tagger.sh`, before `compile-data`, which copies the model in).
struct TrainTaggerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "train-tagger",
        abstract: "Train the averaged-perceptron part-of-speech model from `form TAB UPOS TAB Penn tag` lines.",
        discussion: """
        Reads the training tokens (a blank line after each sentence; '-' reads stdin), the lemma table and
        the closed-class table (the lexicon classes are features), and writes the model deterministically: the same inputs give
        the same bytes. Prints the training accuracy of each iteration (of the last run) on stderr. With
        --held-out N it trains on all but one of N consecutive blocks of sentences (--fold) and reports the
        accuracy on that block: settings are chosen this way, never on dev.

        Example:
          xz -dc Corpora/tagger/ud-ewt-train.tsv.xz | reader train-tagger - --forms Corpora/lemma/forms.tsv \\
            --closed-classes Corpora/lemma/closed-classes.tsv --out Corpora/tagger/upos.model
        """,
        shouldDisplay: false
    )

    @Argument(help: "Training tokens; '-' reads stdin.")
    var file: String

    @Option(help: ArgumentHelp("The lemma table (Corpora/lemma/forms.tsv).", valueName: "path"))
    var forms: String

    @Option(help: ArgumentHelp("The closed-class table (Corpora/lemma/closed-classes.tsv).", valueName: "path"))
    var closedClasses: String

    @Option(help: ArgumentHelp("Output file.", valueName: "path"))
    var out: String

    @Option(help: "Passes over the training data.")
    var iterations = 12

    @Option(help: "Seed of the shuffle between passes (run i uses seed + i).")
    var seed: UInt64 = 26

    @Option(help: "Runs averaged into the model, each with its own shuffle.")
    var runs = 4

    @Option(help: "Cut the training sentences into N blocks, hold one out and report the model's accuracy on them (choosing settings without dev).")
    var heldOut = 0

    @Option(help: "Which block is held out (0 ..< --held-out).")
    var fold = 0

    func run() throws {
        let lexicon = try LemmaLexicon(formsTSV: try InputSource(path: forms).readAll(),
                                       closedClasses: try ClosedClassWords(tsv: try InputSource(path: closedClasses).readAll()))
        let tokens = try InputSource(path: file).readAll()
        let (image, report) = try TaggerTrainer.train(tsv: tokens, lexicon: lexicon, iterations: iterations, seed: seed, runs: runs,
                                                    heldOut: heldOut, fold: fold)
        let accuracies = report.accuracyByIteration.map { String(format: "%.4f", $0) }.joined(separator: " ")
        FileHandle.standardError.write(Data(
            "train-tagger: \(report.sentences) sentences, \(report.tokens) tokens; accuracy by pass \(accuracies); \(report.features) features\n".utf8))
        if let accuracy = report.heldOutAccuracy, let unseen = report.heldOutUnseenAccuracy {
            // Counts, not only shares: settings differ by a few dozen tokens of 200,000, below four decimals of a fold.
            let wrong = Int((1 - accuracy) * Double(report.heldOutTokens) + 0.5)
            let unseenWrong = Int((1 - unseen) * Double(report.heldOutUnseenTokens) + 0.5)
            FileHandle.standardError.write(Data(String(format: "train-tagger: held out %d tokens: accuracy %.4f (%d wrong); %d unseen: %.4f (%d wrong)\n",
                                                       report.heldOutTokens, accuracy, wrong, report.heldOutUnseenTokens, unseen, unseenWrong).utf8))
        }
        try OutputFile.makeFolder((out as NSString).deletingLastPathComponent)
        try OutputFile.write(Array(image), to: out, content: "the model")
    }
}
