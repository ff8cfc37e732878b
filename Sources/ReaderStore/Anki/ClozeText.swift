import ReaderCore

/// A Cloze field read back: the sentence as plain text with every deletion
/// shown, and where each deletion (`{{c2::sending::verb}}`: number 2, text
/// *sending*, hint dropped) sits in it, in UTF-8 offsets.
struct ClozeText {
    struct Deletion: Equatable {
        var number: Int
        var text: String
        var range: Range<Int>
    }

    private(set) var sentence = ""
    private(set) var deletions: [Deletion] = []

    init(_ html: String) {
        var rest = Substring(html)
        while let open = rest.range(of: "{{c") {
            let digits = rest[open.upperBound...].prefix(while: \.isASCII).prefix(while: \.isNumber)
            guard let number = Int(digits), rest[digits.endIndex...].hasPrefix("::"),
                  let close = rest[digits.endIndex...].range(of: "}}") else {
                append(rest[..<open.upperBound])
                rest = rest[open.upperBound...]
                continue
            }
            append(rest[..<open.lowerBound])
            let body = rest[rest.index(digits.endIndex, offsetBy: 2)..<close.lowerBound]
            let answer = body.range(of: "::").map { body[..<$0.lowerBound] } ?? body
            let text = AnkiText.plain(String(answer))
            let start = sentence.utf8.count
            sentence += text
            deletions.append(Deletion(number: number, text: text, range: start..<sentence.utf8.count))
            rest = rest[close.upperBound...]
        }
        append(rest)
        let leading = sentence.prefix(while: \.isWhitespace).utf8.count
        sentence = String(sentence.dropFirst(sentence.prefix(while: \.isWhitespace).count))
        while sentence.last?.isWhitespace == true { sentence.removeLast() }
        deletions = deletions.map { Deletion(number: $0.number, text: $0.text, range: ($0.range.lowerBound - leading)..<($0.range.upperBound - leading)) }
    }

    /// Text between deletions: its markup taken out, runs of whitespace as one space.
    private mutating func append(_ html: Substring) {
        let text = AnkiNote.collapsingWhitespace(AnkiText.stripped(String(html)))
        if sentence.last == " ", text.first == " " {
            sentence += text.dropFirst()
        } else {
            sentence += text
        }
    }
}
