import ArgumentParser
import ReaderEngine
import Tokenizer

struct LemmaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lemma",
        abstract: "Print the lemma of each word, one per line (word TAB lemma).",
        discussion: """
        Examples:
          reader lemma went mice better studies
          reader lemma "didn't"
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Words to lemmatize.")
    var words: [String]

    func run() throws {
        let data = try global.languageData()
        let tokenizer = try Tokenizer()
        let writer = OutputWriter()
        for word in words {
            let lemma = try data.lemmatizer.lemma(ofWord: word, tokenizer: tokenizer)
            try writer.write(ControlCharacterEscaping.singleLine(word) + "\t" + ControlCharacterEscaping.singleLine(lemma) + "\n")
        }
        try writer.flush()
    }
}
