import Collocations
import Documents
import Foundation
import ImmersiveReader
import ReaderEngine
import TerminalUI
import Tokenizer

/// Runs `reader open`: loads the text and the learner's vocabulary, then
/// feeds terminal events to the `ReaderModel`, does what it requests (store
/// writes, cards, phrase expansion) and draws its frames.
final class ReaderController {
    let location: DataLocation
    let lemmatizer: Lemmatizer
    let store: VocabularyStore
    /// Made on first use (a capture): the text itself is tokenized on another thread.
    private var lazyTokenizer: Tokenizer?
    /// The text held: all of it, or the window the model shows (`TextSurvey`).
    var text: TokenizedText
    /// The first reading of the text: its names, and where its pieces start (of the first window only,
    /// until the reading of the whole text in the background ends).
    var survey: TextSurvey
    private let surveying: Preload<TextSurvey>
    private var surveyed = false
    private let progress: SurveyProgress
    /// Wakes the event loop when the background reading moves on.
    private let waker: LoopWaker
    /// Whether this session changed the store since the annotator was made, so a window read
    /// next takes a new snapshot.
    var storeChanged = false
    /// The file as captures record it (absolute path), also the key of the reading position.
    let source: String
    /// The input, whose document (a book's chapters and title) is extracted once.
    let input: InputSource
    let level: CEFRLevel?
    var model: ReaderModel
    /// Lemmas, frequency and CEFR: read in place from the compiled file, so one load serves all.
    let data: LanguageData
    /// Loaded on first use, so a long text opens fast.
    private var lazyExpander: TapExpander?
    private var lazyPartsOfSpeech: PartOfSpeechTable?
    private var lazyDictionary: EnglishDictionary?
    var savedPhrases: SavedPhrases
    /// `p` and `P`: the voice and player settings.
    let speaker: Speaker
    /// Statuses and the changes made while reading, as `serve` makes them.
    let session: ReadingSession
    /// The learner's language, whose words the card shows (setting `native`).
    let native: NativeDictionary?

    init(source input: InputSource, global: GlobalOptions, display: DisplaySettings, native: NativeDictionary?) throws {
        let file = input.path ?? "-"
        self.input = input
        self.native = native
        location = try ProcessEnvironment.dataLocation()
        data = try LanguageData(location: location)
        let lemmatizer = data.lemmatizer
        self.lemmatizer = lemmatizer
        // The text is read a first time (its names, where its pieces start) while the store loads. A file
        // larger than a window is read so in the background: the window at the reading position shows at
        // once, and is read again when the whole text has been (`surveyed`).
        let size = input.regularFileSize ?? 0
        let waker = try LoopWaker()
        self.waker = waker
        let progress = SurveyProgress(size: size, waker: waker)
        self.progress = progress
        let readWhole = { Preload({ try TextSurvey(source: input, lemmatizer: lemmatizer) { progress.read($0) } }, settled: { waker.wake() }) }
        let background = size > TextSurvey.windowSize
        let early = background ? nil : readWhole()
        store = try global.openStore()
        speaker = Speaker(settings: try global.settings().effective)
        let snapshot = try store.snapshot()
        savedPhrases = snapshot.savedPhrases(classes: WordClassTable(lexicon: lemmatizer.lexicon))
        source = CaptureCommand.sourcePath(file) ?? file
        level = try store.level()
        session = ReadingSession(store: store, lexicon: lemmatizer.lexicon, families: try global.settings().families(data),
                                 clock: { try Clock.now() })
        let saved = try store.readingPosition(of: source)?.offset
        if let early {
            surveying = early
            survey = try early.value
        } else {
            // The first window is read before the whole text starts, so both cores cut it.
            let start = try Self.lineStart(before: min(saved ?? 0, size), in: input)
            survey = try TextSurvey(source: input, lemmatizer: lemmatizer, within: start..<(start + TextSurvey.firstWindowSize))
            surveying = readWhole()
        }
        survey.reading.use(session.annotator(over: snapshot))
        let (text, annotated) = try survey.window(survey.pieces.window(around: saved ?? survey.pieces.text.lowerBound), of: input,
                                                  lemmatizer: lemmatizer)
        self.text = text
        let chapters = try input.document()?.chapters.map { ReaderChapter(number: $0.index, title: $0.title, offset: $0.range.lowerBound) }
        let document = ReaderDocument(name: URL(fileURLWithPath: file).lastPathComponent, annotated: annotated,
                                      lexicon: lemmatizer.lexicon, chapters: chapters ?? [])
        model = ReaderModel(document: document, size: TerminalSession.currentSize(), display: display,
                            pieces: survey.whole == nil ? survey.pieces : nil)
        if background { model.surveying = 0 } else { surveyed = true }
    }

