import Foundation
import ReaderCore

/// One Anki Cloze note made from one captured sentence, as both exports
/// (the tab-separated file and the `.apkg` package) write it.
///
/// - Text: the sentence with the term as cloze deletion `{{c1::...}}`.
/// - Back Extra: the lemma with its IPA (and, with `sound`, the file that
///   says the word, played when the answer shows), what the card knows about it, the
///   sense chosen for its part of speech, the learner's note, and the source's
///   file name (never its folder: a local path says nothing to Anki and tells
///   where the learner keeps files).
/// - With `produce` and words in the learner's language: a second card of the same note, `{{c2::...}}`,
///   that asks from those words; the note type's style hides each card's half from the other
///   (`producing`/`recognizing` classes), and Back Extra ends with the sentence for the second card.
/// - Tags: `reader`, `reader::STATUS`, and `reader::deck::NAME` per deck.
/// - Deck: `reader`, or `reader::NAME` after the term's first deck by name.
public struct AnkiNote: Sendable, Equatable {
    public static let rootDeck = "reader"

    public var text: String
    public var backExtra: String
    public var tags: [String]
    public var deck: String
    /// Stable across exports (term and capture time), so Anki updates a note it already has.
    public var guid: String
    public var capturedAt: Date
    /// 2 when the note also asks from the learner's language, else 1.
    public var cardCount = 1

    /// The classes of the note's two halves, which the note type's style shows on one card each.
    public static let recognizingClass = "reader-recognize"
    public static let producingClass = "reader-produce"
    public static let sentenceClass = "reader-sentence"

    /// The note of a captured sentence's card (`CaptureBuilder.card(for:status:decks:tokenizer:)`);
    /// the capture gives what the note is (its time, the learner's note, its source).
    /// `sound`: a file in Anki's media that says `spokenWord(of: card)` (see `AnkiMedia`).
    public init(_ card: CardFacts, capture: Capture, sound: String? = nil, produce: Bool = false) {
        let sentence = card.sentence
        if let range = card.termInSentence {
            text = Self.html(String(sentence[..<range.lowerBound])) + Self.cloze(String(sentence[range]))
                + Self.html(String(sentence[range.upperBound...]))
        } else {
            text = Self.html(sentence) + "<br>" + Self.cloze(card.term)
        }
        var details = ["<b>\(Self.html(card.lemma))</b>" + (card.ipa.first.map { " /\(Self.html($0))/" } ?? "")
            + (sound.map { " " + AnkiMedia.soundTag($0) } ?? "")]
        if !card.partsOfSpeech.isEmpty { details.append(card.partsOfSpeech.map(\.rawValue).joined(separator: ", ")) }
        details.append(card.badge.name)
        if let cefr = card.cefr { details.append(cefr.name) }
        var back = details.joined(separator: " · ")
        if let sense = card.senses.first {
            back += "<br><i>\(sense.partOfSpeech.dictionaryName)</i> " + Self.html(sense.gloss)
        }
        if let translation = card.translation {
            let language = translation.language
            back += "<br>" + Self.html(TranslationText.label(translation)) + ": " + (translation.translation.map {
                "<span lang=\"\(language.code)\" dir=\"\(language.direction.rawValue)\">" + Self.html(TranslationText.words($0)) + "</span>"
            } ?? TranslationText.missing)
        }
        if let note = capture.note { back += "<br>" + Self.html(note) }
        if let source = capture.source.flatMap(Self.sourceName) { back += "<br><small>" + Self.html(source) + "</small>" }
        if produce, let translation = card.translation, let words = translation.translation {
            let language = translation.language
            text = "<span class=\"\(Self.recognizingClass)\">" + text + "</span><span class=\"\(Self.producingClass)\">"
                + Self.html(TranslationText.label(translation)) + ": <span lang=\"\(language.code)\" dir=\"\(language.direction.rawValue)\">"
                + Self.html(TranslationText.words(words)) + "</span><br>" + Self.cloze(card.term, number: 2) + "</span>"
            back += "<div class=\"\(Self.sentenceClass)\">" + Self.html(sentence) + "</div>"
            cardCount = 2
        }
        backExtra = back
        tags = [Self.rootDeck, "\(Self.rootDeck)::\(card.status.rawValue)"]
            + card.decks.map { "\(Self.rootDeck)::deck::" + Self.tagWord($0) }
        deck = card.decks.first.map { "\(Self.rootDeck)::" + OneLine.collapsed($0) } ?? Self.rootDeck
        capturedAt = capture.capturedAt
        guid = "reader:\(TimeStamp.milliseconds(capture.capturedAt)):"
            + Self.tagWord(card.lemma)
    }

    /// What a note's sound says: the term as its sentence has it (the form the
    /// card's IPA is of), on one line.
    public static func spokenWord(of card: CardFacts) -> String {
        OneLine.collapsed(card.term)
    }

    /// What a capture's source shows: a file's name without its folders, a web
    /// page's host, then the book's or page's titles and URL as captured; nil when nothing is left.
    static func sourceName(_ source: String) -> String? {
        let details = source.range(of: Capture.sourceDetailSeparator)
        let location = details.map { String(source[..<$0.lowerBound]) } ?? source
        let after = details.map { String(source[$0.lowerBound...]) } ?? ""
        if let url = URL(string: location), let scheme = url.scheme?.lowercased(), scheme != "file", let host = url.host, !host.isEmpty {
            return host + after
        }
        let path = location.hasPrefix("file://") ? (URL(string: location)?.path ?? location) : location
        let name = (path.split(separator: "/").last.map(String.init) ?? "") + after
        return name.isEmpty ? nil : name
    }

    /// The Text field as a sentence with its one deletion: a second card's half left out.
    static func recognizingHalf(of text: String) -> String {
        guard let start = text.range(of: "<span class=\"\(producingClass)\">") else { return text }
        return String(text[..<start.lowerBound])
    }

    private static func cloze(_ text: String, number: Int = 1) -> String {
        // "::" would start a hint and "}}" end the deletion early.
        "{{c\(number)::" + html(text).replacingEvery("::", with: ":&#58;").replacingEvery("}}", with: "}&#125;") + "}}"
    }

    /// One line of HTML text: whitespace collapsed, escaped by `HTMLText`, "{{" defused.
    static func html(_ text: String) -> String {
        HTMLText.escaped(collapsingWhitespace(text)).replacingEvery("{{", with: "{&#123;")
    }

    /// One word for a tag (Anki splits tags at spaces): "phrasal verbs" is "phrasal_verbs".
    static func tagWord(_ text: String) -> String {
        OneLine.collapsed(text).replacingEvery(" ", with: "_")
    }

    /// Whitespace (tabs and line breaks included) collapsed to single spaces, kept at either end.
    static func collapsingWhitespace(_ text: String) -> String {
        var line = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace { line.append(" ") }
            pendingSpace = false
            line.append(scalar)
        }
        if pendingSpace { line.append(" ") }
        return String(line)
    }
}
