/// Characters that change how a word is written but not which word it is, read as the letters they stand for
/// when a word is looked up or tagged:
/// - the Latin ligatures of Unicode's Alphabetic Presentation Forms (U+FB00-FB06), which text copied from
///   PDFs writes for "fi", "fl", "ffi"... (the OneStopEnglish texts write "ofﬁce", "ﬁrst", "reﬂect");
/// - invisible format characters: the soft hyphen that EPUBs and web pages put in long words as a place to
///   break ("infor&shy;mation"), the zero-width joiner and non-joiner, and the word joiner. They stand for nothing.
enum LetterVariants {
    /// The letters the character whose UTF-8 bytes start at `bytes[i]` stands for ("" for an invisible one) and
    /// its length in bytes; nil for any other character.
    @inline(__always)
    static func letters(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (letters: StaticString, length: Int)? {
        switch bytes[i] {
        case 0xC2:
            return i + 1 < bytes.count && bytes[i + 1] == 0xAD ? ("", 2) : nil
        case 0xE2:
            guard i + 2 < bytes.count else { return nil }
            switch (bytes[i + 1], bytes[i + 2]) {
            case (0x80, 0x8C), (0x80, 0x8D), (0x81, 0xA0): return ("", 3)
            default: return nil
            }
        case 0xEF:
            guard i + 2 < bytes.count, bytes[i + 1] == 0xAC else { return nil }
            switch bytes[i + 2] {
            case 0x80: return ("ff", 3)
            case 0x81: return ("fi", 3)
            case 0x82: return ("fl", 3)
            case 0x83: return ("ffi", 3)
            case 0x84: return ("ffl", 3)
            case 0x85, 0x86: return ("st", 3)
            default: return nil
            }
        default:
            return nil
        }
    }
}
