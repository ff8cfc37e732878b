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
        editor = LineEditor(OneLine.collapsed(capture.sentence))
    }

    /// The capture with the sentence as edited (`Capture.withEditedSentence`).
    public var edited: Capture? { capture.withEditedSentence(editor.text) }
}
