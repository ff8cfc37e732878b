import Documents
import Foundation
import ReaderEngine
import Tokenizer

/// Capture from any web page: the page's script sends its visible text in blocks (a paragraph, a
/// heading, a list item); each is tokenized and annotated as a page of a library text is, and its New
/// and Learning words go back as UTF-16 ranges the script wraps in place. Taps, captures and marks
/// then go through the same engine calls as on the reading page.
extension ReadingDesk {
    /// The most text one block may hold (a long paragraph is a few KB).
    static let largestBlock = 16 << 10

    /// A block of a web page, tokenized and lemmatized.
    func webPiece(_ text: String) throws -> TokenizedText {
        guard text.utf8.count <= Self.largestBlock else {
            throw ServerError.tooLarge("a block of text is larger than \(Self.largestBlock >> 10) KB")
        }
        var tokenized = try tokenizer.tokenize(text)
        data.lemmatizer.lemmatize(&tokenized)
        return tokenized
    }

    /// `{"blocks":[[[start,end,"new"|"learning",key,byte],...],...]}`: each block's highlighted words
    /// and saved phrases, `start..<end` in UTF-16 code units of the block (as the page's script counts),
    /// `key` the term the page recolours, `byte` the offset a tap sends back.
    func highlights(in blocks: [String]) throws -> String {
        var answer = "{\"blocks\":["
        for (number, block) in blocks.enumerated() {
            let annotated = try annotate(try webPiece(block))
            let units = Self.utf16Offsets(of: annotated.bytes)
            var ranges: [String] = []
            for (index, span) in annotated.spans.enumerated() {
                guard let status = annotated.highlight(ofSpan: index) else { continue }
                if span.isInPhrase {
                    let phrase = annotated.phrases[Int(span.phrase)]
                    guard phrase.spans.lowerBound == index else { continue }
                    ranges.append(Self.range(units, Int(phrase.start)..<Int(phrase.end), status, phrase.lemma))
                } else if let key = annotated.lemma(of: span) {
                    ranges.append(Self.range(units, Int(span.token.start)..<Int(span.token.end), status, key))
                }
            }
            answer += (number == 0 ? "[" : ",[") + ranges.joined(separator: ",") + "]"
        }
        return answer + "]}"
    }

    private static func range(_ units: [Int], _ bytes: Range<Int>, _ status: WordStatus, _ key: String) -> String {
        "[\(units[bytes.lowerBound]),\(units[bytes.upperBound]),\"\(status.rawValue)\",\(JSONString.quoted(key)),\(bytes.lowerBound)]"
    }

    /// For each byte offset that starts a character (and the end), the UTF-16 offset of that character.
    static func utf16Offsets(of bytes: [UInt8]) -> [Int] {
        var offsets = [Int](repeating: 0, count: bytes.count + 1)
        var units = 0
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            for inner in index..<min(index + length, bytes.count) { offsets[inner] = units }
            units += length == 4 ? 2 : 1
            index += length
        }
        offsets[bytes.count] = units
        return offsets
    }
}
