/// Letter and syllable counts of a word straight from its UTF-8 bytes, for
/// word-length measures and the Flesch-Kincaid comparison.
enum Syllables {
    /// Characters in the word (UTF-8 continuation bytes are not counted).
    @inline(__always)
    static func letters(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Vowel groups (a e i o u y), less a silent final "e" ("make" 1, "table" 2,
    /// "reading" 2); at least 1. The usual heuristic of readability tools.
    static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var groups = 0
        var inVowel = false
        for byte in bytes {
            let vowel = isVowel(byte | 0x20)
            if vowel && !inVowel { groups += 1 }
            inVowel = vowel
        }
        let n = bytes.count
        if n >= 3, groups > 1, bytes[n - 1] | 0x20 == UInt8(ascii: "e"),
           !isVowel(bytes[n - 2] | 0x20), bytes[n - 2] | 0x20 != UInt8(ascii: "l") {
            groups -= 1
        }
        return max(groups, 1)
    }

    @inline(__always)
    private static func isVowel(_ lower: UInt8) -> Bool {
        switch lower {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "y"): true
        default: false
        }
    }
}
