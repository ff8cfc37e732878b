/// Gives every token its sentence index from ICU's sentence starts, after
/// removing starts that ICU gets wrong for English prose.
enum SentenceBoundaries {
    /// Returns the number of sentences in the buffer.
    static func assign(_ tokens: inout [Token], icuStarts: UnsafeBufferPointer<Int32>, bytes: UnsafeBufferPointer<UInt8>,
                       firstSentence: Int32) -> Int {
        var sentence = firstSentence
        var nextStart = 1
        var previousWordIndex = -1
        for index in tokens.indices {
            let token = tokens[index]
            var startsHere = false
            while nextStart < icuStarts.count, icuStarts[nextStart] <= token.start {
                startsHere = true
                nextStart += 1
            }
            if previousWordIndex < 0 {
                // Whitespace opening a streamed chunk trails the previous chunk's last sentence.
                if token.kind == .space && firstSentence > 0 {
                    tokens[index].sentence = firstSentence - 1
                    continue
                }
            } else if token.kind != .space, startsHere
                ? keepsBoundary(before: index, previousWord: previousWordIndex, tokens: tokens, bytes: bytes)
                : followsEllipsis(index, previous: previousWordIndex, tokens: tokens, bytes: bytes) {
                sentence += 1
            }
            tokens[index].sentence = sentence
            if token.kind != .space { previousWordIndex = index }
        }
        return previousWordIndex < 0 ? 0 : Int(sentence - firstSentence) + 1
    }

    /// ICU breaks after "!" or "?" even before a lower-case word ("Stop!" she said),
    /// after every line break (hard-wrapped text), and after a title it does not know.
    private static func keepsBoundary(before index: Int, previousWord: Int, tokens: [Token],
                                      bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let token = tokens[index]
        let first = bytes[Int(token.start)]
        if isASCIILower(first) { return false }
        let previous = tokens[previousWord]
        if previous.rule == .abbreviation,
           EnglishExceptions.titles.contains(SpecialCases.lowercasedASCII(bytes, Int(previous.start), Int(previous.end))) {
            return false
        }
        // A single line break inside a paragraph, after a line that does not end a sentence.
        var newlines = 0
        var endsWithTerminal = false
        for gapIndex in (previousWord + 1)..<index {
            let gap = tokens[gapIndex]
            for i in Int(gap.start)..<Int(gap.end) where bytes[i] == UInt8(ascii: "\n") { newlines += 1 }
        }
        if newlines == 1 {
            let last = bytes[Int(previous.end) - 1]
            endsWithTerminal = ".!?:;\"')]".utf8.contains(last) || last >= 0x80
            let lineStart = lineStartOffset(before: Int(previous.end), bytes: bytes)
            let isShortLine = Int(previous.end) - lineStart < 40
            if !endsWithTerminal && !isShortLine { return false }
        }
        return true
    }

    /// "He paused… Then" — ICU does not count an ellipsis as a sentence end.
    private static func followsEllipsis(_ index: Int, previous: Int, tokens: [Token], bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard previous >= 0, previous < index - 1, tokens[index - 1].kind == .space, isASCIIUpper(bytes[Int(tokens[index].start)]) else {
            return false
        }
        let ellipsis = tokens[previous]
        let start = Int(ellipsis.start)
        let length = Int(ellipsis.end) - start
        if length == 3, bytes[start] == 0xE2, bytes[start + 1] == 0x80, bytes[start + 2] == 0xA6 { return true }
        return length == 3 && bytes[start] == UInt8(ascii: ".") && bytes[start + 2] == UInt8(ascii: ".")
    }

    private static func lineStartOffset(before offset: Int, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = offset - 1
        while i >= 0, bytes[i] != UInt8(ascii: "\n") { i -= 1 }
        return i + 1
    }
}
