/// English special cases applied on top of ICU's segments. Like spaCy's
/// tokenizer exceptions they may split or join segments but never rewrite
/// text: every token is still a byte range of the input.
enum SpecialCases {
    /// Where to split a word segment into word + clitics, as UD English does:
    /// "don't" -> "do" "n't", "it's" -> "it" "'s", "gonna" -> "gon" "na".
    /// Returns the split points (byte offsets), in order; empty when none apply.
    static func contractionSplits(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> [Int] {
        guard mayContract(bytes, start: start, end: end) else { return [] }
        var splits: [Int] = []
        var stemEnd = end
        while let split = lastClitic(bytes, start: start, end: stemEnd) {
            splits.append(split)
            stemEnd = split
        }
        if splits.isEmpty, let split = fusedSplit(bytes, start: start, end: end) ?? possessiveSplit(bytes, start: start, end: end)
            ?? letsSplit(bytes, start: start, end: end) ?? wontSplit(bytes, start: start, end: end) {
            splits.append(split)
        }
        splits.reverse()
        return splits
    }

    /// Cheap pre-check: an apostrophe (or the last byte of ’) two or three bytes
    /// from the end, where every clitic has it ('s 'd 'm n't, 're 've 'll), or a
    /// word of the length and last two letters of one of `EnglishExceptions.fusedWords`
    /// (or "its", "your", "lets", "wont"). Runs on every word, so it is one table read, not a search.
    @inline(__always)
    static func mayContract(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        let length = end - start
        if length >= 2 && length <= 8 && fusedShapes[Int(bytes[end - 1] & 31) << 5 | Int(bytes[end - 2] & 31)] & (1 << length) != 0 {
            return true
        }
        @inline(__always) func isApostropheByte(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "'") || byte == 0x99 }
        return length >= 3 && (isApostropheByte(bytes[end - 2]) || isApostropheByte(bytes[end - 3]))
    }

    /// Per last two letters (five bits each, so either case), a bit per word length of the fused
    /// words, "its", "your", "lets" and "wont". Other bytes may alias a slot: the split functions compare words.
    private static let fusedShapes: [UInt16] = {
        var shapes = [UInt16](repeating: 0, count: 1024)
        for word in EnglishExceptions.fusedWords.map(\.word) + EnglishExceptions.possessivesTypedForContractions.map(\.word) + ["lets", "wont"] {
            let last = UInt8(truncatingIfNeeded: word.packed >> (8 * UInt64(word.length - 1)))
            let penultimate = UInt8(truncatingIfNeeded: word.packed >> (8 * UInt64(word.length - 2)))
            shapes[Int(last & 31) << 5 | Int(penultimate & 31)] |= 1 << word.length
        }
        return shapes
    }()

