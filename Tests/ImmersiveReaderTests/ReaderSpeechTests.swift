@testable import ImmersiveReader
import ReaderEngine
import Testing
import TerminalUI

/// `p` and `P` (issue 32): the model asks its owner to speak the selection or its sentence, and
/// Pattern Mode moved from `P` to `M`.
struct ReaderSpeechTests {
    static let text = "The cat saw a cat. Cats run and the dog runs."

    @Test func pSpeaksTheSelectionAndShiftPItsSentence() throws {
        var model = try ReaderFixture.model(Self.text, known: "the a and")
        _ = model.press("ll")
        #expect(model.word == "saw")
        let target = ReaderTarget(tokens: 4...4, term: Term(key: "see")!, status: .new, phraseSource: nil)
        #expect(model.press("p") == [.speak(target, sentence: false)])
        #expect(model.press("P") == [.speak(target, sentence: true)])
        #expect(model.display.patternMode == false)
    }

    @Test func mTogglesPatternMode() throws {
        var model = try ReaderFixture.model(Self.text)
        #expect(model.press("M").isEmpty)
        #expect(model.display.patternMode)
        #expect(model.message == "Pattern Mode on")
        _ = model.press("M")
        #expect(model.message == "Pattern Mode off")
    }

    @Test func theHelpScreenListsTheSpeechKeys() {
        #expect(KeyBindings.helpRows.contains { $0.keys == "p P" && $0.help == "hear the selection / its sentence (reader say)" })
        #expect(KeyBindings.action(for: .character("p")) == .speakWord)
        #expect(KeyBindings.action(for: .character("P")) == .speakSentence)
        #expect(KeyBindings.action(for: .character("M")) == .patternMode)
    }
}
