extension LemmaLexicon {
    /// Words longer than this are never in the lexicon.
    static let maxKeyLength = 64

    /// The entry of each of `count` lower-case words (`key(i)`, UTF-8), nil for an
    /// unknown one: as `id(ofBytes:)`, but a batch at a time with their hash slots
    /// prefetched, so the cache misses of a whole vocabulary (100k lemmas, at start-up)
    /// overlap instead of queueing.
    public func ids(count: Int, key: (Int) -> UnsafeBufferPointer<UInt8>) -> [LemmaID?] {
        let batch = 16
        var probes: [ByteHashTable.Probe] = []
        probes.reserveCapacity(batch)
        var entries: [LemmaID?] = []
        entries.reserveCapacity(count)
        for start in stride(from: 0, to: count, by: batch) {
            let end = Swift.min(start + batch, count)
            probes.removeAll(keepingCapacity: true)
            for i in start..<end {
                let probe = table.probe(exact: key(i))
                table.prefetch(probe)
                probes.append(probe)
            }
            for i in start..<end {
                entries.append(table.index(ofExact: key(i), probe: probes[i - start]).map { LemmaID(rawValue: UInt32($0)) })
            }
        }
        return entries
    }

    /// A word with non-ASCII bytes: ’ stands for ', a ligature or invisible character for its letters
    /// (`LetterVariants`: "ﬁ" is "fi", a soft hyphen nothing), anything else is lower-cased by Unicode rules. `key` is scratch space, reused so curly apostrophes ("don’t")
    /// cost no allocation.
    func entry(ofNonASCII word: UnsafeBufferPointer<UInt8>, key: inout [UInt8]) -> Int32 {
        key.removeAll(keepingCapacity: true)
        var i = 0
        while i < word.count {
            let b = word[i]
            if b < 0x80 {
                key.append(isASCIIUpper(b) ? b | 0x20 : b)
            } else if b == 0xE2, i + 2 < word.count, word[i + 1] == 0x80, word[i + 2] == 0x99 {
                key.append(UInt8(ascii: "'"))
                i += 2
            } else if let variant = LetterVariants.letters(at: i, in: word) {
                variant.letters.withUTF8Buffer { key.append(contentsOf: $0) }
                i += variant.length - 1
            } else {
                var lowered = String(decoding: word, as: UTF8.self).lowercased()
                return lowered.withUTF8 { entry(for: $0) }.map(Int32.init) ?? -1
            }
            i += 1
        }
        return key.withUnsafeBufferPointer { entry(for: $0) }.map(Int32.init) ?? -1
    }
}