    /// The start of the line holding byte `offset`: where the first window of a text still being read begins.
    /// A line longer than 64 KB starts the window after its last space before `offset`, or failing that at the
    /// first byte of a character, never inside one.
    private static func lineStart(before offset: Int, in input: InputSource) throws -> Int {
        guard offset > 0 else { return 0 }
        var (line, word, character): (Int?, Int?, Int?) = (nil, nil, nil)
        try input.forEachChunk(within: max(offset - (64 << 10), 0)..<offset) { chunk, at in
            for (index, byte) in chunk.enumerated() {
                if byte == UInt8(ascii: "\n") { line = at + index + 1 }
                if byte == UInt8(ascii: " ") { word = at + index + 1 }
                if byte & 0xC0 != 0x80 { character = at + index }
            }
        }
        return line ?? word ?? character ?? offset
    }

    /// The background reading moved on, or ended: the status line's figure, or the windows of the whole text.
    private func surveyMoved() -> ReaderRequest? {
        guard !surveyed else { return nil }
        guard let result = surveying.ready else {
            model.surveying = progress.percent
            return nil
        }
        surveyed = true
        do {
            survey = try result.get()
            try refreshAnnotator()
            return model.surveyed(survey.whole == nil ? survey.pieces : nil, text: survey.pieces.text)
        } catch {
            model.surveying = nil
            model.report("could not read the whole text: " + Self.describe(error))
            return nil
        }
    }

    func run() throws {
        model.resize(TerminalSession.currentSize())
        if let position = try store.readingPosition(of: source) {
            let chapters = try store.chapterPositions(of: source).map { ($0.chapter, $0.offset) }
            model.restore(position: position.offset, chapters: Dictionary(chapters, uniquingKeysWith: { $1 }))
        }
        // Near the window's edge (after a key, a click or a resize), the next window, the view unchanged.
        let loadNeededWindow = { if let load = self.model.windowNeeded { _ = self.perform(load) } }
        try TerminalSession.runInputLoop(mouse: true, waker: waker, frame: { FrameBuilder.frame(model) },
                                         resize: { self.model.resize($0); loadNeededWindow() },
                                         stopping: { try? savePosition() }) { input in
            var request: ReaderRequest?
            switch input {
            case .key(let key): request = model.handle(key)
            case .mouse(let mouse): request = model.handle(mouse)
            case .woken: request = surveyMoved()
            }
            while let next = request {
                if next == .quit {
                    try savePosition()
                    return .stop
                }
                request = perform(next)
            }
            loadNeededWindow()
            return .next
        }
    }

    func savePosition() throws {
        try store.saveReadingPosition(ReadingPosition(path: source, offset: model.position, updatedAt: try Clock.now()),
                                      chapters: model.chapterPositions)
    }

    /// Does one request; a failure becomes a message in the status line.
    private func perform(_ request: ReaderRequest) -> ReaderRequest? {
        do {
            return try fulfil(request)
        } catch {
            model.report(Self.describe(error))
            return nil
        }
    }

    static func describe(_ error: Error) -> String {
        (error as? ReportableError)?.message ?? String(describing: error)
    }

    var expander: TapExpander {
        get throws {
            try cached(&lazyExpander) { try PhraseData(location: location, lexicon: lemmatizer.lexicon).expander(lemmatizer: lemmatizer) }
        }
    }

    var tokenizer: Tokenizer {
        get throws { try cached(&lazyTokenizer) { try Tokenizer() } }
    }

    var partsOfSpeech: PartOfSpeechTable {
        get throws { try cached(&lazyPartsOfSpeech) { try PartOfSpeechTable(location: location) } }
    }

    var dictionary: EnglishDictionary {
        get throws { try cached(&lazyDictionary) { try EnglishDictionary(location: location).speaking(native) } }
    }

    /// The value in `slot`, loaded there on first use.
    private func cached<Value>(_ slot: inout Value?, _ load: () throws -> Value) rethrows -> Value {
        if let slot { return slot }
        let value = try load()
        slot = value
        return value
    }
}
