extension String {
    /// Every occurrence of `target` replaced, found by its UTF-8 bytes rather
    /// than by `Character`: a quote, comma or brace followed by a combining
    /// mark is one Character, which a Character search passes over, while CSV
    /// readers, Anki and browsers still see the quote, comma or brace.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return self }
        var result: [UInt8] = []
        var changed = false
        var text = self
        text.withUTF8 { bytes in
            result.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                if bytes[index] == first, index + pattern.count <= bytes.count,
                   bytes[index..<index + pattern.count].elementsEqual(pattern) {
                    result.append(contentsOf: replacement.utf8)
                    index += pattern.count
                    changed = true
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
        }
        return changed ? String(decoding: result, as: UTF8.self) : self
    }
}
