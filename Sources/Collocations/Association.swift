import Foundation

/// The four counts every association measure of a pair is computed from:
/// how often the pair occurred, how often each side occurred, and the number
/// of running words.
public struct PairCounts: Sendable, Equatable {
    public var joint: Double
    public var left: Double
    public var right: Double
    public var total: Double

    public init(joint: Int, left: Int, right: Int, total: Int) {
        self.joint = Double(joint)
        self.left = Double(left)
        self.right = Double(right)
        self.total = Double(total)
    }

    /// Count of the pair expected if the sides were independent.
    public var expected: Double { left * right / total }
}

/// Association measures as pure functions of `PairCounts`.
///
/// Phrases are chosen with NPMI (strength, bounded to [-1, 1]) gated by a
/// minimum count and G2 significance: raw PMI rewards pairs seen once or twice
/// (a hapax pair of two rare words gets the highest PMI of all), NPMI's
/// normalisation by -log p(pair) tempers that, and the G2 gate removes what is
/// still too rare to be evidence.
public enum Association {
    /// Pointwise mutual information, log2 p(xy) / (p(x) p(y)).
    public static func pmi(_ c: PairCounts) -> Double {
        log2(c.joint * c.total / (c.left * c.right))
    }

    /// Normalised PMI (Bouma 2009): ln(p(xy) / (p(x) p(y))) / -ln p(xy);
    /// 1 when the words only occur together, 0 when independent.
    public static func npmi(_ c: PairCounts) -> Double {
        let pJoint = c.joint / c.total
        if pJoint >= 1 { return 1 }
        return log(c.joint * c.total / (c.left * c.right)) / -log(pJoint)
    }

    /// Dunning's log-likelihood ratio G2 over the 2x2 contingency table.
    public static func logLikelihood(_ c: PairCounts) -> Double {
        let observed = [c.joint, c.left - c.joint, c.right - c.joint, c.total - c.left - c.right + c.joint]
        let rows = [c.left, c.left, c.total - c.left, c.total - c.left]
        let columns = [c.right, c.total - c.right, c.right, c.total - c.right]
        var sum = 0.0
        for cell in 0..<4 where observed[cell] > 0 {
            let expected = rows[cell] * columns[cell] / c.total
            sum += observed[cell] * log(observed[cell] / expected)
        }
        return 2 * sum
    }

    /// t-score, (O - E) / sqrt(O).
    public static func tScore(_ c: PairCounts) -> Double {
        (c.joint - c.expected) / c.joint.squareRoot()
    }

    /// G2 above this is significant at p < 0.001 (chi-square, one degree of freedom).
    public static let significantLogLikelihood = 10.83
}

/// A measure chosen by name (`reader collocations top --measure`).
public enum AssociationMeasure: String, Sendable, CaseIterable {
    case npmi
    case pmi
    case llr
    case tscore

    public func score(_ counts: PairCounts) -> Double {
        switch self {
        case .npmi: Association.npmi(counts)
        case .pmi: Association.pmi(counts)
        case .llr: Association.logLikelihood(counts)
        case .tscore: Association.tScore(counts)
        }
    }
}
