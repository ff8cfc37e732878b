import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import Tokenizer

/// `read` annotates and renders a long text a piece at a time (issue 11 item 10:
/// a 200 MB line took 4.1 GB as JSON and 7.5 GB as HTML). Cut into small pieces,
/// every text renders byte for byte as it does held whole, in every format, and
/// its footer still gives `score`'s figures.
@Suite("Rendering: piece by piece")
struct PieceRenderingTests {
    /// `RunningWordsTests`' B1 learner, who is also learning "make a decision".
    static let learner: VocabularySnapshot = {
        var learner = RunningWordsTests.learner
        learner.phrases[["make", "a", "decision"]] = .learning
        return learner
    }()

    /// Crafted texts, each with the piece size that cuts it where it is hard to cut.
    static let crafted: [String: (text: String, pieceSize: Int)] = [
        // Sentences straddle every piece boundary.
        "straddling": (String(repeating: "She made a decision quietly. Darcy ran home to Bath.\n", count: 12), 50),
        // One line, no line break, much longer than a piece.
        "single line": (String(repeating: "The cat sat on the mat. ", count: 40), 64),
        // The saved phrase runs over byte 64.
        "phrase over a cut": ("It rained all day in the north of the old town. She made a decision. Then she left.", 64),
        // Names settled by later pieces: "Bath" is a place until "bath" is written in lower case.
        "names": ("Darcy came. " + String(repeating: "They went to Bath with Mr. Darcy. ", count: 6) + "The bath was hot. Darcy left.", 48),
        // Indents, CR LF, tabs, paragraphs and verse.
        "layout": ("  Indented line\r\nnext line\twith a tab\n\n\nA new paragraph   with  spaces.\n  Verse one,\n  verse two.\n", 24),
        // A run without spaces (dictionary segmentation) over many pieces.
        "no spaces": (String(repeating: "日本語", count: 60) + "。東京です。", 64),
        // Possessives and markup next to the cuts.
        "gutenberg": (RunningWordsTests.gutenberg, 96),
    ]

    static let samples = ["emma-opening.txt", "moby-dick-loomings.txt", "persuasion-chapter-1-opening.txt",
                          "pride-and-prejudice-chapter-1.txt"]

    static func input(_ name: String) throws -> (text: String, pieceSize: Int) {
        try crafted[name] ?? (DifficultyFixture.sample(name), 256)
    }

    enum Format: String, CaseIterable {
        case ansi, ansiWrapped, plain, plainWrapped, html, htmlWithCards, json

        var renderer: any Renderer {
            let truecolor = TerminalCapabilities(colorDepth: .truecolor, styledUnderlines: true)
            return switch self {
            case .ansi: ANSIRenderer(theme: .dark, capabilities: truecolor, patternMode: true)
            case .ansiWrapped: ANSIRenderer(theme: .light, capabilities: truecolor, width: 23)
            case .plain: PlainRenderer()
            case .plainWrapped: PlainRenderer(width: 17)
            case .html: HTMLRenderer(theme: nil, patternMode: true)
            case .htmlWithCards: HTMLRenderer(theme: .light, cards: HTMLCards(dictionary: DictionaryFixture.dictionary))
            case .json: JSONRenderer()
            }
        }
    }

