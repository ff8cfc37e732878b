@testable import ImmersiveReader
import ReaderEngine
import TerminalUI
import Testing
import Tokenizer

/// `open` on a text too long to hold whole (issue 28 item 3): windows of whole pieces, and every
/// move, search, chapter and position as a byte offset of the whole text.
struct ReaderWindowTests {
    @Test(arguments: [
        // (offset, window size, window)
        (0, 150, 0..<250),
        (100, 10, 100..<250),
        (260, 100, 100..<300),
        (299, 120, 250..<420),
        (499, 1_000, 0..<500),
        (600, 10, 420..<500),
        (-5, 10, 0..<100),
        (420, 200, 300..<500),
    ])
    func windowsAreWholePiecesAroundTheOffset(offset: Int, size: Int, window: Range<Int>) {
        let pieces = TextPieces(starts: [0, 100, 250, 300, 420], end: 500, windowSize: size)
        #expect(pieces.window(around: offset) == window)
    }

    /// A match is found where the chunks of a streamed text cut it, at its offset in the text.
    @Test(arguments: [1, 2, 3, 5, 7, 64])
    func searchFindsAMatchAcrossChunks(chunkSize: Int) {
        let text = Array("The cat sat on the mat. The ZEBRA sat there.".utf8)
        var finder = TextFinder("zebra")!
        var found: Int?
        var start = 0
        while found == nil, start < text.count {
            let end = min(start + chunkSize, text.count)
            found = text[start..<end].withUnsafeBufferPointer { finder.feed($0, at: 100 + start) }
            start = end
        }
        #expect(found == 128)
    }

    static let mat = "The cat sat on the mat. "
    /// Zyx is a name because the text writes it mid-sentence at its start; its last window only
    /// has it starting a sentence.
    static let text = "Then Zyx slept. " + String(repeating: mat, count: 20) + "The zebra sat on the mat. "
        + String(repeating: mat, count: 20) + "Zyx ran. " + String(repeating: mat, count: 5) + "The end came."
    static let bytes = Array(text.utf8)

    static func offset(of word: String) -> Int {
        text.utf8.distance(from: text.startIndex, to: text.range(of: word)!.lowerBound)
    }

    @Test func gAndShiftGReachTheEndsOfTheTextThroughWindows() throws {
        var paged = try PagedText(Self.text)
        var model = paged.model(at: 0)
        let first = model.loaded
        #expect(first.lowerBound == 0 && first.upperBound < Self.bytes.count)
        paged.press("G", in: &model)
        #expect(model.word == "came")
        #expect(model.position == Self.bytes.count - 5)
        #expect(model.loaded.upperBound == Self.bytes.count)
        #expect(model.progress.percent == 100)
        paged.press("g", in: &model)
        #expect(model.word == "Then")
        #expect(model.position == 0)
        #expect(model.loaded == first)
        #expect(model.progress.percent == 0)
    }

    @Test func nextNewWordIsFoundInALaterWindowAndStaysWhenThereIsNoOther() throws {
        var paged = try PagedText(Self.text)
        var model = paged.model(at: 0)
        paged.press("n", in: &model)
        #expect(model.word == "zebra")
        #expect(model.position == Self.offset(of: "zebra"))
        paged.press("n", in: &model)
        #expect(model.message == "no New word below")
        #expect(model.position == Self.offset(of: "zebra"))
        paged.press("G", in: &model)
        paged.press("N", in: &model)
        #expect(model.word == "zebra")
    }

    @Test func searchFindsAWordInAnotherWindowAndWrapsToTheStart() throws {
        var paged = try PagedText(Self.text)
        var model = paged.model(at: 0)
        paged.press("/zebra\n", in: &model)
        #expect(model.position == Self.offset(of: "zebra"))
        paged.press("/end\n", in: &model)
        #expect(model.position == Self.offset(of: "end came"))
        paged.press("/slept\n", in: &model)
        #expect(model.position == Self.offset(of: "slept"))
        paged.press("/gnu\n", in: &model)
        #expect(model.message == "not found: gnu")
        #expect(model.position == Self.offset(of: "slept"))
    }

    /// Page after page to the end: each position is the byte offset of the word under the cursor.
    @Test func pagingDownCrossesEveryWindowWithExactOffsets() throws {
        var paged = try PagedText(Self.text)
        var model = paged.model(at: 0)
        var windows: Set<Range<Int>> = [model.loaded]
        var positions = [model.position]
        while true {
            paged.press(" ", in: &model)
            windows.insert(model.loaded)
            guard model.position != positions.last else { break }
            positions.append(model.position)
            #expect(Array(Self.bytes[model.position...].prefix(model.word.utf8.count)) == Array(model.word.utf8))
        }
        #expect(positions == positions.sorted())
        #expect(model.position == Self.bytes.count - 5)
        #expect(windows.count >= 3)
    }

    /// The next window comes as the view nears the edge, with the cursor where it was on the screen
    /// (the lines of a paragraph the window starts inside may wrap differently around it).
    @Test func aWindowNearTheEdgeIsReplacedWithoutMovingTheView() throws {
        var paged = try PagedText(Self.text)
        var model = paged.model(at: 0)
        var loads = 0
        for _ in 0..<60 {
            _ = model.handle(Key.character("j"))
            guard let load = model.windowNeeded else { continue }
            let (position, row) = (model.position, model.cursorLine - model.top)
            paged.fulfil(load, in: &model)
            loads += 1
            #expect(model.position == position)
            #expect(model.cursorLine - model.top == row)
        }
        #expect(loads >= 2)
    }

