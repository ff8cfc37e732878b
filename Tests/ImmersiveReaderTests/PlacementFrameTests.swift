import Foundation
@testable import ImmersiveReader
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import Testing
import TerminalUI

/// Issue 51 item 3: placement's screen wraps at words in any size; 80x24 cut its instructions at "estimat".
@Suite struct PlacementFrameTests {
    static let test = PlacementTest(bands: [PlacementTest.Band(first: 1, last: 100)],
                                    items: [PlacementTest.Item(word: "harbour", band: 0, rank: 10)])

    static func screen(columns: Int, rows: Int) -> String {
        let model = PlacementModel(test: test, size: TerminalSession.Size(columns: columns, rows: rows))
        return String(decoding: PlacementFrame.frame(model), as: UTF8.self)
    }

    @Test(arguments: [(80, 24), (60, 20), (100, 30), (200, 50)])
    func theInstructionsAreWholeAtEverySize(columns: Int, rows: Int) {
        let screen = Self.screen(columns: columns, rows: rows)
        // Wrapped at a word in the 76-column measure (or the screen less its margins): never cut inside one.
        if columns >= 80 { #expect(screen.contains("Some of the words are not English words: saying yes to them lowers the")) }
        #expect(screen.contains("estimate.\u{1B}"))
        #expect(screen.contains("harbour"))
        #expect(screen.contains("y: I know it · n: I don't · u: undo · q: quit"))
        #expect(!screen.contains("estimat\u{1B}") && !screen.contains("…"))
    }
}
