import SeededRandom

/// Trains the part-of-speech tagger: an averaged perceptron (Collins 2002) over
/// `TaggerFeatures`, greedy left to right with the tags it predicts as context, the
/// sentences shuffled each iteration, as NLTK's `PerceptronTagger.train`. Several runs, each
/// shuffling with its own seed, are averaged into one model (parameter mixing, McDonald et al. 2010):
/// one run's figures move with its shuffle, their mean much less, and tagging costs the same.
/// Deterministic: seeded shuffles and the model written sorted by feature, so the same data gives
/// the same bytes. No I/O: the training text comes in as bytes.
public enum TaggerTrainer {
    /// What training reports, for `reader train-tagger` to print.
    public struct Report: Sendable, Equatable {
        /// Share of training tokens the model tagged right during each iteration (before its updates).
        public var accuracyByIteration: [Double]
        public var sentences: Int
        public var tokens: Int
        public var features: Int
        /// Accuracy on the held-out sentences, when some were held out.
        public var heldOutAccuracy: Double?
        /// The same on held-out words whose form no training sentence has.
        public var heldOutUnseenAccuracy: Double?
        public var heldOutTokens = 0
        public var heldOutUnseenTokens = 0
    }

    /// Averaged weights closer to zero than this are dropped: they decide nothing but fill the model.
    static let smallestWeight: Float = 0.002

    /// Trains on `tsv` (`form TAB UPOS TAB Penn tag` per token, a blank line after each sentence) and returns the model's
    /// image (`TaggerModel`): the mean of `runs` runs, run i shuffling with seed `seed + i`. The report is the last run's.
    /// With `heldOut` > 1, the training sentences are cut into `heldOut` consecutive blocks (whole documents, mostly, so
    /// that a held-out block shares few names with the rest), block `fold` is held out and the report measures the model on it.
    public static func train(tsv: [UInt8], lexicon: LemmaLexicon, iterations: Int, seed: UInt64, runs: Int = 1,
                             heldOut: Int = 0, fold: Int = 0)
        throws(TaggerTrainingError) -> (image: [UInt8], report: Report) {
        let all = try parse(tsv, lexicon: lexicon)
        let holding = heldOut > 1
        func isHeld(_ i: Int) -> Bool { holding && i * heldOut / all.count == fold }
        let sentences = all.indices.filter { !isHeld($0) }.map { all[$0] }
        let held = all.indices.filter(isHeld).map { all[$0] }
        let runs = max(runs, 1)
        var sums: [UInt64: [Float]] = [:]
        var report = Report(accuracyByIteration: [], sentences: 0, tokens: 0, features: 0)
        for run in 0..<runs {
            let trained = trainOnce(sentences, iterations: iterations, seed: seed &+ UInt64(run))
            report = trained.report
            // One run keeps the model it always had; several are summed whole and rounded once.
            for feature in trained.perceptron.averaged(droppingBelow: runs == 1 ? smallestWeight : 0) {
                var row = sums[feature.key] ?? [Float](repeating: 0, count: TaggerModel.tagCount)
                for vote in feature.votes { row[Int(vote.tag)] += vote.weight / Float(runs) }
                sums[feature.key] = row
            }
        }
        var features: [(key: UInt64, votes: [(tag: UInt8, weight: Float)])] = []
        for (key, row) in sums {
            let votes = row.indices.filter { abs(row[$0]) >= smallestWeight }.map { (tag: UInt8($0), weight: row[$0]) }
            if !votes.isEmpty { features.append((key, votes)) }
        }
        features.sort { $0.key < $1.key }
        report.features = features.count
        let image = TaggerModel.image(features: features)
        if holding { measure(image: image, on: held, trainedOn: sentences, into: &report) }
        return (image, report)
    }

    /// Tags `held` greedily with the model, as `PartOfSpeechTagger` does, and counts the right tags.
    private static func measure(image: [UInt8], on held: [(words: [TaggerFeatures.Word], tags: [UInt8])],
                                trainedOn sentences: [(words: [TaggerFeatures.Word], tags: [UInt8])], into report: inout Report) {
        guard let model = try? TaggerModel(image: image) else { return }
        let seen = Set(sentences.flatMap { $0.words.map(\.written) })
        var (right, total, unseenRight, unseen) = (0, 0, 0, 0)
        var scores = [Float](repeating: 0, count: TaggerModel.tagCount)
        for sentence in held {
            var predicted: [UInt8] = []
            for index in sentence.words.indices {
                for t in scores.indices { scores[t] = 0 }
                scores.withUnsafeMutableBufferPointer { buffer in
                    TaggerFeatures.forEachFeature(at: index, of: sentence.words, tags: predicted) { model.addWeights(of: $0, to: buffer.baseAddress!) }
                }
                var guess = 0
                for t in 1..<scores.count where scores[t] > scores[guess] { guess = t }
                predicted.append(UInt8(guess))
                let ok = guess == Int(sentence.tags[index])
                (right, total) = (right + (ok ? 1 : 0), total + 1)
                if !seen.contains(sentence.words[index].written) { (unseenRight, unseen) = (unseenRight + (ok ? 1 : 0), unseen + 1) }
            }
        }
        report.heldOutAccuracy = Double(right) / Double(max(total, 1))
        report.heldOutUnseenAccuracy = Double(unseenRight) / Double(max(unseen, 1))
        (report.heldOutTokens, report.heldOutUnseenTokens) = (total, unseen)
    }

