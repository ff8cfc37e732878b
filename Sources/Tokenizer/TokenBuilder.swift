/// Turns ICU segments into tokens in one pass: special cases (links,
/// abbreviations, contractions, "..." and other runs of punctuation, possessive apostrophes, "_emphasis_") and each
/// token's sentence as it is written.
///
/// Writes into a caller-sized buffer rather than appending to an array: this
/// loop runs once per token of every text, and an append's uniqueness and
/// capacity checks cost as much as the rest of the work.
struct TokenBuilder {
    let bytes: UnsafeBufferPointer<UInt8>
    let links: [LinkDetector.Link]
    private let output: UnsafeMutableBufferPointer<Token>
    private var sentences: SentenceBoundaries
    /// Tokens written so far.
    private(set) var count = 0
    /// A token did not fit in `output`.
    private var overflowed = false
    private var nextLink = 0
    /// Where the last token ended: the next one starts here.
    private var emitted = 0
    /// An opening single quote is waiting for its partner, so a bare apostrophe
    /// after "s" closes the quote rather than marking a plural possessive.
    private var singleQuoteOpen = false

    init(bytes: UnsafeBufferPointer<UInt8>, links: [LinkDetector.Link], output: UnsafeMutableBufferPointer<Token>,
         sentences: SentenceBoundaries) {
        self.bytes = bytes
        self.links = links
        self.output = output
        self.sentences = sentences
    }

    /// Sentences in the buffer so far.
    var sentenceCount: Int { sentences.count }

    /// Builds the tokens of the next stretch of segments, whose sentences ICU
    /// starts at `sentenceStarts`; false if the output buffer was too small (its
    /// contents are then unspecified).
    mutating func build(from segments: UnsafeBufferPointer<Segment>, sentenceStarts: UnsafeBufferPointer<Int32>) -> Bool {
        sentences.use(sentenceStarts)
        var index = 0
        while index < segments.count, !overflowed {
            let segment = segments[index]
            let start = Int(segment.start)
            // Tokens tile the input: a segment a link already covered is skipped.
            if Int(segment.end) <= emitted {
                index += 1
                continue
            }
            if nextLink < links.count, links[nextLink].start < Int(segment.end) {
                var link = links[nextLink]
                // A segment that runs into a link joins it ("o'brien@example.com", "site.www.example.com").
                link.start = max(min(link.start, start), emitted)
                index = appendLink(link, segments: segments, from: index)
                nextLink += 1
                continue
            }
            if start < emitted {
                append(emitted, Int(segment.end), .punct)
                index += 1
                continue
            }
            var kind = segment.kind
            // ICU calls "S9" or "A4" a number (its last character is a digit); they are words. A number with a
            // unit or suffix ("3pm", "4ft", "1990s", "5th"; ICU: a word) is a number (issue 27).
            if kind == .number || kind == .word, bytes[start] &- UInt8(ascii: "0") < 10 {
                kind = .number
            } else if kind == .number, bytes[start..<Int(segment.end)].contains(where: isASCIILetter) {
                kind = .word
            }
            if kind == .punct || kind == .symbol, let next = appendEmoticon(at: index, segments: segments) {
                index = next
                continue
            }
            switch kind {
            case .word:
                index = appendWord(segment, segments: segments, at: index)
                continue
            case .number:
                index = appendNumber(from: index, segments: segments)
                continue
            case .punct where segment.end - segment.start == 1 && bytes[start] == UInt8(ascii: "'"):
                appendApostrophe(at: start)
            case .punct where segment.end - segment.start == 1 && SpecialCases.mayRepeat(bytes[start]),
                 .symbol where segment.end - segment.start == 1 && SpecialCases.mayRepeat(bytes[start]):
                index = appendPunctuationRun(from: index, kind: kind, segments: segments)
                continue
            case .space:
                if bytes[start] == UInt8(ascii: "\n") || bytes[start] == UInt8(ascii: "\r") { singleQuoteOpen = false }
                append(start, Int(segment.end), kind)
            default:
                append(start, Int(segment.end), kind)
            }
            index += 1
        }
        return !overflowed
    }

