import Tokenizer

/// A compound written as two words ("new born", "web site", "top notch", "back aches"): two
/// content words whose joined form, closed up or hyphenated, is a word the lexicon knows as a
/// noun, verb, adjective or adverb lemma, which is the phrase's lemma. Function words stay out ("may be", "every one", "in to"
/// are read as written), and so do forms the lexicon only counts (web spellings like "alot").
enum SplitCompound {
    static func match(in window: WordWindow, lexicon: LemmaLexicon) -> (range: Range<Int>, lemma: LemmaID)? {
        let tap = window.tap
        for first in max(0, tap - 1)...tap where first + 1 < window.count {
            let second = first + 1
            // After an article, a pair that ends its noun phrase is an adjective and its noun: "a long
            // time" is no "longtime" (but "a new born son" is a newborn son).
            let endsNounPhrase = second + 1 == window.count || !window.classes[second + 1].isContent
            guard isPart(first, window), isPart(second, window),
                  !(first > 0 && window.classes[first - 1].contains(.article) && endsNounPhrase) else { continue }
            let head = window.bytes[window.lowerBytes[first]], written = window.bytes[window.lowerBytes[second]]
            // The second word as written, and as its lemma if it only adds an -s: "back aches" is
            // "backache" plus -s, but "week longer" is no "weeklong".
            let lemma = window.bytes[window.lemmaBytes[second]]
            let plural = written.count > lemma.count && written.starts(with: lemma) && written.last == UInt8(ascii: "s")
            if let joined = contentLemma(head, written, lexicon) ?? (plural ? contentLemma(head, lemma, lexicon) : nil) {
                return (first..<(second + 1), joined)
            }
        }
        return nil
    }

    /// The content lemma `head` and `rest` make closed up or joined by a hyphen (no allocation: this
    /// runs on most taps on plain words).
    static func contentLemma(_ head: ArraySlice<UInt8>, _ rest: ArraySlice<UInt8>, _ lexicon: LemmaLexicon) -> LemmaID? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: head.count + 1 + rest.count) { buffer in
            for (offset, byte) in head.enumerated() { buffer[offset] = byte }
            for hyphens in 0..<2 {
                var end = head.count
                if hyphens == 1 { buffer[end] = UInt8(ascii: "-"); end += 1 }
                for byte in rest { buffer[end] = byte; end += 1 }
                if let id = lexicon.id(ofBytes: UnsafeBufferPointer(rebasing: buffer[..<end])), lexicon.isContentLemma(id) { return id }
            }
            return nil
        }
    }

    /// A content word of three ASCII letters or more, no quantifier ("all night", "fat so" are two
    /// words; numbers and symbols never close up into one).
    private static func isPart(_ position: Int, _ window: WordWindow) -> Bool {
        let letters = window.bytes[window.lowerBytes[position]]
        return window.classes[position].isContent && letters.count >= 3 && letters.allSatisfy { $0 &- 97 < 26 }
            && !window.closedWords.objectStarts.contains(window.lowerHashes[position])
    }
}
