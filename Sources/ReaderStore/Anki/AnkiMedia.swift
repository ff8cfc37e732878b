import ReaderCore

/// Sound files for Anki notes, named as Anki's media folder (`collection.media`) keeps them.
public enum AnkiMedia {
    /// "reader-look-up-en-us-1a2b3c4d.mp3": the word and voice in ASCII for a person browsing the
    /// media folder, then a digest of the exact word and voice, so two words (or two voices) never
    /// share a name and a file Anki already holds is the same sound.
    public static func soundFileName(word: String, voice: String, fileExtension: String) -> String {
        let digest = SHA1.digest(Array("\(word)\u{0}\(voice)".utf8)).prefix(4).map { byte in
            (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
        return ["reader", slug(word), slug(voice), digest].filter { !$0.isEmpty }.joined(separator: "-") + "." + fileExtension
    }

    /// What a field holds to play `fileName` (Anki shows a play button and plays it on its side).
    public static func soundTag(_ fileName: String) -> String { "[sound:\(fileName)]" }

    /// ASCII letters and digits, lower-cased; every other run of characters one '-'; at most 40.
    static func slug(_ text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return String(slug.prefix(40))
    }
}
