/// Gives each token its sentence index from ICU's sentence starts, as the
/// tokens are built, after removing starts that ICU gets wrong for English prose.
struct SentenceBoundaries {
    /// ICU's sentence starts for the stretch of text being built.
    private var icuStarts = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    private let bytes: UnsafeBufferPointer<UInt8>
    private let firstSentence: Int32
    private var sentence: Int32
    private var nextStart = 0
    private var previousWordIndex = -1

    init(bytes: UnsafeBufferPointer<UInt8>, firstSentence: Int32) {
        self.bytes = bytes
        self.firstSentence = firstSentence
        sentence = firstSentence
    }

    /// ICU's sentence starts of the next stretch of text, whose tokens come next.
    /// The start of the text itself opens the first sentence and is no boundary.
    mutating func use(_ starts: UnsafeBufferPointer<Int32>) {
        icuStarts = starts
        nextStart = starts.first == 0 ? 1 : 0
    }

    /// Number of sentences among the tokens assigned so far.
    var count: Int { previousWordIndex < 0 ? 0 : Int(sentence - firstSentence) + 1 }

    /// The sentence of `token`, about to be written at `tokens[index]`; every token before it has its sentence.
    @inline(__always)
    mutating func sentence(of token: Token, at index: Int, after tokens: UnsafeMutableBufferPointer<Token>) -> Int32 {
        var startsHere = false
        while nextStart < icuStarts.count, icuStarts[nextStart] <= token.start {
            startsHere = true
            nextStart += 1
        }
        if previousWordIndex < 0 {
            // Whitespace opening a streamed chunk trails the previous chunk's last sentence.
            if token.kind == .space && firstSentence > 0 { return firstSentence - 1 }
        } else if token.kind != .space, startsHere
            ? keepsBoundary(before: token, at: index, tokens: tokens)
            : followsEllipsis(token, at: index, tokens: tokens) {
            sentence += 1
        }
        if token.kind != .space { previousWordIndex = index }
        return sentence
    }

    /// ICU breaks after "!" or "?" even before a lower-case word ("Stop!" she said),
    /// after every line break (hard-wrapped text), and after a title it does not know.
    /// A blank line after a sentence's final mark ends the sentence, whatever case the next paragraph starts
    /// with (web text); one after a comma or a word does not (a subtitle cue goes on in the next).
    private func keepsBoundary(before token: Token, at index: Int, tokens: UnsafeMutableBufferPointer<Token>) -> Bool {
        var newlines = 0
        for gapIndex in (previousWordIndex + 1)..<index {
            let gap = tokens[gapIndex]
            for i in Int(gap.start)..<Int(gap.end) where bytes[i] == UInt8(ascii: "\n") { newlines += 1 }
        }
        let previous = tokens[previousWordIndex]
        if newlines >= 2, previous.kind == .punct, ".!?".utf8.contains(bytes[Int(previous.end) - 1]) || isEllipsis(previous) {
            return true
        }
        let first = bytes[Int(token.start)]
        if isASCIILower(first) { return false }
        if previous.rule == .abbreviation,
           EnglishExceptions.titles.contains(ShortWord(bytes, Int(previous.start), Int(previous.end))) {
            return false
        }
        // A single line break inside a paragraph, after a line that does not end a sentence.
        if newlines == 1 {
            let last = bytes[Int(previous.end) - 1]
            let endsWithTerminal = ".!?:;\"')]".utf8.contains(last) || last >= 0x80
            let lineStart = lineStartOffset(before: Int(previous.end))
            let isShortLine = Int(previous.end) - lineStart < 40
            if !endsWithTerminal && !isShortLine { return false }
        }
        return true
    }

    /// "He paused… Then" — ICU does not count an ellipsis as a sentence end.
    @inline(__always)
    private func followsEllipsis(_ token: Token, at index: Int, tokens: UnsafeMutableBufferPointer<Token>) -> Bool {
        guard isASCIIUpper(bytes[Int(token.start)]), previousWordIndex < index - 1, tokens[index - 1].kind == .space else {
            return false
        }
        return isEllipsis(tokens[previousWordIndex])
    }

    /// "…" or "...".
    private func isEllipsis(_ token: Token) -> Bool {
        let start = Int(token.start)
        let length = Int(token.end) - start
        if length == 3, bytes[start] == 0xE2, bytes[start + 1] == 0x80, bytes[start + 2] == 0xA6 { return true }
        return length == 3 && bytes[start] == UInt8(ascii: ".") && bytes[start + 2] == UInt8(ascii: ".")
    }

    private func lineStartOffset(before offset: Int) -> Int {
        var i = offset - 1
        while i >= 0, bytes[i] != UInt8(ascii: "\n") { i -= 1 }
        return i + 1
    }
}
