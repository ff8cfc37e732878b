extension LemmaLexicon {
    /// Words longer than this are never in the lexicon.
    static let maxKeyLength = 64
    /// Lookups waiting for their hash slots at once.
    private static let batchSize = 16

    /// The entry of every word token's lower-cased text (curly apostrophes read
    /// as straight ones), -1 for unknown words and for the other tokens.
    /// Sets the lemma of each lower-case word that needs no context (most of
    /// them) and `.none` for every other token.
    ///
    /// Plain ASCII words, nearly all of them, are looked up in batches: hashing
    /// a batch and prefetching its slots before comparing lets the cache misses
    /// of rarer words overlap instead of queueing (the table is bigger than the
    /// CPU's L2 cache, and this runs once per word of every text).
    func lookUpWords(in tokens: UnsafeMutableBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
        var entries = [Int32](repeating: -1, count: tokens.count)
        var key = [UInt8](repeating: 0, count: LemmaLexicon.maxKeyLength)
        entries.withUnsafeMutableBufferPointer { entries in
            withUnsafeTemporaryAllocation(of: (token: Int, probe: ByteHashTable.Probe).self,
                                          capacity: LemmaLexicon.batchSize) { batch in
                var pending = 0
                var index = 0
                while index <= tokens.count {
                    // Finish the batch when it is full or the text ends.
                    if pending == batch.count || index == tokens.count {
                        for (token, probe) in batch[0..<pending] {
                            let word = UnsafeBufferPointer(rebasing: bytes[Int(tokens[token].start)..<Int(tokens[token].end)])
                            guard let entry = table.index(ofLowercasedASCII: word, probe: probe) else { continue }
                            entries[token] = Int32(entry)
                            let lemma = contextFree[entry]
                            if lemma != LemmaLexicon.noEntry, isASCIILower(word[0]) { tokens[token].lemma = LemmaID(rawValue: lemma) }
                        }
                        pending = 0
                        if index == tokens.count { break }
                    }
                    tokens[index].lemma = .none
                    let token = tokens[index]
                    if token.kind == .word, token.end - token.start <= LemmaLexicon.maxKeyLength {
                        let word = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
                        if let probe = table.probe(lowercasedASCII: word) {
                            batch.initializeElement(at: pending, to: (index, probe))
                            pending += 1
                        } else {
                            entries[index] = entry(ofNonASCII: word, key: &key)
                        }
                    }
                    index += 1
                }
            }
        }
        return entries
    }

    /// A word with non-ASCII bytes: ’ stands for ', anything else is lower-cased by Unicode rules.
    private func entry(ofNonASCII word: UnsafeBufferPointer<UInt8>, key: inout [UInt8]) -> Int32 {
        var length = 0
        var i = 0
        while i < word.count {
            let b = word[i]
            if b < 0x80 {
                key[length] = isASCIIUpper(b) ? b | 0x20 : b
            } else if b == 0xE2, i + 2 < word.count, word[i + 1] == 0x80, word[i + 2] == 0x99 {
                key[length] = UInt8(ascii: "'")
                i += 2
            } else {
                var lowered = String(decoding: word, as: UTF8.self).lowercased()
                return lowered.withUTF8 { entry(for: $0) }.map(Int32.init) ?? -1
            }
            length += 1
            i += 1
        }
        return key.withUnsafeBufferPointer { key in
            entry(for: UnsafeBufferPointer(rebasing: key[0..<length])).map(Int32.init) ?? -1
        }
    }
}
