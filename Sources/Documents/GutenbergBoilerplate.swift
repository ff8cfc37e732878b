import Foundation

/// Project Gutenberg's header and licence trailer around the text of one of its books, recognised by
/// the markers Project Gutenberg has put there since the 1990s, so that scores count the book alone:
///
/// - the header ends with a line starting with `*` that says `START OF THE PROJECT GUTENBERG EBOOK ...`
///   (or `THIS PROJECT GUTENBERG`), or, in the oldest files, with `*END*THE SMALL PRINT!`; a credits
///   paragraph right after it (`Produced by ...`, `E-text prepared by ...`) is header too;
/// - the trailer starts at a line `*** END OF THE PROJECT GUTENBERG EBOOK ...` (or `THIS`), or at a line
///   `End of the Project Gutenberg EBook of ...` / `End of Project Gutenberg's ...` before it.
///
/// Only the first and last `window` bytes are searched, so a file is never read whole for this.
public enum GutenbergBoilerplate {
    public static let window = 64 << 10

    private static let credits = ["produced by", "e-text prepared by", "etext prepared by", "this etext was prepared by",
                                  "this ebook was prepared by", "this etext was produced by", "this ebook was produced by"]

    /// The bytes of a text of `count` bytes between a header and a trailer, given its first bytes
    /// (`head`, from offset 0) and its last (`tail`, from offset `tailOffset`); nil when it has neither.
    public static func body(head: ArraySlice<UInt8>, tail: ArraySlice<UInt8>, tailOffset: Int, count: Int) -> Range<Int>? {
        let start = bodyStart(head: head)
        let end = bodyEnd(tail: tail, tailOffset: tailOffset, after: start ?? 0)
        guard start != nil || end != nil else { return nil }
        return (start ?? 0)..<max(end ?? count, start ?? 0)
    }

    /// Where the book starts, as an offset into the text, when `head` (the text's first bytes, from
    /// offset 0) holds a Project Gutenberg header; else nil.
    static func bodyStart(head: ArraySlice<UInt8>) -> Int? {
        var lines = Lines(head)
        var start: Int?
        while let line = lines.next() {
            guard line.startsWith(anyOf: "*") else { continue }
            let text = line.text.uppercased()
            if text.contains("START OF THE PROJECT GUTENBERG") || text.contains("START OF THIS PROJECT GUTENBERG")
                || text.hasPrefix("*END*THE SMALL PRINT") || text.hasPrefix("*END THE SMALL PRINT") {
                start = line.end
                break
            }
        }
        guard var body = start else { return nil }
        // Blank lines, then a credits paragraph if one follows.
        while let line = lines.next() {
            if line.text.isEmpty { continue }
            if credits.contains(where: line.text.lowercased().hasPrefix) {
                body = line.end
                while let more = lines.next(), !more.text.isEmpty { body = more.end }
            }
            break
        }
        return body - head.startIndex
    }

    /// Where the licence trailer starts, when `tail` (bytes from offset `tailOffset`) holds one at or
    /// after offset `after`; else nil.
    static func bodyEnd(tail: ArraySlice<UInt8>, tailOffset: Int, after: Int) -> Int? {
        var lines = Lines(tail)
        while let line = lines.next() {
            let start = line.start - tail.startIndex + tailOffset
            guard start >= after, line.startsWith(anyOf: "*") || line.hasPrefixIgnoringCase("end of ") else { continue }
            let text = line.text.uppercased()
            if (text.hasPrefix("*") && (text.contains("END OF THE PROJECT GUTENBERG") || text.contains("END OF THIS PROJECT GUTENBERG")))
                || text.hasPrefix("END OF THE PROJECT GUTENBERG") || text.hasPrefix("END OF PROJECT GUTENBERG") {
                return start
            }
        }
        return nil
    }

    /// The lines of some bytes: each line's bytes without surrounding blanks, its start and the offset
    /// after its line break. Most lines are the book's own paragraphs: only a line whose first byte
    /// could open a marker is decoded (`text`), so the windows cost a byte scan.
    private struct Lines {
        let bytes: ArraySlice<UInt8>
        var index: Int

        struct Line {
            let trimmed: ArraySlice<UInt8>
            let start: Int
            let end: Int

            var text: String { String(decoding: trimmed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }

            func startsWith(anyOf characters: String) -> Bool {
                guard let first = trimmed.first else { return false }
                return characters.utf8.contains(first)
            }

            /// `prefix` in lower-case ASCII.
            func hasPrefixIgnoringCase(_ prefix: String) -> Bool {
                trimmed.count >= prefix.utf8.count && zip(trimmed, prefix.utf8).allSatisfy { $0 | 0x20 == $1 | 0x20 }
            }
        }

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        mutating func next() -> Line? {
            guard index < bytes.endIndex else { return nil }
            let start = index
            let newline = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            index = min(newline + 1, bytes.endIndex)
            var trimmed = bytes[start..<newline]
            while let first = trimmed.first, Self.isBlank(first) { trimmed.removeFirst() }
            while let last = trimmed.last, Self.isBlank(last) { trimmed.removeLast() }
            return Line(trimmed: trimmed, start: start, end: index)
        }

        private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    }
}
