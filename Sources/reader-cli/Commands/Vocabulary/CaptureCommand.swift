import ArgumentParser
import Collocations
import Documents
import Foundation
import ReaderEngine
import Tokenizer

struct CaptureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Save a word (or phrase) from a text as Learning, with its sentence, and print its card.",
        discussion: """
        Point at the word with --at BYTE (a UTF-8 byte offset into the input, as 'reader tokens' prints) or \
        with --word TEXT (its first occurrence, or the Nth with --nth N; TEXT may be several words, which \
        captures them as a phrase). The card shows the term, its lemma, part of speech when known, frequency \
        (Essential: rank 1-5,000, Advanced: 5,001-15,000, Rare: beyond), CEFR level, IPA, the top senses for \
        its part of speech, the sentence with the term highlighted, and its word family. \
        Learners whose level (from 'reader init --level') is A1 or A2 get a warning for Rare words. \
        The source kept is the file's absolute path; from an EPUB, HTML or Markdown document with a title it \
        goes on with the book and chapter or the page's title: '/books/two-openings.epub · Two Openings › Persuasion'.

        Examples:
          echo "We need to make a decision soon." | reader capture --word decision
          reader capture chapter.txt --at 1042 --note "from chapter 3"
          reader capture chapter.txt --word lying --nth 2 --word-only
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions
    @OptionGroup var native: NativeOption

    @Argument(help: "Text file; '-' or nothing reads stdin.")
    var file: String?

    @Option(parsing: .unconditional, help: TapOffset.help)
    var at: Int?

    @Option(help: ArgumentHelp("The word or phrase to capture, as written in the text.", valueName: "text"))
    var word: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Which occurrence of --word (1 = first).", valueName: "n"))
    var nth: Int = 1

    @Flag(help: "Capture only the word, never the phrase around it.")
    var wordOnly = false

    @Option(help: ArgumentHelp("A note to keep with the capture.", valueName: "text"))
    var note: String?

    @Option(help: ArgumentHelp("Also file the term in this deck (created if missing).", valueName: "name"))
    var deck: String?

    func validate() throws {
        switch (at, word) {
        case (nil, nil): throw ValidationError("say what to capture: --at BYTE or --word TEXT")
        case (.some, .some): throw ValidationError("give either --at or --word, not both")
        default: break
        }
        try TapOffset.validate(at)
        if nth < 1 { throw ValidationError("--nth counts from 1") }
        if at != nil && nth != 1 { throw ValidationError("--nth goes with --word, not --at") }
    }

    func run() throws {
        // A deck name the store refuses is refused before the capture is saved.
        if let deck { _ = try VocabularyStore.deckName(deck) }
        let data = try global.languageData()
        let store = try global.openStore()
        let tokenizer = try Tokenizer()
        let source = input.source(file)
        let (text, target) = try Self.piece(holding: at.map(CaptureTarget.offset) ?? .word(word ?? "", nth: nth),
                                            in: source, tokenizer: tokenizer, lemmatizer: data.lemmatizer)
        let builder = CaptureBuilder(data: data, partsOfSpeech: try PartOfSpeechTable(location: data.location),
                                     expander: wordOnly ? nil : try Self.phraseExpander(data: data, store: store),
                                     dictionary: try native.dictionary(location: data.location, settings: try global.settings()))
        var capture = try builder.capture(target, in: text, tokenizer: tokenizer, wordOnly: wordOnly,
                                          source: nil, note: note, at: try Clock.now())
        capture.source = try CaptureSource.describe(source, offset: capture.range?.lowerBound)
        let change = try store.capture(capture)
        if let deck { try store.addToDeck(deck, terms: [capture.term], at: capture.capturedAt) }
        let card = builder.card(for: capture, change: change, level: try store.level(),
                                context: builder.sense.context(of: capture, tokenizer: tokenizer))
        let writer = OutputWriter()
        try writer.write(CaptureCardRenderer.render(card, style: CardStyleSelection.current()))
        try writer.flush()
    }

    /// The piece of the input that holds `target` (its sentence whole), and
    /// the target within it (the nth occurrence less those in earlier pieces):
    /// the text after it is never read, and only a piece is held at a time.
    static func piece(holding target: CaptureTarget, in input: InputSource, tokenizer: Tokenizer,
                      lemmatizer: Lemmatizer) throws -> (TokenizedText, CaptureTarget) {
        switch target {
        case .offset(let offset):
            return (try input.piece(containing: offset, tokenizer: tokenizer, lemmatizer: lemmatizer), target)
        case .word(let word, let nth):
            var remaining = nth
            let found = try input.firstPiece(tokenizer: tokenizer, lemmatizer: lemmatizer) { piece in
                do {
                    _ = try CaptureTarget.word(word, nth: remaining).locate(in: piece, tokenizer: tokenizer)
                    return true
                } catch CaptureError.wordNotFound(_, _, let found) {
                    remaining -= found
                    return false
                }
            }
            guard let found else { throw CaptureError.wordNotFound(word: word, nth: nth, found: nth - remaining) }
            return (found, .word(word, nth: remaining))
        }
    }

    /// Tap expansion decides whether the word is captured with the phrase around it.
    static func phraseExpander(data: LanguageData, store: VocabularyStore) throws -> CaptureBuilder.PhraseExpander {
        let expander = try PhraseData(language: data).expander(lemmatizer: data.lemmatizer)
        return CaptureBuilder.phraseExpander(expander, saved: try store.snapshot().savedPhrases(classes: expander.lexicon.classes))
    }

    /// Captures remember the file's one key (absolute, links resolved), so they still name it from elsewhere
    /// and `reader serve` names it alike.
    static func sourcePath(_ file: String?) -> String? {
        guard let file, file != "-" else { return nil }
        return SourcePath.key(of: file)
    }
}
