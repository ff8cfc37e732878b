import ReaderEngine

/// Annotator expectations written inline in the text:
///
/// - `word(new)`, `word(learning)`, `word(ignored)`, `word(known)`: the word's status;
///   a word without a tag must be Known.
/// - `word(name)`: a name left at its default status (Ignored).
/// - `[made a decision](learning)`: a saved phrase covering exactly that text, with that status.
/// - `/` before a space, punctuation or the end marks a token boundary for the reader and is removed.
/// - `(` starts a tag only right after a word and before one of the tag names.
///
/// Removing the tags gives the input text: `She/ ran(known)/ home(new)/.` reads "She ran home.".
struct AnnotationNotation {
    struct Word: Equatable, CustomStringConvertible {
        var range: Range<Int>
        var tag: String
        var description: String { "\(range)=\(tag)" }
    }

    struct Phrase: Equatable, CustomStringConvertible {
        var range: Range<Int>
        var status: String
        var description: String { "[\(range)]=\(status)" }
    }

    private(set) var text = ""
    private(set) var words: [Word] = []
    private(set) var phrases: [Phrase] = []

    init(_ notation: String) {
        var bytes: [UInt8] = []
        var phraseStart: Int?
        /// A word ends where the previous tag was ("sister(new)'s(new)").
        var taggedUpTo = 0
        var characters = Array(notation.unicodeScalars)[...]
        while let scalar = characters.popFirst() {
            switch scalar {
            case "/" where characters.first.map(AnnotationNotation.endsToken) ?? true:
                continue
            case "[":
                phraseStart = bytes.count
            case "]":
                let tag = AnnotationNotation.takeTag(&characters) ?? "missing tag"
                phrases.append(Phrase(range: (phraseStart ?? 0)..<bytes.count, status: tag))
                phraseStart = nil
            case "(" where !bytes.isEmpty && AnnotationNotation.isWordByte(bytes[bytes.count - 1])
                && AnnotationNotation.tags.contains { String(String.UnicodeScalarView(characters.prefix($0.unicodeScalars.count + 1))) == $0 + ")" }:
                characters = [scalar] + characters
                let tag = AnnotationNotation.takeTag(&characters) ?? "missing tag"
                var start = bytes.count
                while start > taggedUpTo, AnnotationNotation.isWordByte(bytes[start - 1]) { start -= 1 }
                words.append(Word(range: start..<bytes.count, tag: tag))
                taggedUpTo = bytes.count
            default:
                bytes.append(contentsOf: Array(String(scalar).utf8))
            }
        }
        text = String(decoding: bytes, as: UTF8.self)
    }

    static let tags = ["new", "learning", "known", "ignored", "name"]

    private static func endsToken(_ next: Unicode.Scalar) -> Bool {
        next.properties.isWhitespace || ".,;:!?".unicodeScalars.contains(next)
    }

    private static func takeTag(_ characters: inout ArraySlice<Unicode.Scalar>) -> String? {
        guard characters.first == "(", let close = characters.firstIndex(of: ")") else { return nil }
        let tag = String(String.UnicodeScalarView(characters[characters.index(after: characters.startIndex)..<close]))
        characters = characters[characters.index(after: close)...]
        return tag
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "'") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// The annotation written back in the same notation (every word tagged), for comparing.
    static func words(of annotated: AnnotatedText) -> [Word] {
        annotated.spans.compactMap { span in
            guard let status = span.status else { return nil }
            let range = Int(span.token.start)..<Int(span.token.end)
            if span.isName && status == .ignored { return Word(range: range, tag: "name") }
            return Word(range: range, tag: status.rawValue)
        }
    }

    /// The expected tag of every word of `annotated`: written tags, else "known".
    func expectedWords(of annotated: AnnotatedText) -> [Word] {
        annotated.spans.compactMap { span in
            guard span.status != nil else { return nil }
            let range = Int(span.token.start)..<Int(span.token.end)
            return words.first { $0.range == range } ?? Word(range: range, tag: "known")
        }
    }

    static func phrases(of annotated: AnnotatedText) -> [Phrase] {
        annotated.phrases.map { Phrase(range: Int($0.start)..<Int($0.end), status: $0.status.rawValue) }
    }
}
