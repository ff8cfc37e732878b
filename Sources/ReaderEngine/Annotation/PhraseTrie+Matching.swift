import Tokenizer

/// A saved phrase found at some words, before overlaps are settled.
struct PhraseCandidate: Sendable, Equatable {
    /// Token indexes of the first and last word.
    var first: Int32
    var last: Int32
    var phrase: Int32
    /// Lemmas in the phrase (kept here so ranking reads no phrase record).
    var length: Int32
}

extension PhraseTrie {
    /// Words a phrasal verb may have between verb and particle ("turn *the lights* off").
    static let maximumGap = 2

    /// Adds every saved phrase whose first word is the word token at `start`.
    /// Words of a phrase follow each other with only spaces between, in one sentence.
    func collectCandidates(startingAt start: Int, tokens: UnsafeBufferPointer<Token>, terms: UnsafeBufferPointer<UInt32>,
                           into candidates: inout [PhraseCandidate]) {
        var node = child(of: 0, term: terms[start])
        guard node >= 0 else { return }
        var current = start
        while true {
            let phrase = phrase(endingAt: node)
            if phrase >= 0 { candidates.append(candidate(start, current, phrase)) }
            if allowsGap(at: node) { collectGapped(from: node, after: current, start: start, tokens: tokens, terms: terms, into: &candidates) }
            guard let next = PhraseTrie.nextWord(after: current, tokens: tokens) else { return }
            node = child(of: node, term: terms[next])
            guard node >= 0 else { return }
            current = next
        }
    }

    /// Particles that end a phrase after one or two other words.
    private func collectGapped(from node: Int32, after word: Int, start: Int, tokens: UnsafeBufferPointer<Token>,
                               terms: UnsafeBufferPointer<UInt32>, into candidates: inout [PhraseCandidate]) {
        guard var position = PhraseTrie.nextWord(after: word, tokens: tokens) else { return }
        for _ in 0..<PhraseTrie.maximumGap {
            guard let particle = PhraseTrie.nextWord(after: position, tokens: tokens) else { return }
            let term = terms[particle]
            if isParticle(term) {
                let end = child(of: node, term: term)
                if end >= 0, phrase(endingAt: end) >= 0 {
                    candidates.append(candidate(start, particle, phrase(endingAt: end)))
                    return
                }
            }
            position = particle
        }
    }

    private func candidate(_ first: Int, _ last: Int, _ phrase: Int32) -> PhraseCandidate {
        PhraseCandidate(first: Int32(first), last: Int32(last), phrase: phrase, length: phraseLengths[Int(phrase)])
    }

    /// The next word in the same sentence when only spaces come between.
    @inline(__always)
    static func nextWord(after index: Int, tokens: UnsafeBufferPointer<Token>) -> Int? {
        var next = index + 1
        while next < tokens.count, tokens[next].kind == .space { next += 1 }
        guard next < tokens.count, tokens[next].kind == .word, tokens[next].sentence == tokens[index].sentence else { return nil }
        return next
    }

    /// Settles overlaps: the phrase with more lemmas wins, then the earlier one.
    /// Returns the winners in text order.
    func resolveOverlaps(_ candidates: [PhraseCandidate], tokenCount: Int) -> [PhraseCandidate] {
        guard !candidates.isEmpty else { return [] }
        let ranked = candidates.sorted { a, b in
            if a.length != b.length { return a.length > b.length }
            if a.first != b.first { return a.first < b.first }
            return a.last > b.last
        }
        var taken = [Bool](repeating: false, count: tokenCount)
        var winners: [PhraseCandidate] = []
        for candidate in ranked {
            let range = Int(candidate.first)...Int(candidate.last)
            guard !range.contains(where: { taken[$0] }) else { continue }
            for index in range { taken[index] = true }
            winners.append(candidate)
        }
        return winners.sorted { $0.first < $1.first }
    }
}
