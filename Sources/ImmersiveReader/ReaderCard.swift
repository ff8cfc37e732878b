import Foundation
import Collocations
import ReaderEngine

/// The card of the selection, shown in the bottom third: what `reader capture`
/// prints (term, IPA, lemma, part of speech, frequency, CEFR, status, senses,
/// sentence, family).
public struct ReaderCard: Equatable, Sendable {
    public var card: CaptureCard
    public var phraseSource: ExpansionSource?

    public init(card: CaptureCard, phraseSource: ExpansionSource?) {
        self.card = card
        self.phraseSource = phraseSource
    }
}

/// A capture being prepared: the sentence is edited before it is saved.
public struct CaptureDraft: Equatable, Sendable {
    public var capture: Capture
    public var card: ReaderCard
    public var editor: LineEditor

    public init(capture: Capture, card: ReaderCard) {
        self.capture = capture
        self.card = card
        editor = LineEditor(CaptureDraft.oneLine(capture.sentence))
    }

    /// The capture with the sentence as edited. An edit that keeps a piece of
    /// the sentence keeps its offset; other edits drop it (the term is then
    /// found in the sentence by its text).
    public var edited: Capture? {
        let sentence = editor.text.trimmingCharacters(in: .whitespaces)
        guard !sentence.isEmpty else { return nil }
        var capture = capture
        guard sentence != CaptureDraft.oneLine(capture.sentence) else { return capture }
        if let start = capture.sentenceStart, let range = capture.sentence.range(of: sentence) {
            capture.sentenceStart = start + capture.sentence.utf8.distance(from: capture.sentence.startIndex, to: range.lowerBound)
        } else {
            capture.sentenceStart = nil
        }
        capture.sentence = sentence
        return capture
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
