import Foundation
@testable import ImmersiveReader
import ReaderEngine
import Testing
import TerminalUI

/// Marking, undo and finish: the requests the model makes and how it shows their results.
struct ReaderMarkingTests {
    static let text = "The cat saw a cat. Cats run and the dog runs."

    @Test func markAsksTheStoreThenRecoloursEveryOccurrence() throws {
        var model = try ReaderFixture.model(Self.text, known: "the a and")
        _ = model.press("l")
        #expect(model.word == "cat")
        #expect(model.progress.newLeft == 4)
        let request = model.press("K")
        #expect(request == [.setStatus(.known, [Term(key: "cat")!])])
        let next = model.applied([TermChange(term: Term(key: "cat")!, from: nil, to: .known)], batch: 7)
        #expect(next == nil)
        let annotated = model.document.annotated
        let cats = annotated.spans.indices.filter { annotated.lemma(of: annotated.spans[$0]) == "cat" }
        #expect(cats.count == 3)
        #expect(cats.allSatisfy { model.statuses.highlight(ofSpan: $0, in: annotated) == nil })
        #expect(model.progress.newLeft == 3)
        #expect(model.statuses.tally.known == 7)
        #expect(model.message == "cat: known (3 times) (new term) · u undoes")
        #expect(model.undoableBatches == [7])
    }

    /// Terms away from the cursor (an undo, `f`): a lexicon lemma, a name, a word outside the lexicon.
    @Test(arguments: [("run", 2), ("Emma", 2), ("zorblat", 2), ("dog", 0)])
    func markingATermAwayFromTheCursorRecoloursIt(key: String, times: Int) throws {
        var model = try ReaderFixture.model("The cat met Emma. Emma runs; the zorblat ran after the zorblat.", known: "the cat meet after")
        #expect(model.word == "The")
        _ = model.applied([TermChange(term: Term(key: key)!, from: nil, to: .known)], batch: 1)
        let annotated = model.document.annotated
        let spans = annotated.spans.indices.filter { annotated.lemma(of: annotated.spans[$0]) == key }
        #expect(spans.count == times)
        // Found directly (no pass over every term of the text), the id of its spans.
        #expect(model.document.terms.id(of: Term(key: key)!, in: annotated) == spans.first.map { model.document.terms.ids[$0] })
        #expect(spans.allSatisfy { model.statuses.highlight(ofSpan: $0, in: annotated) == nil })
        #expect(model.message == "\(key.lowercased()): known\(times > 1 ? " (\(times) times)" : "") (new term) · u undoes")
    }

    /// `u` names the store batch of the session's last change; the store's answer recolours the text.
    @Test func undoAsksTheStoreForTheLastBatchAndShowsWhatItReverted() throws {
        var model = try ReaderFixture.model(Self.text, known: "the a and")
        _ = model.press("l")
        _ = model.applied([TermChange(term: Term(key: "cat")!, from: nil, to: .known)], batch: 4)
        _ = model.press("l")
        _ = model.applied([TermChange(term: Term(key: "see")!, from: nil, to: .known)], batch: nil)
        #expect(model.message == "see: known (new term)")
        #expect(model.progress.newLeft == 2)
        #expect(model.press("u") == [.undo(batch: 4)])
        #expect(model.undone(batch: 4, reverted: [(Term(key: "cat")!, nil)], capturesRemoved: 0) == nil)
        #expect(model.message == "undone: cat back to new")
        #expect(model.progress.newLeft == 3)
        #expect(model.undoableBatches.isEmpty)
        #expect(model.press("u").isEmpty)
        #expect(model.message == "nothing to undo")
    }

    /// A captured phrase the undo removed from the store is no longer a saved phrase: the text is annotated again.
    @Test(arguments: [(WordStatus?.none, true), (.new, false)])
    func undoingAPhraseCaptureReannotatesWhenThePhraseIsGone(restored: WordStatus?, reannotates: Bool) throws {
        var model = try ReaderFixture.model("We need to make a decision soon.", known: "we need to make a soon",
                                            phrases: ["make a decision": .learning])
        let phrase = Term(key: "make a decision")!
        _ = model.applied([TermChange(term: phrase, from: nil, to: .learning)], batch: 2)
        let request = model.undone(batch: 2, reverted: [(phrase, restored)], capturesRemoved: 1)
        #expect(request == (reannotates ? .reannotate : nil))
        #expect(model.phraseStatus(phrase) == .new)
        #expect(model.message == "undone: make a decision back to new, capture removed")
    }

