import Collocations
import ImmersiveReader
import ReaderEngine
import Speech
import Tokenizer

/// The work behind each `ReaderRequest`, with the engine's own APIs: tap
/// expansion as `reader expand`, captures and cards as `reader capture`,
/// marking as `reader mark`, finishing as `reader finish`. Every change is one
/// store batch, so `u` here and `reader undo` afterwards revert the same thing.
extension ReaderController {
    func fulfil(_ request: ReaderRequest) throws -> ReaderRequest? {
        switch request {
        case .card(let target):
            model.show(try card(for: try capture(of: target), target: target))
        case .expand(let span):
            let expansion = try expander.expand(text, at: text.range(of: text.tokens[span]).lowerBound, saved: savedPhrases)
            guard expansion.source != .word, let first = expansion.tokens.min(), let last = expansion.tokens.max(),
                  let term = Term(key: expansion.lemma) else { return model.expanded(to: nil) }
            return model.expanded(to: PhraseSelection(tokens: first...last, term: term, source: expansion.source))
        case .draftCapture(let target):
            let capture = try capture(of: target)
            model.editCapture(CaptureDraft(capture: capture, card: try card(for: capture, target: target)))
        case .capture(let capture):
            let change = try session.capture(capture)
            storeChanged = true
            return model.captured(capture, change: change.changes[0].change, batch: change.batch)
        case .setStatus(let status, let terms):
            let change = try session.mark(terms, as: status)
            storeChanged = true
            return model.applied(change.changes, batch: change.batch)
        case .finish(let terms):
            let change = try session.finish(terms, label: source)
            storeChanged = true
            return model.applied(change.changes, batch: change.batch)
        case .undo(let batch):
            let undone: UndoSummary
            do {
                undone = try session.undo(batch: batch)
            } catch let refusal as ReadingSessionError {
                model.report(refusal.description)
                return nil
            }
            storeChanged = true
            return model.undone(batch: batch, reverted: undone.reverted, capturesRemoved: undone.capturesRemoved)
        case .reannotate:
            try refreshAnnotator()
            model.reannotated(survey.reading.annotateAgain(text))
        case .load(let window, let arrival):
            if storeChanged { try refreshAnnotator() }
            let (text, annotated) = try survey.window(window, of: input, lemmatizer: lemmatizer)
            self.text = text
            return model.loaded(annotated, then: arrival)
        case .find(let query, let offset):
            return model.found(query, at: try survey.find(query, after: offset, in: input))
        case .speak(let target, let sentence):
            let first = text.tokens[target.tokens.lowerBound]
            let spoken = sentence ? ContextSentence(around: target.tokens.lowerBound, in: text).text
                : String(decoding: text.bytes[Int(first.start)..<Int(text.tokens[target.tokens.upperBound].end)], as: UTF8.self)
            do {
                try speaker.speak(spoken, waiting: false)
            } catch let error as SpeechError {
                model.report(error.message)
            }
        case .quit:
            break
        }
        return nil
    }

    /// Statuses from the store as it is now (names as the survey learnt them).
    func refreshAnnotator() throws {
        let snapshot = try store.snapshot()
        savedPhrases = snapshot.savedPhrases(classes: WordClassTable(lexicon: lemmatizer.lexicon))
        survey.reading.use(session.annotator(over: snapshot))
        storeChanged = false
    }

    /// The capture of a target as `reader capture` builds it (not stored).
    func capture(of target: ReaderTarget) throws -> Capture {
        let first = text.range(of: text.tokens[target.tokens.lowerBound])
        let last = text.range(of: text.tokens[target.tokens.upperBound])
        let phrase = first.lowerBound..<last.upperBound
        let builder = CaptureBuilder(data: data, partsOfSpeech: try partsOfSpeech, expander: { _, _ in phrase })
        // The source names the book and chapter, or the page, as `reader capture` names it.
        var capture = try builder.capture(.offset(first.lowerBound), in: text, tokenizer: tokenizer, wordOnly: !target.isPhrase,
                                          source: try CaptureSource.describe(input, offset: first.lowerBound) ?? source,
                                          at: try Clock.now())
        // The selection decides the term (a phrase keeps the lemma expansion gave it, as "turn off" for "turn it off").
        capture.term = target.term
        return capture
    }

    /// The card as `reader capture` builds it, with IPA, senses and family from
    /// the dictionary; a word's sense is the one its sentence gives it.
    func card(for capture: Capture, target: ReaderTarget) throws -> ReaderCard {
        let table = try partsOfSpeech
        let builder = CaptureBuilder(data: data, partsOfSpeech: table, dictionary: try dictionary)
        let context = target.isPhrase ? nil
            : SenseContext(at: target.tokens.lowerBound, lemma: capture.term.key, in: text, lemmatizer: data.lemmatizer, table: table)
        var card = builder.card(for: capture, status: target.status, change: .unchanged, level: level, context: context)
        card.origin = target.origin
        return ReaderCard(card: card, phraseSource: target.phraseSource)
    }
}
