/// A phrase found around a tap: window positions of its own words (gap words
/// excluded) and the entry it matched.
struct PhraseMatch {
    var entry: Int32
    var positions: [Int]
    var gapWords: Int

    var first: Int { positions[0] }
    var last: Int { positions[positions.count - 1] }

    /// Longer phrases first, then tighter ones, then earlier ones.
    func isBetter(than other: PhraseMatch) -> Bool {
        if positions.count != other.positions.count { return positions.count > other.positions.count }
        if gapWords != other.gapWords { return gapWords < other.gapWords }
        if first != other.first { return first < other.first }
        return entry < other.entry
    }

    /// Settles overlaps (gap words included) in rank order (`isBetter`); the winners in text order.
    static func resolve(_ matches: [PhraseMatch]) -> [PhraseMatch] {
        var winners: [PhraseMatch] = []
        for match in matches.sorted(by: { $0.isBetter(than: $1) })
        where !winners.contains(where: { $0.first <= match.last && match.first <= $0.last }) {
            winners.append(match)
        }
        return winners.sorted { $0.first < $1.first }
    }
}

/// Finds the best entry of a `PhraseTable` that uses the tapped word.
struct PhraseMatcher {
    let table: PhraseTable
    let window: WordWindow

    /// The best match, ignoring matches that use window position `excluding`.
    ///
    /// Phrases are indexed by their content words, so the candidates come from
    /// the words near the tap (a tap on "of" finds "in spite of" through "spite").
    func bestMatch(excluding: Int? = nil) -> PhraseMatch? {
        var best: PhraseMatch?
        let reach = PhraseTable.maxGap + 4
        let near = max(0, window.tap - reach)...min(window.count - 1, window.tap + reach)
        forEachMatch(at: window.tap, indexedNear: near) { match in
            guard excluding.map({ !match.positions.contains($0) }) ?? true else { return }
            if best.map({ match.isBetter(than: $0) }) ?? true { best = match }
        }
        return best
    }

    /// Every match of `entries` in the window, overlaps settled
    /// (`PhraseMatch.resolve`): what `read` highlights, and what a tap on any of
    /// a winner's words selects. `entries` must hold every entry that can match
    /// here (`PhraseKeys.candidates`).
    ///
    /// Each entry is placed at every word it is listed under in the table's
    /// index, as a tap on that word would place it: the best placement using
    /// that word.
    func resolvedMatches(of entries: [Int32]) -> [PhraseMatch] {
        var matches: [PhraseMatch] = []
        for position in 0..<window.count {
            for entryIndex in entries where isListed(entryIndex, at: position) {
                guard let match = align(entryIndex, at: position) else { continue }
                if !matches.contains(where: { $0.entry == match.entry && $0.positions == match.positions }) { matches.append(match) }
            }
        }
        return PhraseMatch.resolve(matches)
    }

    /// Whether the index lists the entry under the word at `position` (its
    /// lemma or lower-cased form) and one of the entry's words is that word.
    private func isListed(_ entryIndex: Int32, at position: Int) -> Bool {
        guard table.words(of: table.entries[Int(entryIndex)]).contains(where: { matches($0, at: position) }) else { return false }
        let lemma = window.lemmaHashes[position], lower = window.lowerHashes[position]
        return table.entries(withWordHash: lemma).contains(entryIndex)
            || (lower != lemma && table.entries(withWordHash: lower).contains(entryIndex))
    }

    /// The best placement that uses the word at `tap` of each entry indexed under a word in `near`.
    private func forEachMatch(at tap: Int, indexedNear near: ClosedRange<Int>, _ body: (PhraseMatch) -> Void) {
        for position in near {
            for variant in 0..<2 {
                let hash = variant == 0 ? window.lemmaHashes[position] : window.lowerHashes[position]
                if variant == 1 && hash == window.lemmaHashes[position] { continue }
                for entryIndex in table.entries(withWordHash: hash) {
                    if let match = align(entryIndex, at: tap) { body(match) }
                }
            }
        }
    }

    /// Places the entry so that one of its words is the word at `tap`, trying
    /// each such word and each allowed gap length, smallest first.
    private func align(_ entryIndex: Int32, at tap: Int) -> PhraseMatch? {
        let entry = table.entries[Int(entryIndex)]
        let words = table.words(of: entry)
        let count = words.count
        var best: PhraseMatch?
        for k in 0..<count where matches(words.lowerBound + k, at: tap) {
            for gap in 0...entry.maxGap {
                let placement = PhrasePlacement(word: k, at: tap, gap: gap, gapAfter: entry.gapAfterWord)
                guard placement.fits(count, within: window.count) else { continue }
                var matched = true
                for i in 0..<count where !matches(words.lowerBound + i, at: placement.position(of: i)) {
                    matched = false
                    break
                }
                guard matched else { continue }
                guard gap == 0 || gapIsValid(entry.gap, placement.gapPositions) else { continue }
                guard entry.gap != .modifier || isLightVerbConstruction(verb: placement.position(of: 0),
                                                                         noun: placement.position(of: count - 1)) else { continue }
                let match = PhraseMatch(entry: entryIndex, positions: (0..<count).map { placement.position(of: $0) }, gapWords: gap)
                if best.map({ match.isBetter(than: $0) }) ?? true { best = match }
                break
            }
        }
        return best
    }

    /// Whether phrase word `word` is the window word's lemma or lower-cased form.
    @inline(__always)
    private func matches(_ word: Int, at position: Int) -> Bool {
        let hash = table.wordHashes[word]
        if hash == PhraseTable.possessiveSlot { return window.closedWords.possessives.contains(window.lowerHashes[position]) }
        return (hash == window.lemmaHashes[position] && table.word(word, equals: window.bytes[window.lemmaBytes[position]]))
            || (hash == window.lowerHashes[position] && table.word(word, equals: window.bytes[window.lowerBytes[position]]))
    }

    /// A light verb is a main verb and its construction ends in a noun: "has looked" (an auxiliary and a
    /// participle) is no "have a look", "made sure" keeps its adjective. Untagged words pass.
    private func isLightVerbConstruction(verb: Int, noun: Int) -> Bool {
        window.tags[verb] != .auxiliary && window.tags[noun] != .verb && window.tags[noun] != .auxiliary
    }

    /// An object starts with a pronoun, article, determiner or possessive; a
    /// modifier run holds no pronoun, preposition, conjunction or auxiliary.
    private func gapIsValid(_ gap: PhraseGap, _ range: Range<Int>) -> Bool {
        let banned: WordClass = [.preposition, .conjunction, .auxiliary]
        switch gap {
        case .none:
            return false
        case .object:
            guard window.closedWords.objectStarts.contains(window.lowerHashes[range.lowerBound]) else { return false }
            if range.count > 1 && window.closedWords.objectPronouns.contains(window.lowerHashes[range.lowerBound]) { return false }
            return range.dropFirst().allSatisfy { window.classes[$0].isDisjoint(with: banned.union(.pronoun)) }
        case .modifier:
            return range.allSatisfy { window.classes[$0].isDisjoint(with: banned.union(.pronoun)) }
        }
    }
}
