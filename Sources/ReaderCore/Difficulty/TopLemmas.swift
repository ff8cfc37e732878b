/// The `limit` most frequent of the lemmas offered one at a time, ties by lemma
/// text: only a lemma that can still make the list gets its text made, and the
/// list never holds more than `limit`, however many lemmas a text has.
struct TopLemmas {
    let limit: Int
    /// Best first: higher counts, then lemmas in `String` order.
    private(set) var best: [LemmaCount] = []

    init(limit: Int) {
        self.limit = max(0, limit)
        best.reserveCapacity(min(self.limit, 1_024))
    }

    mutating func offer(count: Int, lemma: () -> String) {
        guard limit > 0 else { return }
        if best.count == limit, let last = best.last, count < last.count { return }
        let candidate = LemmaCount(lemma: lemma(), count: count)
        // The first position whose lemma the candidate beats.
        var low = 0
        var high = best.count
        while low < high {
            let middle = (low + high) / 2
            if TopLemmas.ranksBefore(best[middle], candidate) { low = middle + 1 } else { high = middle }
        }
        guard low < limit else { return }
        best.insert(candidate, at: low)
        if best.count > limit { best.removeLast() }
    }

    /// Whether `a` is listed before `b`; equal entries keep the order they came in.
    private static func ranksBefore(_ a: LemmaCount, _ b: LemmaCount) -> Bool {
        a.count != b.count ? a.count > b.count : a.lemma <= b.lemma
    }
}