    @Test func aNameIsDecidedOverTheWholeText() throws {
        var paged = try PagedText(Self.text)
        var model = paged.model(at: Self.bytes.count - 1)
        #expect(!model.loaded.contains(Self.offset(of: "Zyx slept")))
        model.restore(position: Self.offset(of: "Zyx ran"))
        #expect(model.word == "Zyx")
        #expect(model.document.annotated.spans[model.cursorSpan!].isName)
        #expect(model.target?.status == .ignored)
    }

    /// `f` in a window finishes that window's New words, and says so.
    @Test func finishInAWindowNamesThePartHeld() throws {
        var paged = try PagedText(Self.text)
        var model = paged.model(at: Self.offset(of: "zebra"))
        _ = model.handle(Key.character("f"))
        #expect(model.prompt == .confirmFinish([Term(key: "zebra")!]))
        #expect(FrameBuilder.statusText(model) == "finish: mark the 1 New word left in this part Known? y/n")
        model = paged.model(at: Self.bytes.count - 1)
        #expect(!model.loaded.contains(Self.offset(of: "zebra")))
        _ = model.handle(Key.character("f"))
        #expect(model.message == "no New words left")
    }

    @Test func chaptersAndTheirPositionsAreByteOffsetsAcrossWindows() throws {
        let chapters = [ReaderChapter(number: 1, title: "One", offset: 0),
                        ReaderChapter(number: 2, title: "Two", offset: Self.offset(of: "The zebra")),
                        ReaderChapter(number: 3, title: "Three", offset: Self.offset(of: "Zyx ran"))]
        var paged = try PagedText(Self.text)
        var model = paged.model(at: 0, chapters: chapters)
        paged.press("]", in: &model)
        #expect(model.position == chapters[1].offset)
        paged.press("ll]", in: &model)
        #expect(model.position == chapters[2].offset)
        #expect(model.message == "chapter 3: Three")
        paged.press("[", in: &model)
        #expect(model.word == "sat")
        #expect(model.chapterPositions == [1: 0, 2: Self.offset(of: "zebra sat") + 6, 3: chapters[2].offset])
    }
}

/// A text cut into pieces as `open`'s survey cuts it, with what its controller does for the model:
/// windows of whole pieces annotated with names from the whole text, and the search past a window.
struct PagedText {
    let bytes: [UInt8]
    let pieces: [TokenizedText]
    let textPieces: TextPieces
    var reading: Annotator.Reading

    init(_ text: String, pieceSize: Int = 64, windowSize: Int = 512) throws {
        bytes = Array(text.utf8)
        var cutter = SentencePieces(tokenizer: try Tokenizer(), lemmatizer: ReaderFixture.data.lemmatizer, pieceSize: pieceSize)
        var pieces: [TokenizedText] = []
        try cutter.feed(bytes) { pieces.append($0) }
        try cutter.finish { pieces.append($0) }
        self.pieces = pieces
        textPieces = TextPieces(starts: pieces.map(\.baseOffset), end: bytes.count, windowSize: windowSize)
        let known: [String: WordStatus] = Dictionary(uniqueKeysWithValues: "the cat sit on mat then sleep run end come"
            .split(separator: " ").map { (String($0), .known) })
        reading = Annotator(snapshot: VocabularySnapshot(lemmas: known), lexicon: ReaderFixture.data.lexicon).reading()
        for piece in pieces { reading.learn(piece) }
    }

    mutating func window(_ range: Range<Int>) -> AnnotatedText {
        reading.annotateAgain(TokenizedText(joining: pieces.filter { range.contains($0.baseOffset) }))
    }

    /// A model holding the window around `offset`, with the cursor there.
    mutating func model(at offset: Int, chapters: [ReaderChapter] = []) -> ReaderModel {
        let document = ReaderDocument(name: "long.txt", annotated: window(textPieces.window(around: offset)),
                                      lexicon: ReaderFixture.data.lexicon, chapters: chapters)
        var model = ReaderModel(document: document, size: TerminalSession.Size(columns: 30, rows: 6),
                                display: ReaderFixture.display, pieces: textPieces)
        model.restore(position: offset)
        return model
    }

    /// Keys as characters; a line break is Enter.
    mutating func press(_ keys: String, in model: inout ReaderModel) {
        for key in keys {
            fulfil(model.handle(key == "\n" ? Key.enter : Key.character(key)), in: &model)
            if let load = model.windowNeeded { fulfil(load, in: &model) }
        }
    }

    /// Does the window and search requests as `open`'s controller does.
    mutating func fulfil(_ request: ReaderRequest?, in model: inout ReaderModel) {
        var next = request
        while let current = next {
            switch current {
            case .load(let range, let arrival): next = model.loaded(window(range), then: arrival)
            case .find(let query, let offset): next = model.found(query, at: find(query, after: offset))
            default: next = nil
            }
        }
    }

    /// The query from `offset` on, else from the start, fed 5 bytes at a time.
    private func find(_ query: String, after offset: Int) -> Int? {
        for range in [offset..<bytes.count, 0..<bytes.count] {
            var finder = TextFinder(query)!
            for start in stride(from: range.lowerBound, to: range.upperBound, by: 5) {
                let chunk = bytes[start..<min(start + 5, range.upperBound)]
                if let found = chunk.withUnsafeBufferPointer({ finder.feed($0, at: start) }) { return found }
            }
        }
        return nil
    }
}
