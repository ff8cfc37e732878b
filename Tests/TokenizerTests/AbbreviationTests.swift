import Testing
@testable import Tokenizer

@Suite("Abbreviations and sentences")
struct AbbreviationTests {
    @Test("abbreviations keep their period", arguments: [
        ("Mr. Smith", "Mr.|Smith"), ("Mrs. Jones", "Mrs.|Jones"), ("Dr. Who", "Dr.|Who"),
        ("the U.S. army", "the|U.S.|army"), ("e.g. this", "e.g.|this"), ("i.e. that", "i.e.|that"),
        ("at 5 p.m. today", "at|5|p.m.|today"), ("J. K. Rowling", "J.|K.|Rowling"), ("Acme Inc. sells", "Acme|Inc.|sells"),
        ("apples, pears, etc. are", "apples|,|pears|,|etc.|are"), ("on Jan. 5", "on|Jan.|5"),
        ("The end.", "The|end|."), ("I said no.", "I|said|no|."),
    ])
    func periods(input: String, expected: String) throws {
        #expect(try Fixture.pieces(input) == expected)
    }

    /// Each case: the text and the first word of every sentence.
    @Test("sentence starts", arguments: [
        ("Mr. Smith went home. He slept.", ["Mr.", "He"]),
        ("Dr. Brown met Mrs. Green. They talked.", ["Dr.", "They"]),
        ("\"Stop!\" she said. Then she left.", ["\"", "Then"]),
        ("He paused... Then he spoke.", ["He", "Then"]),
        ("He paused… then went on.", ["He"]),
        ("Is it? Yes! It is.", ["Is", "Yes", "It"]),
        ("See e.g. the notes. Done.", ["See", "Done"]),
        ("First paragraph.\n\nSecond paragraph.", ["First", "Second"]),
        ("A line that was wrapped by the editor of this text\nin the middle of a sentence.", ["A"]),
        ("Chapter 1\n\nIt was dark.", ["Chapter", "It"]),
        ("He lives in the U.S. now.", ["He"]),
        // Issue 26: a blank line after a final mark ends the sentence even before a lower-case paragraph (web
        // text); after a comma or a word it does not (subtitle cues).
        ("We sell buses etc.\n\nout n about", ["We", "out"]), ("no caps here!\n\nor here", ["no", "or"]),
        ("It is a truth universally acknowledged,\n\nthat a single man", ["It"]), ("a man\n\nmust be", ["a"]),
    ])
    func sentences(input: String, starts: [String]) throws {
        let tokenized = try Fixture.tokenize(input)
        var firsts: [String] = []
        var current: Int32 = -1
        for token in tokenized.tokens where token.kind != .space && token.sentence != current {
            current = token.sentence
            firsts.append(tokenized.text(of: token))
        }
        #expect(firsts == starts)
        #expect(tokenized.sentenceCount == starts.count)
    }
}
