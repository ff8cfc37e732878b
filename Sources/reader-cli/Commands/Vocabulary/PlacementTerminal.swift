import Foundation
import ImmersiveReader
import ReaderEngine
import TerminalUI

/// `reader placement` on a terminal: `PlacementModel` takes the keys and `PlacementFrame`
/// draws each frame on the `TerminalSession` that `open` and `review` use. The result and
/// what was marked are printed on the normal screen at the end.
struct PlacementTerminal {
    let placement: Placement

    func run() throws {
        var model = PlacementModel(test: placement.test, size: TerminalSession.currentSize())
        var decision: PlacementModel.Request?
        // Nothing is saved until the learner answers the last question, so a signal loses nothing.
        try TerminalSession.runKeyLoop(frame: { PlacementFrame.frame(model) }, resize: { model.resize($0) }) { key in
            guard let request = model.handle(key) else { return .next }
            decision = request
            return .stop
        }
        let writer = OutputWriter()
        // q on the result keeps the estimate and marks nothing, as n does.
        guard case .result(let score) = model.phase else {
            try writer.write("placement stopped after \(model.answers.count) of \(model.test.items.count) answers; nothing was saved\n")
            return try writer.flush()
        }
        let saved = try placement.save(score, confirmed: decision == .confirm)
        try writer.write(PlacementFrame.resultLines(score).joined(separator: "\n") + "\n"
            + Placement.outcome(saved, level: score.level) + "\n" + NativeHint.text.dropFirst("reader: ".count) + "\n")
        try writer.flush()
    }
}