    /// One run: the perceptron after `iterations` passes over `sentences`, shuffled with `seed`.
    private static func trainOnce(_ sentences: [(words: [TaggerFeatures.Word], tags: [UInt8])], iterations: Int, seed: UInt64)
        -> (perceptron: AveragedPerceptron, report: Report) {
        var perceptron = AveragedPerceptron()
        var report = Report(accuracyByIteration: [], sentences: sentences.count, tokens: sentences.reduce(0) { $0 + $1.tags.count },
                            features: 0)
        var order = Array(sentences.indices)
        var random = SplitMix64(seed: seed)
        var features: [UInt64] = []
        var scores = [Float](repeating: 0, count: TaggerModel.tagCount)
        for _ in 0..<iterations {
            var right = 0
            for sentence in order.map({ sentences[$0] }) {
                var predicted: [UInt8] = []
                for index in sentence.words.indices {
                    features.removeAll(keepingCapacity: true)
                    TaggerFeatures.forEachFeature(at: index, of: sentence.words, tags: predicted) { features.append($0) }
                    perceptron.score(features, into: &scores)
                    var guess = 0
                    for t in 1..<scores.count where scores[t] > scores[guess] { guess = t }
                    let gold = Int(sentence.tags[index])
                    if guess == gold { right += 1 } else { perceptron.update(features, gold: gold, guess: guess) }
                    perceptron.tick()
                    predicted.append(UInt8(guess))
                }
            }
            report.accuracyByIteration.append(Double(right) / Double(max(report.tokens, 1)))
            for i in stride(from: order.count - 1, to: 0, by: -1) {
                order.swapAt(i, Int(random.next() % UInt64(i + 1)))
            }
        }
        return (perceptron, report)
    }

    private static func parse(_ tsv: [UInt8], lexicon: LemmaLexicon) throws(TaggerTrainingError)
        -> [(words: [TaggerFeatures.Word], tags: [UInt8])] {
        var sentences: [(words: [TaggerFeatures.Word], tags: [UInt8])] = []
        var words: [TaggerFeatures.Word] = []
        var tags: [UInt8] = []
        var scratch: [UInt8] = []
        var lineNumber = 0
        for line in tsv.split(separator: 10, omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty {
                if !words.isEmpty { sentences.append((words, tags)) }
                (words, tags) = ([], [])
                continue
            }
            let fields = line.split(separator: 9, omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[0].isEmpty,
                  let tag = UPOSTag(name: String(decoding: fields[1], as: UTF8.self), penn: String(decoding: fields[2], as: UTF8.self)) else {
                throw .malformed(line: lineNumber)
            }
            words.append(Array(fields[0]).withUnsafeBufferPointer { TaggerFeatures.Word($0, lexicon: lexicon, scratch: &scratch) })
            tags.append(tag.rawValue)
        }
        if !words.isEmpty { sentences.append((words, tags)) }
        guard !sentences.isEmpty else { throw .empty }
        return sentences
    }
}

/// The perceptron's weights while training, with what averaging needs: each weight's running
/// total and when it last changed (the lazy update of NLTK's `AveragedPerceptron`).
private struct AveragedPerceptron {
    private static let width = TaggerModel.tagCount
    /// Row of each feature that has been updated, in the order first updated.
    private var rows: [UInt64: Int] = [:]
    private var keys: [UInt64] = []
    private var weights: [Float] = []
    private var totals: [Double] = []
    private var stamps: [Int32] = []
    private var clock: Int32 = 0

    mutating func tick() { clock += 1 }

    func score(_ features: [UInt64], into scores: inout [Float]) {
        for t in scores.indices { scores[t] = 0 }
        for key in features {
            guard let row = rows[key] else { continue }
            for t in 0..<Self.width { scores[t] += weights[row * Self.width + t] }
        }
    }

    mutating func update(_ features: [UInt64], gold: Int, guess: Int) {
        for key in features {
            let row = self.row(of: key)
            change(row * Self.width + gold, by: 1)
            change(row * Self.width + guess, by: -1)
        }
    }

    private mutating func row(of key: UInt64) -> Int {
        if let row = rows[key] { return row }
        let row = keys.count
        rows[key] = row
        keys.append(key)
        weights.append(contentsOf: repeatElement(0, count: Self.width))
        totals.append(contentsOf: repeatElement(0, count: Self.width))
        stamps.append(contentsOf: repeatElement(0, count: Self.width))
        return row
    }

    private mutating func change(_ i: Int, by delta: Float) {
        totals[i] += Double(clock - stamps[i]) * Double(weights[i])
        stamps[i] = clock
        weights[i] += delta
    }

    /// Every feature with its averaged weights, sorted by key, without the weights smaller than `floor`.
    func averaged(droppingBelow floor: Float) -> [(key: UInt64, votes: [(tag: UInt8, weight: Float)])] {
        let time = Double(max(clock, 1))
        var features: [(key: UInt64, votes: [(tag: UInt8, weight: Float)])] = []
        for (row, key) in keys.enumerated() {
            var votes: [(tag: UInt8, weight: Float)] = []
            for t in 0..<Self.width {
                let i = row * Self.width + t
                let average = Float((totals[i] + Double(clock - stamps[i]) * Double(weights[i])) / time)
                if abs(average) >= floor { votes.append((UInt8(t), average)) }
            }
            if !votes.isEmpty { features.append((key, votes)) }
        }
        return features.sorted { $0.key < $1.key }
    }
}

/// Why training data was refused.
public enum TaggerTrainingError: Error, Equatable, CustomStringConvertible {
    case malformed(line: Int)
    case empty

    public var description: String {
        switch self {
        case .malformed(let line): "line \(line) is not `form TAB UPOS TAB Penn tag` with a UD tag"
        case .empty: "the training data has no sentences"
        }
    }
}
