/// How many of the most frequent lemmas a learner of each level knows: the lower
/// bound of each level's score on the 5,000 most frequent words (Milton 2010, "The
/// development of vocabulary breadth across the CEFR levels"; A1 below 1,500). The
/// one table `init --level`'s frequency floor and the placement test's level share.
extension CEFRLevel {
    public var vocabularySize: Int {
        switch self {
        case .a1: 0
        case .a2: 1_500
        case .b1: 2_750
        case .b2: 3_250
        case .c1: 3_750
        case .c2: 4_500
        }
    }

    /// The level of a learner who knows `size` of the most frequent lemmas.
    public init(vocabularySize size: Int) {
        self = CEFRLevel.allCases.last { $0.vocabularySize <= size } ?? .a1
    }
}
