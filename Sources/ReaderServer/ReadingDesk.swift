import Collocations
import Documents
import Foundation
import ReaderEngine
import Tokenizer

/// The engine behind every route, wired as the CLI commands wire it: the store, the language
/// data and the texts being read. One actor, so requests from several tabs reach the store one
/// at a time, and a write under way finishes before the server stops.
actor ReadingDesk {
    let store: VocabularyStore
    let data: LanguageData
    /// Statuses as `read` shows them and the changes made while reading, as `open` makes them.
    let session: ReadingSession
    let library: Library
    let uploads: Uploads
    let now: @Sendable () -> Date
    /// The learner's, for the days of the stats page.
    let timeZone: TimeZone
    let tokenizer: Tokenizer
    let partsOfSpeech: PartOfSpeechTable
    /// Shared with the review: its prompts and notes.
    let dictionary: EnglishDictionary
    private let expander: TapExpander
    /// Texts recently read, newest last (a few books, each about 20 bytes a byte).
    private var held: [LibraryText] = []
    /// Texts being read and tokenized, by id.
    private var loading: [String: Task<LibraryText, any Error>] = [:]
    private static let heldTexts = 4
    /// Library rows scored against the vocabulary as it was at `generation`.
    private var scored: [String: (size: Int, generation: Int, report: DifficultyReport, title: String, extent: Range<Int>)] = [:]
    /// Bumped by every write made here, so library rows are scored again.
    private var generation = 0
    /// The word families the vocabulary size counts, read on the first stats page.
    private var familyCount: FamilyList?

    init(store: VocabularyStore, data: LanguageData, families: WordFamilies, native: NativeDictionary?, library: Library, uploads: Uploads,
         now: @escaping @Sendable () -> Date, timeZone: TimeZone) throws {
        self.store = store
        self.data = data
        session = ReadingSession(store: store, lexicon: data.lexicon, families: families, clock: now)
        self.library = library
        self.uploads = uploads
        self.now = now
        self.timeZone = timeZone
        tokenizer = try Tokenizer()
        partsOfSpeech = try PartOfSpeechTable(location: data.location)
        dictionary = try EnglishDictionary(location: data.location).speaking(native)
        expander = try PhraseData(language: data).expander(lemmatizer: data.lemmatizer)
    }

    // MARK: Reading

    /// A text, loaded on first use.
    func text(_ id: String) async throws -> LibraryText {
        if let index = held.firstIndex(where: { $0.entry.id == id }) {
            let text = held.remove(at: index)
            held.append(text)
            return text
        }
        guard let entry = library.entry(id: id) else { throw ServerError.notFound("no text '\(id)' in the library") }
        let text = try await load(entry)
        if !held.contains(where: { $0.entry == entry }) { held.append(text) }
        if held.count > Self.heldTexts { held.removeFirst() }
        return text
    }

    /// Reads, extracts and tokenizes a text off the desk (a book takes seconds), so every other request
    /// goes on meanwhile; requests for a text already loading wait for that one load.
    private func load(_ entry: Library.Entry) async throws -> LibraryText {
        if let underway = loading[entry.id] { return try await underway.value }
        let lemmatizer = data.lemmatizer
        let task = Task.detached { try LibraryText(entry: entry, lemmatizer: lemmatizer) }
        loading[entry.id] = task
        defer { loading[entry.id] = nil }
        return try await task.value
    }

    /// Page `number` (from 0; nil: the page of the saved reading position) annotated against the
    /// vocabulary as it is now. Showing a page moves nothing: the page's script saves the position (`position`).
    /// Off the desk once the text is loaded, so pages for several tabs are annotated on every core at once.
    nonisolated func page(_ id: String, number: Int?) async throws -> (text: LibraryText, number: Int, annotated: AnnotatedText) {
        let text = try await text(id)
        let number = try number ?? store.readingPosition(of: text.entry.path).flatMap { text.page(containing: $0.offset) } ?? 0
        guard text.pageRanges.indices.contains(number) || (text.pageCount == 0 && number == 0) else {
            throw ServerError.notFound("\(id) has \(text.pageCount) pages; there is no page \(number + 1)")
        }
        let piece = text.pageCount == 0 ? TokenizedText(bytes: [], baseOffset: text.start, tokens: [], sentenceCount: 0) : try text.page(number)
        var annotated = try annotate(piece)
        annotated.preformatted = text.codeBlocks(onPage: number)
        return (text, number, annotated)
    }

    /// The reading position moves to the start of page `number` (from 0), as the page's script asks once it shows it.
    func savePosition(_ id: String, page number: Int) async throws -> ReadingAnswer.Position {
        let text = try await text(id)
        guard text.pageRanges.indices.contains(number) || (text.pageCount == 0 && number == 0) else {
            throw ServerError.notFound("\(id) has \(text.pageCount) pages; there is no page \(number + 1)")
        }
        let offset = text.pageCount == 0 ? text.start : text.pageRanges[number].lowerBound
        try store.saveReadingPosition(ReadingPosition(path: text.entry.path, offset: offset, updatedAt: now()))
        return ReadingAnswer.Position(text: id, page: number, offset: offset)
    }

    nonisolated func annotate(_ piece: TokenizedText) throws -> AnnotatedText {
        try session.annotate(piece)
    }

    /// The page of a text holding a byte offset.
    private func piece(_ id: String, holding offset: Int) async throws -> (LibraryText, TokenizedText) {
        let text = try await text(id)
        guard let number = text.page(containing: offset) else {
            throw ServerError.badRequest("offset \(offset) is outside the text (\(text.start)..<\(text.end))")
        }
        return (text, try text.page(number))
    }

    // MARK: The card, phrases

    /// `reader define FILE --at BYTE --format json` for a word of a library text; `phrase`: for the phrase
    /// `reader expand` finds there, as `reader define "PHRASE" --format json` gives it.
    func card(_ id: String, at offset: Int, phrase: Bool) async throws -> String {
        let (_, piece) = try await piece(id, holding: offset)
        return phrase ? try phraseCard(in: piece, at: offset) : try card(in: piece, at: offset)
    }

    /// The card of the phrase around a byte offset (the word's card where the word stands alone): its
    /// senses, pronunciation, frequency, level and status, or its head word's senses where WordNet lacks it.
    func phraseCard(in piece: TokenizedText, at offset: Int) throws -> String {
        let expansion = try expansion(in: piece, at: offset)
        guard expansion.source != .word else { return try card(in: piece, at: offset) }
        let surface = String(decoding: piece.bytes[(expansion.start - piece.baseOffset)..<(expansion.end - piece.baseOffset)], as: UTF8.self)
        // The term's key, lower-cased as the store and `define` keep it ("Emma Woodhouse" is "emma woodhouse").
        let lemma = Term(key: expansion.lemma)?.key ?? expansion.lemma
        let status = try session.status(of: lemma)
        return DictionaryJSON.entry(dictionary.entry(for: surface, lemma: lemma).map { CardFacts(entry: $0, status: status) }
            ?? CardFacts(unlisted: surface, lemma: lemma, data: data, status: status))
    }

    /// The card of the word at a byte offset of a piece of text; a word the dictionary lacks still
    /// gets its frequency, level and status.
    func card(in piece: TokenizedText, at offset: Int) throws -> String {
        let word = try TappedWord(at: offset, in: piece, tokenizer: tokenizer, lemmatizer: data.lemmatizer, partsOfSpeech: partsOfSpeech)
        return DictionaryJSON.entry(word.card(in: dictionary, data: data, status: try session.status(of: word.lemma)))
    }

    /// `reader expand FILE --at BYTE --format json`.
    func expand(_ id: String, at offset: Int) async throws -> String {
        let (_, piece) = try await piece(id, holding: offset)
        let expansion = try expansion(in: piece, at: offset)
        let surface = Array(piece.bytes[(expansion.start - piece.baseOffset)..<(expansion.end - piece.baseOffset)])
        return ExpansionJSON.record(expansion, surface: surface)
    }

    /// What a tap at a byte offset expands to, as `reader expand` finds it (the learner's saved phrases too).
    private func expansion(in piece: TokenizedText, at offset: Int) throws -> Expansion {
        try expander.expand(piece, at: offset, saved: try savedPhrases())
    }

    /// The learner's saved phrases as they are now.
    private func savedPhrases() throws -> SavedPhrases {
        try store.snapshot().savedPhrases(classes: expander.lexicon.classes)
    }

    // MARK: Writes (each one undoable batch, as in `open`)

    /// `reader mark TERM --STATUS`, the term given by its key (lemmas joined by spaces).
    func mark(_ key: String, _ status: WordStatus) throws -> ReadingAnswer.Mark {
        guard let term = Term(key: key) else { throw ServerError.badRequest("'\(key)' is not a term") }
        let change = try session.mark([term], as: status)
        generation += 1
        return ReadingAnswer.Mark(term: term, status: status, change: change.changes[0].change, batch: change.batch)
    }

    /// The capture `reader capture FILE --at BYTE [--word-only]` would store, not stored: what the
    /// capture form shows (its sentence is the learner's to edit).
    func draft(_ id: String, at offset: Int, phrase: Bool) async throws -> Capture {
        let (text, piece) = try await piece(id, holding: offset)
        return try draft(in: piece, at: offset, phrase: phrase,
                         source: SourceName.describe(path: text.entry.path, document: text.document, offset: offset))
    }

    /// The capture of the word (or its phrase) at a byte offset of a piece of text.
    func draft(in piece: TokenizedText, at offset: Int, phrase: Bool, source: String) throws -> Capture {
        let builder = CaptureBuilder(data: data, partsOfSpeech: partsOfSpeech,
                                     expander: phrase ? CaptureBuilder.phraseExpander(expander, saved: try savedPhrases()) : nil)
        return try builder.capture(.offset(offset), in: piece, tokenizer: tokenizer, wordOnly: !phrase, source: source, at: now())
    }

    /// `reader capture FILE --at BYTE [--word-only] [--note] [--deck]`, with the sentence as edited.
    func capture(_ request: CaptureRequest) async throws -> ReadingAnswer.Captured {
        try save(try await draft(request.text, at: request.at, phrase: request.phrase), sentence: request.sentence, deck: request.deck, note: request.note)
    }

    /// Stores a capture as one undoable batch, with the sentence as the learner edited it, a deck and a note.
    func save(_ draft: Capture, sentence: String?, deck: String?, note: String?) throws -> ReadingAnswer.Captured {
        var capture = draft
        capture.note = note.flatMap { $0.isEmpty ? nil : $0 }
        if let sentence {
            guard let edited = capture.withEditedSentence(sentence) else { throw ServerError.badRequest("the sentence is empty") }
            capture = edited
        }
        let change = try session.capture(capture, deck: deck)
        generation += 1
        return ReadingAnswer.Captured(capture, change: change.changes[0].change, batch: change.batch)
    }

    /// `reader finish` for one page: its words still New become Known.
    func finish(_ id: String, page number: Int) async throws -> ReadingAnswer.Finished {
        let text = try await text(id)
        guard text.pageRanges.indices.contains(number) else { throw ServerError.notFound("\(id) has no page \(number + 1)") }
        let change = try session.finish(try annotate(text.page(number)).newWordTerms, label: text.entry.path)
        generation += 1
        return ReadingAnswer.Finished(marked: change.changes.map(\.term.key), batch: change.batch)
    }

    /// `reader undo` for a change made here: refused when another change came after it.
    func undo(batch: Int64) throws -> ReadingAnswer.Undone {
        let undone = try session.undo(batch: batch)
        generation += 1
        return ReadingAnswer.Undone(batch: batch, reverted: undone.reverted.map { .init(term: $0.term.key, status: $0.status ?? .new) },
                                    capturesRemoved: undone.capturesRemoved)
    }

    // MARK: The library

    struct Row: Sendable {
        let entry: Library.Entry
        let title: String
        let report: DifficultyReport?
        /// Share of the text before the reading position (nil: not opened yet).
        let progress: Double?
        let problem: String?
    }

    /// Every text with its level, known share, New words and reading progress, as `reader score` reports them.
    func rows() throws -> [Row] {
        let vocabulary = try store.snapshot()
        let scorer = DifficultyScorer(data: data, vocabulary: vocabulary, learnerLevel: try store.level() ?? .b1, topNewLimit: 0,
                                          families: session.families)
        return try library.entries().map { entry in
            let position = try store.readingPosition(of: entry.path)
            if let cached = scored[entry.id], cached.size == entry.size, cached.generation == generation {
                return Row(entry: entry, title: cached.title, report: cached.report,
                           progress: position.map { Self.progress(at: $0.offset, of: cached.extent) }, problem: nil)
            }
            do {
                var accumulator = scorer.makeAccumulator()
                // The figures come from the pass that finds the pages, which keeps none of them.
                let text = try LibraryText(entry: entry, lemmatizer: data.lemmatizer) { accumulator.add($0) }
                let report = accumulator.finish()
                scored[entry.id] = (entry.size, generation, report, text.title, text.start..<text.end)
                return Row(entry: entry, title: text.title, report: report,
                           progress: position.map { Self.progress(at: $0.offset, of: text.start..<text.end) }, problem: nil)
            } catch let error as ServerError {
                return Row(entry: entry, title: Self.name(entry), report: nil, progress: nil, problem: error.message)
            }
        }
    }

    /// The share of a text before a reading position, counted in its extracted text (a book's markup is no
    /// part of it), the same whether the text was just read or its row was kept.
    static func progress(at offset: Int, of extent: Range<Int>) -> Double {
        min(max(Double(offset - extent.lowerBound) / Double(max(extent.count, 1)), 0), 1)
    }

    func familyList() throws -> FamilyList {
        if let familyCount { return familyCount }
        let list = try FamilyList(data: data, dictionary: dictionary)
        familyCount = list
        return list
    }

    /// A pasted or uploaded text, stored in the uploads folder (the library's last): its id.
    func add(title: String, text: String, name: String?) throws -> String {
        let file = try uploads.add(title: title, text: text, format: try Uploads.format(ofName: name))
        generation += 1
        return "\(library.folders.count - 1)/" + file
    }

    /// A change made elsewhere (a review moved a term): library rows are scored again.
    func vocabularyChanged() { generation += 1 }

    private static func name(_ entry: Library.Entry) -> String { (entry.path as NSString).lastPathComponent }
}

/// `POST /api/capture`: what `reader capture` takes, and the sentence as the learner edited it.
struct CaptureRequest: JSONRequest, Sendable {
    let text: String
    let at: Int
    /// Expand to the phrase around the word (false: `--word-only`).
    let phrase: Bool
    let sentence: String?
    let deck: String?
    let note: String?

    var positions: [(name: String, value: Int)] { [("at", at)] }
}