    /// Capturing a term already Learning changes no status; its undo removes only the capture.
    @Test(arguments: [
        ([(term: String, status: WordStatus?)](), 1, "undone: capture removed"),
        ([], 2, "undone: 2 captures removed"),
        ([("cat", WordStatus.known)], 0, "undone: cat back to known"),
        ([("cat", nil)], 1, "undone: cat back to new, capture removed"),
    ])
    func undoNamesTheCapturesItRemoved(reverted: [(term: String, status: WordStatus?)], captures: Int, message: String) throws {
        var model = try ReaderFixture.model(Self.text, known: "the a and")
        _ = model.applied([], batch: 5)
        _ = model.undone(batch: 5, reverted: reverted.map { (Term(key: $0.term)!, $0.status) }, capturesRemoved: captures)
        #expect(model.message == message)
        #expect(model.undoableBatches.isEmpty)
    }

    @Test func finishConfirmsThenMarksTheNewWordsLeft() throws {
        var model = try ReaderFixture.model(Self.text, known: "the a and")
        #expect(model.press("f").isEmpty)
        #expect(model.prompt == .confirmFinish(["cat", "see", "run", "dog"].map { Term(key: $0)! }))
        #expect(FrameBuilder.statusText(model) == "finish: mark the 4 New words left Known? y/n")
        #expect(model.press("n").isEmpty)
        #expect(model.prompt == nil)
        _ = model.press("f")
        #expect(model.press("y") == [.finish(["cat", "see", "run", "dog"].map { Term(key: $0)! })])
    }

    @Test func expandSelectsThePhraseAndBack() throws {
        var model = try ReaderFixture.model("We need to make a decision soon.", known: "we need to make a soon")
        _ = model.press("lllll")
        #expect(model.word == "decision")
        let request = model.press("e")
        #expect(request == [.expand(span: 10)])
        let phrase = PhraseSelection(tokens: 6...10, term: Term(key: "make a decision")!, source: .lexicon)
        #expect(model.expanded(to: phrase) == nil)
        #expect(model.target == ReaderTarget(tokens: 6...10, term: Term(key: "make a decision")!, status: .new, phraseSource: .lexicon))
        #expect(model.press("e").isEmpty)
        #expect(model.target?.term == Term(key: "decision")!)
    }

    /// Issue 52 item 2: a hyphenated word the lexicon knows is one stop and a tap takes it whole, as `define --at`
    /// and the browser's card do; a hyphenated word it does not know stays its parts.
    @Test(arguments: [
        ("The wi-fi was slow.", "l", 2...4, "wi fi"),
        ("The wi-fi was slow.", "ll", 6...6, "be"),
        ("I wore two t-shirts today.", "lll", 6...8, "t shirt"),
        ("A jack-in-the-box sat there.", "l", 2...8, "jack in the box"),
        ("A jack-in-the-box sat there.", "ll", 10...10, "sit"),
        ("A home-cooked meal.", "l", 2...2, "home"),
        ("A home-cooked meal.", "ll", 4...4, "cook"),
    ])
    func aTapTakesAHyphenatedWordWhole(text: String, keys: String, tokens: ClosedRange<Int>, term: String) throws {
        var model = try ReaderFixture.model(text, columns: 40)
        _ = model.press(keys)
        #expect(model.target?.tokens == tokens)
        #expect(model.target?.term == Term(key: term)!)
        #expect(model.selectedTokens == tokens)
    }

    @Test func captureEditsTheSentenceThenSavesIt() throws {
        var model = try ReaderFixture.model("We need to make a decision soon. Then we go.", known: "we need to make a soon")
        _ = model.press("lllll")
        let target = try #require(model.target)
        #expect(model.press("c") == [.draftCapture(target)])
        let capture = Capture(term: Term(key: "decision")!, surface: "decision", sentence: "We need to make a decision soon.",
                              range: 18..<26, sentenceStart: 0, capturedAt: Date(timeIntervalSince1970: 1_750_000_000))
        let card = CaptureCard(term: "decision", lemma: "decision", partsOfSpeech: [], rank: 1_200, badge: .essential, cefr: .b1,
                               sentence: capture.sentence, source: nil, range: nil, status: .new, change: .unchanged,
                               rareWordWarning: false)
        model.editCapture(CaptureDraft(capture: capture, card: ReaderCard(card: card, phraseSource: nil)))
        for _ in 0..<6 { _ = model.handle(Key.backspace) }
        let saved = model.handle(Key.enter)
        var expected = capture
        expected.sentence = "We need to make a decision"
        #expect(saved == .capture(expected))
        #expect(model.captured(expected, change: .added, batch: 9) == nil)
        #expect(model.undoableBatches == [9])
        #expect(model.progress.newLeft == 2)
        guard case .card(let shown) = model.overlay else {
            Issue.record("the card should stay open")
            return
        }
        #expect(shown.card.status == .learning)
    }
}
