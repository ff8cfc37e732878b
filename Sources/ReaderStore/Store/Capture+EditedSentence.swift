import Foundation
import ReaderCore

extension Capture {
    /// The capture with its sentence as the learner edited it (the seed's "context editing"; `open`'s
    /// capture line and the browser's card), trimmed. An edit that keeps a
    /// piece of the sentence keeps that piece's offset; other edits drop it (the term is then found in
    /// the sentence by its text). Nil when nothing is left.
    public func withEditedSentence(_ edited: String) -> Capture? {
        let sentence = edited.trimmingCharacters(in: .whitespaces)
        guard !sentence.isEmpty else { return nil }
        guard sentence != OneLine.collapsed(self.sentence) else { return self }
        var capture = self
        if let start = sentenceStart, let range = self.sentence.range(of: sentence) {
            capture.sentenceStart = start + self.sentence.utf8.distance(from: self.sentence.startIndex, to: range.lowerBound)
        } else {
            capture.sentenceStart = nil
        }
        capture.sentence = sentence
        return capture
    }
}
