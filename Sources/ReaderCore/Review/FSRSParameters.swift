import Foundation

/// The settings of an FSRS-6 scheduler: the 21 model weights, the retention it
/// aims for, the short learning and relearning steps, the longest interval and
/// whether review intervals get a little random spread (fuzz).
///
/// Defaults are those of py-fsrs 6.3.2, the reference implementation.
public struct FSRSParameters: Sendable, Equatable {
    public var weights: [Double]
    public var desiredRetention: Double
    public var learningSteps: [TimeInterval]
    public var relearningSteps: [TimeInterval]
    public var maximumInterval: Int
    public var fuzz: Bool

    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    public init(weights: [Double] = FSRSParameters.defaultWeights, desiredRetention: Double = 0.9,
                learningSteps: [TimeInterval] = [60, 600], relearningSteps: [TimeInterval] = [600],
                maximumInterval: Int = 36_500, fuzz: Bool = true) {
        precondition(weights.count == 21, "FSRS-6 has 21 weights")
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.fuzz = fuzz
    }

    /// The forgetting curve's exponent, −w20.
    var decay: Double { -weights[20] }
    /// Chosen so that R(S) = 0.9: F = 0.9^(−1/w20) − 1.
    var factor: Double { pow(0.9, 1 / decay) - 1 }
}