    /// `text` cut by `SentencePieces` (fed a few bytes at a time, as reads arrive).
    static func pieces(_ text: String, pieceSize: Int) throws -> [TokenizedText] {
        var stream = SentencePieces(tokenizer: try Tokenizer(), lemmatizer: AnnotationFixture.data.lemmatizer, pieceSize: pieceSize)
        var pieces: [TokenizedText] = []
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: 7) {
            try stream.feed(bytes[start..<min(start + 7, bytes.count)]) { pieces.append($0) }
        }
        try stream.finish { pieces.append($0) }
        return pieces
    }

    /// The pieces read twice, as `read` reads them: names learnt, then each piece annotated and rendered.
    static func rendered<Output: Renderer>(_ pieces: [TokenizedText], with renderer: Output) -> (output: String, summary: ReadingSummary) {
        var reading = Annotator(snapshot: learner, lexicon: AnnotationFixture.data.lexicon).reading()
        for piece in pieces { reading.learn(piece) }
        var sink = StringSink()
        var progress = renderer.start(to: &sink)
        for piece in pieces { renderer.render(reading.annotate(piece), progress: &progress, to: &sink) }
        renderer.finish(reading.summary, progress: &progress, to: &sink)
        return (sink.text, reading.summary)
    }

    static func whole<Output: Renderer>(_ text: String, with renderer: Output) throws -> String {
        renderer.render(try AnnotationFixture.annotate(text, learner))
    }

    @Test("pieces render as the whole text", arguments: Array(crafted.keys).sorted() + samples, Format.allCases)
    func sameBytes(name: String, format: Format) throws {
        let (text, pieceSize) = try Self.input(name)
        let pieces = try Self.pieces(text, pieceSize: pieceSize)
        #expect(pieces.count > 1)
        let chunked = Self.rendered(pieces, with: format.renderer).output
        let whole = try Self.whole(text, with: format.renderer)
        if Self.cutInsideSentences.contains(name) && format == .json {
            // Documented in `SentencePieces`: the tagger tags each side of a cut inside a sentence on its own.
            #expect(Self.withoutTags(chunked) == Self.withoutTags(whole))
            #expect(whole.contains(#""pos":"NOUN""#))
        } else if name == "no spaces" && (format == .plain || format == .plainWrapped) {
            // Documented in `SentencePieces`: a run of highlighted words without spaces is marked as two runs.
            #expect(chunked.filter { $0 != "[" && $0 != "]" } == whole.filter { $0 != "[" && $0 != "]" })
            #expect(chunked.filter { $0 == "[" }.count == whole.filter { $0 == "[" }.count + pieces.count - 1)
        } else {
            #expect(chunked == whole)
        }
    }

    @Test("pieces tile the input and carry the whole text's tokens", arguments: Array(crafted.keys).sorted() + samples)
    func sameTokens(name: String) throws {
        let (text, pieceSize) = try Self.input(name)
        var whole = try Tokenizer().tokenize(text)
        AnnotationFixture.data.lemmatizer.lemmatize(&whole)
        var tokens: [Token] = []
        var bytes: [UInt8] = []
        for piece in try Self.pieces(text, pieceSize: pieceSize) {
            #expect(piece.baseOffset == bytes.count)
            bytes += piece.bytes
            tokens += piece.tokens.map { token in
                Token(start: token.start + Int32(piece.baseOffset), end: token.end + Int32(piece.baseOffset), kind: token.kind,
                      sentence: token.sentence, rule: token.rule, lemma: token.lemma, pos: token.pos)
            }
        }
        #expect(bytes == Array(text.utf8))
        if Self.cutInsideSentences.contains(name) {
            let untagged = { (tokens: [Token]) in tokens.map { token in var token = token; token.pos = nil; return token } }
            #expect(untagged(tokens) == untagged(whole.tokens))
        } else {
            #expect(tokens == whole.tokens)
        }
    }

    /// Texts whose sentences are longer than their pieces, so some cuts fall inside a sentence where a tag can
    /// differ: in Emma's 256-byte pieces, "hers" of "every scheme of hers--one" starts a piece (issue 26: since
    /// "--" is one token, the cut falls one token later) and is tagged without the words before it.
    static let cutInsideSentences: Set<String> = ["layout", "emma-opening.txt"]

    static func withoutTags(_ json: String) -> String {
        json.replacing(/"pos":(null|"[A-Z]+"),/, with: "")
    }

    @Test("the footer gives score's figures", arguments: Array(crafted.keys).sorted() + samples)
    func footerIsScore(name: String) throws {
        let (text, pieceSize) = try Self.input(name)
        let summary = Self.rendered(try Self.pieces(text, pieceSize: pieceSize), with: PlainRenderer()).summary
        let report = try DifficultyFixture.scorer(Self.learner).score(text, tokenizer: try Tokenizer())
        #expect((summary.words, summary.names) == (report.words, report.names))
        #expect(abs((summary.knownCoverage ?? -1) - report.knownCoverage) < 1e-12)
        #expect(summary == (try AnnotationFixture.annotate(text, Self.learner)).summary)
    }

    @Test("the phrase over a cut is found, and the cut falls at its sentence's start")
    func phraseOverCut() throws {
        let (text, pieceSize) = Self.crafted["phrase over a cut"]!
        let pieces = try Self.pieces(text, pieceSize: pieceSize)
        #expect(pieces.map { String(decoding: $0.bytes, as: UTF8.self) }
            == ["It rained all day in the north of the old town. ", "She made a decision. Then she left."])
        #expect(Self.rendered(pieces, with: PlainRenderer(showsSummary: false)).output
            == "It rained all day in the north of the old town. She {made a decision}. Then she left.")
    }

    /// A sentence longer than a piece is cut at a word start a few words before
    /// the window's end: the text is the same, but a saved phrase across that
    /// cut is not found (documented in `SentencePieces`).
    @Test("a sentence longer than a piece is cut at a word")
    func longSentence() throws {
        let text = "Far away from the cold grey town she made a decision wisely about the long road that ran to the sea"
        let pieces = try Self.pieces(text, pieceSize: 64)
        #expect(pieces.map { String(decoding: $0.bytes, as: UTF8.self) }
            == ["Far away from the cold grey town she made ", "a decision wisely about the long road that ran to the sea"])
        #expect(Set(pieces.flatMap { $0.tokens.map(\.sentence) }) == [0])
        let output = Self.rendered(pieces, with: PlainRenderer(showsSummary: false)).output
        #expect(output == "Far away from the cold grey town she made a decision [wisely] about the long road that {ran} to the sea")
        #expect(try Self.whole(text, with: PlainRenderer(showsSummary: false))
            == "Far away from the cold grey town she {made a decision} [wisely] about the long road that {ran} to the sea")
    }

    @Test("text without whitespace is cut between tokens, and still counted as whole")
    func noWhitespace() throws {
        let text = String(repeating: "日本語", count: 200)
        let pieces = try Self.pieces(text, pieceSize: 100)
        #expect(pieces.count > 5)
        #expect(pieces.flatMap(\.bytes) == Array(text.utf8))
        let summary = Self.rendered(pieces, with: JSONRenderer()).summary
        #expect(summary.words == (try AnnotationFixture.annotate(text, Self.learner)).summary.words)
    }

    @Test("an empty text is one empty piece")
    func emptyText() throws {
        let pieces = try Self.pieces("", pieceSize: 64)
        #expect(pieces.map(\.tokens.count) == [0])
        #expect(Self.rendered(pieces, with: JSONRenderer()).output == (try Self.whole("", with: JSONRenderer())))
    }

    /// ANSI output is written out in chunks (`ChunkedText`) and the footer's separator follows the
    /// last character written: a text that ended its line (CR LF is written as LF) gets one blank line, any
    /// other a line break first.
    @Test("ANSI: the footer follows a text written out in chunks", arguments: [("\n", "\n"), ("", "\n\n"), ("\r\n", "\n")])
    func footerAfterChunks(ending: String, separator: String) throws {
        let text = String(repeating: "She made a decision quietly.\n", count: 3_000) + "Darcy ran home to Bath." + ending
        let capabilities = TerminalCapabilities(colorDepth: .truecolor, styledUnderlines: true)
        let body = try Self.whole(text, with: ANSIRenderer(theme: .dark, capabilities: capabilities, showsSummary: false))
        let output = try Self.whole(text, with: ANSIRenderer(theme: .dark, capabilities: capabilities))
        #expect(body.utf8.count > 2 * ChunkedText.chunkSize)
        #expect(output.hasPrefix(body + separator))
        #expect(output.dropFirst(body.count + separator.count).first?.isNewline == false)
    }
}