    /// The start of a trailing clitic: 's 're 've 'll 'd 'm (either apostrophe) or n't.
    private static func lastClitic(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int? {
        guard let apostrophe = lastApostrophe(bytes, start: start, end: end) else { return nil }
        let suffixStart = apostrophe.offset + apostrophe.length
        let suffix = ShortWord(bytes, suffixStart, end)
        if EnglishExceptions.cliticSuffixes.contains(suffix) {
            guard apostrophe.offset > start, isLetter(before: apostrophe.offset, in: bytes) else { return nil }
            return apostrophe.offset
        }
        // n't: the n belongs to the clitic ("do|n't", "ca|n't").
        guard suffix == EnglishExceptions.negationSuffix else { return nil }
        let n = apostrophe.offset - 1
        guard n > start, bytes[n] | 0x20 == UInt8(ascii: "n") else { return nil }
        return n
    }

    private static func fusedSplit(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int? {
        guard end - start <= 8 else { return nil }
        let word = ShortWord(bytes, start, end)
        for entry in EnglishExceptions.fusedWords where entry.word == word { return start + entry.split }
        return nil
    }

    /// "its" or "your" before a word that never follows the possessive is "it|s" (it is), "you|r" (you are).
    private static func possessiveSplit(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int? {
        let word = ShortWord(bytes, start, end)
        guard let entry = EnglishExceptions.possessivesTypedForContractions.first(where: { $0.word == word }),
              let next = nextWord(bytes, after: end) else { return nil }
        return entry.followers.contains(ShortWord(bytes, next.start, next.end)) ? start + entry.split : nil
    }

    /// "lets" opening a clause before a word that is not its object is "let|s" (let us): "Lets go", "but lets
    /// hope"; "It lets you", "Lets the user choose" keep the verb.
    private static func letsSplit(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int? {
        guard ShortWord(bytes, start, end) == "lets", let next = nextWord(bytes, after: end),
              !EnglishExceptions.letsObjects.contains(ShortWord(bytes, next.start, next.end)) else { return nil }
        switch previousWord(bytes, before: start) {
        case .clauseStart: return start + 3
        case .word(let word): return EnglishExceptions.letsClauseOpeners.contains(word) ? start + 3 : nil
        case .other: return nil
        }
    }

    /// "wont" is "wo|nt" (won't) but after a possessive or an article: "as is his wont".
    private static func wontSplit(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int? {
        guard ShortWord(bytes, start, end) == "wont" else { return nil }
        if case .word(let word) = previousWord(bytes, before: start), EnglishExceptions.wontNounOpeners.contains(word) {
            return nil
        }
        return start + 2
    }

    enum PrecedingText { case clauseStart, word(ShortWord), other }

    /// What stands before `start`, past the spaces: the start of the text or of a clause (a line break or one of
    /// .!?,;:(" ), a word of ASCII letters, or something else.
    private static func previousWord(_ bytes: UnsafeBufferPointer<UInt8>, before start: Int) -> PrecedingText {
        var before = start
        while before > 0, bytes[before - 1] == UInt8(ascii: " ") { before -= 1 }
        if before == 0 || ".!?,;:(\"\n\r".utf8.contains(bytes[before - 1]) { return .clauseStart }
        var wordStart = before
        while wordStart > 0, isASCIILetter(bytes[wordStart - 1]) { wordStart -= 1 }
        return before > wordStart && before - wordStart <= 8 ? .word(ShortWord(bytes, wordStart, before)) : .other
    }

    /// The word of ASCII letters after the spaces after `end`, if it is a whole word of at most eight letters
    /// (not the first part of "in-laws" or "so-called").
    private static func nextWord(_ bytes: UnsafeBufferPointer<UInt8>, after end: Int) -> (start: Int, end: Int)? {
        var nextStart = end
        while nextStart < bytes.count, bytes[nextStart] == UInt8(ascii: " ") { nextStart += 1 }
        guard nextStart > end else { return nil }
        var nextEnd = nextStart
        while nextEnd < bytes.count, nextEnd - nextStart <= 8, isASCIILetter(bytes[nextEnd]) { nextEnd += 1 }
        guard nextEnd > nextStart, nextEnd - nextStart <= 8 else { return nil }
        if nextEnd < bytes.count, bytes[nextEnd] == UInt8(ascii: "-") || bytes[nextEnd] == UInt8(ascii: "'") { return nil }
        return (nextStart, nextEnd)
    }

    private static func lastApostrophe(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> (offset: Int, length: Int)? {
        var i = end - 1
        // Clitics are at most 3 bytes after the apostrophe; look no further back.
        let limit = max(start, end - 6)
        while i >= limit {
            if bytes[i] == UInt8(ascii: "'") { return (i, 1) }
            if bytes[i] == 0x99, i >= start + 2, bytes[i - 1] == 0x80, bytes[i - 2] == 0xE2 { return (i - 2, 3) }
            i -= 1
        }
        return nil
    }

    private static func isLetter(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let b = bytes[offset - 1]
        return isASCIILetter(b) || b >= 0x80
    }

    /// The word inside emphasis underscores: "_very_" -> "very" ("snake_case" keeps its inner ones).
    static func emphasisTrimmed(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> (start: Int, end: Int) {
        var wordStart = start, wordEnd = end
        while wordStart < wordEnd, bytes[wordStart] == UInt8(ascii: "_") { wordStart += 1 }
        while wordEnd > wordStart, bytes[wordEnd - 1] == UInt8(ascii: "_") { wordEnd -= 1 }
        return (wordStart, wordEnd)
    }

    /// Should the period after this word be part of it? "Mr." "U.S." "e.g." "J." Not when it ends the paragraph
    /// or an ellipsis starts there: UD EWT then writes the period apart ("etc|." 27 times in train, "etc." once;
    /// "U.S|.", "p.m|.", "Inc|."; "etc|...").
    static func takesPeriod(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        if endsParagraph(bytes, period: end) || startsEllipsis(bytes, at: end) { return false }
        let length = end - start
        if length == 1 { return isASCIIUpper(bytes[start]) }
        if bytes[start..<end].contains(UInt8(ascii: ".")) { return true }
        return EnglishExceptions.abbreviations.contains(ShortWord(bytes, start, end))
    }

    /// Whether only horizontal space follows the period at `period` up to a blank line or the end of the text.
    static func endsParagraph(_ bytes: UnsafeBufferPointer<UInt8>, period: Int) -> Bool {
        var i = period + 1
        var newlines = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            case UInt8(ascii: "\n"):
                newlines += 1
                if newlines == 2 { return true }
            default: return false
            }
            i += 1
        }
        return true
    }

    private static func startsEllipsis(_ bytes: UnsafeBufferPointer<UInt8>, at period: Int) -> Bool {
        period + 2 < bytes.count && bytes[period + 1] == UInt8(ascii: ".") && bytes[period + 2] == UInt8(ascii: ".")
    }

    /// Punctuation that UD English writes as one token when repeated ("...", "!!", "--", "<<", "**", "$$$").
    @inline(__always)
    static func mayRepeat(_ mark: UInt8) -> Bool {
        switch mark {
        case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "-"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "*"), UInt8(ascii: "="), UInt8(ascii: "~"), UInt8(ascii: "$"): true
        default: false
        }
    }

    /// A mark that joins two numbers written without spaces into one token, as UD English writes times,
    /// dates, ranges and telephone numbers ("08:02", "3/4/2005", "750-800", "303-832-8160").
    @inline(__always)
    static func joinsNumbers(_ mark: UInt8) -> Bool {
        mark == UInt8(ascii: ":") || mark == UInt8(ascii: "/") || mark == UInt8(ascii: "-")
    }

    /// The length of the emoticon at `start` (`EnglishExceptions.emoticons`), or 0: it must stand apart from
    /// letters and digits on both sides ("Note:D" and "(Figure 3:)" hold none).
    static func emoticonLength(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        switch bytes[start] {
        case UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "^"),
             UInt8(ascii: "-"): break
        default: return 0
        }
        if start > 0, isASCIILetterOrDigit(bytes[start - 1]) || bytes[start - 1] >= 0x80 { return 0 }
        for emoticon in EnglishExceptions.emoticons where emoticon[0] == bytes[start] && start + emoticon.count <= bytes.count {
            let end = start + emoticon.count
            guard emoticon.indices.allSatisfy({ bytes[start + $0] == emoticon[$0] }) else { continue }
            return end < bytes.count && (isASCIILetterOrDigit(bytes[end]) || bytes[end] >= 0x80) ? 0 : emoticon.count
        }
        return 0
    }

    /// Whether `mark` right after `previous` stays in its token: the same mark again, or sentence-final
    /// marks together ("?!", ".?").
    @inline(__always)
    static func continuesRun(_ previous: UInt8, with mark: UInt8) -> Bool {
        guard mark != previous else { return true }
        let final = { (b: UInt8) in b == UInt8(ascii: ".") || b == UInt8(ascii: "!") || b == UInt8(ascii: "?") }
        return final(previous) && final(mark)
    }
}
