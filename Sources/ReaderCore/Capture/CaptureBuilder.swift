import Foundation
import Tokenizer

/// Turns a pointed-at place in a text into a `Capture` to store and the card
/// to show. Phrase expansion plugs in as `PhraseExpander`; without one (or with
/// `wordOnly`) the word itself is captured.
public struct CaptureBuilder: Sendable {
    /// Given the text and the index of the tapped word token, the byte range
    /// (offsets in the whole input) of the phrase to capture, or nil for the word alone.
    public typealias PhraseExpander = @Sendable (TokenizedText, Int) throws -> Range<Int>?

    public let data: LanguageData
    public let partsOfSpeech: PartOfSpeechTable
    public let expander: PhraseExpander?
    /// IPA, senses and family for the card; nil leaves them out.
    public let dictionary: EnglishDictionary?

    public init(data: LanguageData, partsOfSpeech: PartOfSpeechTable, expander: PhraseExpander? = nil,
                dictionary: EnglishDictionary? = nil) {
        self.data = data
        self.partsOfSpeech = partsOfSpeech
        self.expander = expander
        self.dictionary = dictionary
    }

    /// The capture for `target` in lemmatized `text`.
    public func capture(_ target: CaptureTarget, in text: TokenizedText, tokenizer: Tokenizer, wordOnly: Bool = false,
                        source: String?, note: String? = nil, at date: Date) throws -> Capture {
        var span = try target.locate(in: text, tokenizer: tokenizer)
        // A tap takes a hyphenated word whole; a word typed in full (`--word shirt`) is that word.
        if case .offset = target, let whole = HyphenatedWord.range(around: span.lowerBound, in: text, lexicon: data.lemmatizer.lexicon) {
            span = whole
        }
        if !wordOnly, span.count == 1, let expander, let phrase = try expander(text, span.lowerBound) {
            span = tokens(covering: phrase, in: text) ?? span
        }
        let tokens = text.tokens[span]
        guard let term = Term(tokens: tokens, in: text, lemmatizer: data.lemmatizer) else {
            throw CaptureError.noWordAtOffset(offset: text.range(of: text.tokens[span.lowerBound]).lowerBound, found: "no word")
        }
        let first = text.tokens[span.lowerBound]
        let last = text.tokens[span.upperBound]
        let range = text.range(of: first).lowerBound..<text.range(of: last).upperBound
        let sentence = ContextSentence(around: span.lowerBound, in: text)
        let surface = String(decoding: text.bytes[Int(first.start)..<Int(last.end)], as: UTF8.self)
        return Capture(term: term, surface: surface, sentence: sentence.text, source: source, range: range,
                       sentenceStart: sentence.range.lowerBound, capturedAt: date, note: note)
    }

    /// The card for a stored capture; `level` is the learner's, for the rare-word warning.
    /// `context` is what the word's sentence says about its sense, when the caller knows it
    /// (`CaptureSense.context(of:tokenizer:)`); else the form's only class decides the senses shown.
    public func card(for capture: Capture, status: WordStatus = .learning, change: StatusChange, level: CEFRLevel?,
                     context: SenseContext? = nil) -> CaptureCard {
        let lemmas = capture.term.lemmas
        let rank = data.frequency.rank(ofTerm: lemmas, writtenAs: capture.surface)
        let badge = FrequencyBadge(rank: rank)
        let classes = partsOfSpeech.partsOfSpeech(form: capture.surface, lemma: capture.term.key)
        var card = CaptureCard(
            term: capture.surface, lemma: capture.term.key, partsOfSpeech: classes,
            rank: rank, badge: badge, cefr: data.cefr.level(ofTerm: lemmas, writtenAs: capture.surface),
            sentence: capture.sentence, source: capture.source, range: capture.range, status: status, change: change,
            rareWordWarning: badge == .rare && level.map(CaptureCard.beginnerLevels.contains) == true)
        card.termInSentence = capture.rangeInSentence
        if let dictionary, let entry = sense.entry(for: capture, context: context) {
            card.facts.adoptDictionary(entry)
            card.family = dictionary.cardFamily(of: entry, key: capture.term.key)
        }
        return card
    }

    /// The card of a stored capture as the exports show it (CSV, JSON, Anki): leading with the
    /// sense its sentence gives the word, with the term's status and decks.
    public func card(for capture: Capture, status: WordStatus, decks: [String] = [], tokenizer: Tokenizer) -> CardFacts {
        var facts = card(for: capture, status: status, change: .unchanged, level: nil,
                         context: sense.context(of: capture, tokenizer: tokenizer)).facts
        facts.decks = decks
        return facts
    }

    /// Which entry, IPA and sense a capture leads with (shared with `show` and the exports).
    public var sense: CaptureSense { CaptureSense(lemmatizer: data.lemmatizer, partsOfSpeech: partsOfSpeech, dictionary: dictionary) }

    /// Token indices whose tokens lie inside `range` (whole-input offsets), trimmed to words.
    private func tokens(covering range: Range<Int>, in text: TokenizedText) -> ClosedRange<Int>? {
        let inside = text.tokens.indices.filter { index in
            let tokenRange = text.range(of: text.tokens[index])
            return tokenRange.lowerBound >= range.lowerBound && tokenRange.upperBound <= range.upperBound
                && text.tokens[index].kind == .word
        }
        guard let first = inside.first, let last = inside.last else { return nil }
        return first...last
    }
}