    @inline(__always)
    private mutating func append(_ start: Int, _ end: Int, _ kind: TokenKind, _ rule: TokenRule = .icu) {
        guard count < output.count else {
            overflowed = true
            return
        }
        var token = Token(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end), kind: kind, rule: rule)
        token.sentence = sentences.sentence(of: token, at: count, after: output)
        output[count] = token
        count += 1
        emitted = end
    }

    /// Joins every segment the link covers; returns the next segment index.
    private mutating func appendLink(_ link: LinkDetector.Link, segments: UnsafeBufferPointer<Segment>, from index: Int) -> Int {
        var next = index
        while next < segments.count, Int(segments[next].end) <= link.end { next += 1 }
        append(link.start, link.end, link.kind, link.kind == .url ? .url : .email)
        // A segment straddling the link's end keeps its remainder as its own
        // token, up to the next link if one starts inside it.
        if next < segments.count, Int(segments[next].start) < link.end {
            let end = Int(segments[next].end)
            let stop = nextLink + 1 < links.count ? min(end, links[nextLink + 1].start) : end
            if stop > link.end { append(link.end, stop, .punct) }
            if stop == end { next += 1 }
        }
        return next
    }

    @inline(__always)
    private mutating func appendWord(_ segment: Segment, segments: UnsafeBufferPointer<Segment>, at index: Int) -> Int {
        var start = Int(segment.start)
        let end = Int(segment.end)
        // Project Gutenberg writes italics as "_word_": ICU keeps the underscores
        // in the word, but they are markup, so they become tokens of their own.
        if bytes[start] == UInt8(ascii: "_") || bytes[end - 1] == UInt8(ascii: "_") {
            let (wordStart, wordEnd) = SpecialCases.emphasisTrimmed(bytes, start: start, end: end)
            guard wordStart < wordEnd else {
                append(start, end, .punct, .markup)
                return index + 1
            }
            if wordStart > start { append(start, wordStart, .punct, .markup) }
            if wordEnd < end {
                appendWordPieces(start: wordStart, end: wordEnd)
                append(wordEnd, end, .punct, .markup)
                return index + 1
            }
            start = wordStart
        }
        if let next = appendPrefixed(start: start, at: index, segments: segments) { return next }
        // An abbreviation swallows the period right after it.
        if index + 1 < segments.count, segments[index + 1].start == segment.end,
           segments[index + 1].end == segment.end + 1, bytes[end] == UInt8(ascii: "."),
           SpecialCases.takesPeriod(bytes, start: start, end: end) {
            append(start, end + 1, .word, .abbreviation)
            return index + 2
        }
        appendWordPieces(start: start, end: end)
        return index + 1
    }

    /// A prefix UD EWT keeps joined (`EnglishExceptions.hyphenPrefixes`), its hyphen and the word right after it
    /// are one word ("e-mail", "non-human", "co-workers"), unless another hyphen goes on ("over-the-top"); returns
    /// the next segment index, nil when the word at `index` starts no such word.
    private mutating func appendPrefixed(start: Int, at index: Int, segments: UnsafeBufferPointer<Segment>) -> Int? {
        guard index + 2 < segments.count else { return nil }
        let prefix = segments[index], hyphen = segments[index + 1], word = segments[index + 2]
        guard hyphen.start == prefix.end, hyphen.end == hyphen.start + 1, bytes[Int(hyphen.start)] == UInt8(ascii: "-"),
              word.start == hyphen.end, word.kind == .word, isASCIILetter(bytes[Int(word.start)]),
              EnglishExceptions.hyphenPrefixes.contains(ShortWord(bytes, start, Int(prefix.end))),
              nextLink >= links.count || links[nextLink].start >= Int(word.end) else { return nil }
        if index + 3 < segments.count, segments[index + 3].start == word.end, bytes[Int(word.end)] == UInt8(ascii: "-") {
            return nil
        }
        appendWordPieces(start: start, end: Int(word.end))
        return index + 3
    }

    /// A word, split into its clitics if it has any.
    @inline(__always)
    private mutating func appendWordPieces(start: Int, end: Int) {
        if SpecialCases.mayContract(bytes, start: start, end: end) {
            appendContracted(start: start, end: end)
        } else {
            append(start, end, .word)
        }
    }

    private mutating func appendContracted(start: Int, end: Int) {
        var pieceStart = start
        for split in SpecialCases.contractionSplits(bytes, start: start, end: end) {
            append(pieceStart, split, .word, pieceStart == start ? .icu : .contraction)
            pieceStart = split
        }
        append(pieceStart, end, .word, pieceStart == start ? .icu : .contraction)
    }

    /// "...", "!!", "--", ">>" and "?!" are one token each (ICU gives one segment per mark).
    /// The run keeps its first mark's kind ("==" and "<<" are symbols to ICU, as "=" alone).
    private mutating func appendPunctuationRun(from index: Int, kind: TokenKind, segments: UnsafeBufferPointer<Segment>) -> Int {
        var next = index + 1
        while next < segments.count, segments[next].start == segments[next - 1].end, segments[next].end - segments[next].start == 1,
              SpecialCases.continuesRun(bytes[Int(segments[next - 1].start)], with: bytes[Int(segments[next].start)]) {
            next += 1
        }
        append(Int(segments[index].start), Int(segments[next - 1].end), kind)
        return next
    }

    /// ":)", ":-(", "^_^" are one symbol each when they end where a segment ends; returns the next segment
    /// index, or nil where no emoticon starts.
    private mutating func appendEmoticon(at index: Int, segments: UnsafeBufferPointer<Segment>) -> Int? {
        let start = Int(segments[index].start)
        let length = SpecialCases.emoticonLength(bytes, at: start)
        guard length > 0 else { return nil }
        var next = index
        while next < segments.count, Int(segments[next].end) < start + length { next += 1 }
        guard next < segments.count, Int(segments[next].end) == start + length,
              nextLink >= links.count || links[nextLink].start >= start + length else { return nil }
        append(start, start + length, .symbol)
        return next + 1
    }

    /// A number and the numbers joined to it by ":", "/" or "-" with no space ("08:02", "3/4/2005",
    /// "303-832-8160") are one token; returns the next segment index.
    private mutating func appendNumber(from index: Int, segments: UnsafeBufferPointer<Segment>) -> Int {
        var last = index
        while last + 2 < segments.count {
            let mark = segments[last + 1], number = segments[last + 2]
            guard mark.start == segments[last].end, mark.end == mark.start + 1, SpecialCases.joinsNumbers(bytes[Int(mark.start)]),
                  number.start == mark.end, isASCIIDigit(bytes[Int(number.start)]),
                  nextLink >= links.count || links[nextLink].start >= Int(number.end) else { break }
            last += 2
        }
        append(Int(segments[index].start), Int(segments[last].end), .number)
        return last + 1
    }

    private mutating func appendApostrophe(at offset: Int) {
        let before = offset > 0 ? bytes[offset - 1] : UInt8(ascii: " ")
        let after = offset + 1 < bytes.count ? bytes[offset + 1] : UInt8(ascii: " ")
        let followsWord = isASCIILetterOrDigit(before) || before >= 0x80
        if !followsWord, isASCIILetterOrDigit(after) {
            singleQuoteOpen = true
            append(offset, offset + 1, .punct)
        } else if followsWord, before | 0x20 == UInt8(ascii: "s"), !isASCIILetterOrDigit(after), !singleQuoteOpen,
                  count > 0, output[count - 1].kind == .word, output[count - 1].end == Int32(offset) {
            append(offset, offset + 1, .word, .possessive)
        } else {
            if followsWord { singleQuoteOpen = false }
            append(offset, offset + 1, .punct)
        }
    }
}
