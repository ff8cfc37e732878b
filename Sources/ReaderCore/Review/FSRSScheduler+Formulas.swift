import Foundation

/// The FSRS-6 formulas (py-fsrs's private helpers, same names and clamps).
extension FSRSScheduler {
    static let minimumStability = 0.001
    static let difficultyRange = 1.0...10.0

    var w: [Double] { parameters.weights }

    func initialStability(_ rating: Rating) -> Double {
        max(w[rating.rawValue - 1], Self.minimumStability)
    }

    func initialDifficulty(_ rating: Rating) -> Double {
        w[4] - exp(w[5] * Double(rating.rawValue - 1)) + 1
    }

    func clampDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
    }

    /// Whole days until retrievability falls to the desired retention,
    /// rounded half to even (Python's `round`), between 1 and the maximum.
    func nextInterval(_ stability: Double) -> Int {
        let days = stability / parameters.factor * (pow(parameters.desiredRetention, 1 / parameters.decay) - 1)
        return min(max(Int(days.rounded(.toNearestOrEven)), 1), parameters.maximumInterval)
    }

    /// Same-day reviews: stability grows (or shrinks on Again) by a factor
    /// that fades as stability grows.
    func shortTermStability(_ stability: Double, rating: Rating) -> Double {
        var increase = exp(w[17] * (Double(rating.rawValue) - 3 + w[18])) * pow(stability, -w[19])
        if rating.isPass { increase = max(increase, 1) }
        return max(stability * increase, Self.minimumStability)
    }

    func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
        let delta = -(w[6] * Double(rating.rawValue - 3))
        let damped = difficulty + (10 - difficulty) * delta / 9
        let reverted = w[7] * initialDifficulty(.easy) + (1 - w[7]) * damped
        return clampDifficulty(reverted)
    }

    func nextStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
        let next: Double
        if rating == .again {
            let longTerm = w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1) * exp((1 - retrievability) * w[14])
            next = min(longTerm, stability / exp(w[17] * w[18]))
        } else {
            let hardPenalty = rating == .hard ? w[15] : 1
            let easyBonus = rating == .easy ? w[16] : 1
            next = stability * (1 + exp(w[8]) * (11 - difficulty) * pow(stability, -w[9])
                * (exp((1 - retrievability) * w[10]) - 1) * hardPenalty * easyBonus)
        }
        return max(next, Self.minimumStability)
    }
}
