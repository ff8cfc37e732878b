/// The Latin ligatures of Unicode's Alphabetic Presentation Forms (U+FB00-FB06), which text copied from PDFs
/// and some EPUBs writes for "fi", "fl", "ffi"...: a word looked up or tagged reads them as their letters, so
/// "oﬃce" is "office" (the OneStopEnglish texts write "ofﬁce", "ﬁrst", "reﬂect").
enum TypographicLigature {
    /// The letters of the ligature whose UTF-8 bytes start at `bytes[i]`, if one does (EF AC 80-86).
    @inline(__always)
    static func letters(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> StaticString? {
        guard bytes[i] == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xAC else { return nil }
        switch bytes[i + 2] {
        case 0x80: return "ff"
        case 0x81: return "fi"
        case 0x82: return "fl"
        case 0x83: return "ffi"
        case 0x84: return "ffl"
        case 0x85, 0x86: return "st"
        default: return nil
        }
    }

    /// UTF-8 bytes of one ligature.
    static let length = 3
}
