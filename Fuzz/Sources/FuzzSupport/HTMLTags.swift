/// Whether every `<` and `>` of an HTML page belongs to a tag the renderer
/// writes: `<name>` or `</name>` (lower-case letters, then digits too), with
/// attributes ` name="value"` (the value without `"`, `<`, `>`), `<!DOCTYPE html>`
/// and `<!--...-->` (no `<` or `>` inside). The language of the regular
/// expression `<(/?[a-z][a-z0-9]*( [a-z-]+="[^"<>]*")*|!DOCTYPE html|!--[^<>]*--)>`,
/// scanned once as bytes: NSRegularExpression took a tenth of each renderer run.
public func hasOnlyRendererTags(_ html: String) -> Bool {
    var html = html
    return html.withUTF8 { bytes in
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"): return false
            case UInt8(ascii: "<"):
                guard let end = TagScanner(bytes: bytes).end(ofTagFrom: index + 1) else { return false }
                index = end
            default: index += 1
            }
        }
        return true
    }
}

private struct TagScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    static let doctype = Array("!DOCTYPE html>".utf8)

    func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    func isLower(_ byte: UInt8?) -> Bool { byte.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } ?? false }

    func isDigit(_ byte: UInt8?) -> Bool { byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false }

    /// The index after the `>` of the tag whose text starts at `start` (just after its `<`), nil when there is none.
    func end(ofTagFrom start: Int) -> Int? {
        if bytes.count - start >= Self.doctype.count, bytes[start..<start + Self.doctype.count].elementsEqual(Self.doctype) {
            return start + Self.doctype.count
        }
        if at(start) == UInt8(ascii: "!") { return end(ofCommentFrom: start) }
        var index = start
        if at(index) == UInt8(ascii: "/") { index += 1 }
        guard isLower(at(index)) else { return nil }
        index += 1
        while isLower(at(index)) || isDigit(at(index)) { index += 1 }
        while at(index) == UInt8(ascii: " ") {
            index += 1
            guard isLower(at(index)) || at(index) == UInt8(ascii: "-") else { return nil }
            while isLower(at(index)) || at(index) == UInt8(ascii: "-") { index += 1 }
            guard at(index) == UInt8(ascii: "="), at(index + 1) == UInt8(ascii: "\"") else { return nil }
            index += 2
            while let byte = at(index), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "<"), byte != UInt8(ascii: ">") {
                index += 1
            }
            guard at(index) == UInt8(ascii: "\"") else { return nil }
            index += 1
        }
        return at(index) == UInt8(ascii: ">") ? index + 1 : nil
    }

    /// `!--` text `--` then `>`, the text without `<` or `>`.
    func end(ofCommentFrom start: Int) -> Int? {
        guard at(start + 1) == UInt8(ascii: "-"), at(start + 2) == UInt8(ascii: "-") else { return nil }
        var index = start + 3
        while let byte = at(index), byte != UInt8(ascii: "<") {
            if byte == UInt8(ascii: ">") {
                let closed = index >= start + 5 && bytes[index - 1] == UInt8(ascii: "-") && bytes[index - 2] == UInt8(ascii: "-")
                return closed ? index + 1 : nil
            }
            index += 1
        }
        return nil
    }
}
