import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 51 item 6: two texts both shown as 3.50, one B1 and one B2. The band follows the score as shown.
@Suite("Difficulty: the CEFR band follows the level score as shown (issue 51)")
struct LevelBandBoundaryTests {
    @Test(arguments: [
        (3.4949, "3.49", CEFRLevel.b1), (3.495, "3.50", .b2), (3.4999, "3.50", .b2), (3.5, "3.50", .b2), (3.505, "3.50", .b2),
        (1.4949, "1.49", .a1), (1.4999, "1.50", .a2), (2.4999, "2.50", .b1), (4.4999, "4.50", .c1), (5.4951, "5.50", .c2),
        (5.4949, "5.49", .c1), (-0.004, "-0.00", .a1), (7.2, "7.20", .c2),
    ])
    func aScoreAndItsBandAgree(score: Double, shown: String, band: CEFRLevel) {
        #expect(LevelScore.shown(score) == shown)
        #expect(LevelScore.band(of: score) == band)
    }
}
