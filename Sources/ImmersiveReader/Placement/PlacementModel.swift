import ReaderEngine
import TerminalUI

/// The state of `reader placement` on a terminal, apart from any terminal I/O or store:
/// the word asked, the answers so far, then the estimate awaiting the learner's yes or
/// no. Keys go in through `handle`; `PlacementFrame` draws it.
public struct PlacementModel: Sendable {
    public enum Phase: Equatable, Sendable {
        case asking
        /// Every item answered: the estimate shows and waits for confirmation.
        case result(PlacementScore)
    }

    /// What a key asks of the command.
    public enum Request: Equatable, Sendable {
        /// Mark the estimate's words Known.
        case confirm
        /// Keep the estimate without marking anything.
        case decline
        case quit
    }

    public let test: PlacementTest
    public internal(set) var size: TerminalSession.Size
    public internal(set) var answers: [Bool] = []
    public internal(set) var phase: Phase = .asking

    public init(test: PlacementTest, size: TerminalSession.Size) {
        self.test = test
        self.size = size
    }

    /// The item being asked, nil once all are answered.
    public var current: PlacementTest.Item? {
        answers.count < test.items.count ? test.items[answers.count] : nil
    }

    public mutating func resize(_ size: TerminalSession.Size) { self.size = size }

    /// While asking: y or → says yes, n or ← no, u or Backspace takes the last answer back.
    /// On the result: y or Enter confirms, n declines. q or Ctrl-D quits at any time.
    public mutating func handle(_ key: Key) -> Request? {
        if key == .character("q") || key == .control("d") { return .quit }
        switch phase {
        case .asking:
            switch key {
            case .character("y"), .character("Y"), .right: answer(true)
            case .character("n"), .character("N"), .left: answer(false)
            case .character("u"), .backspace:
                if !answers.isEmpty { answers.removeLast() }
            default: break
            }
            return nil
        case .result:
            switch key {
            case .character("y"), .character("Y"), .enter: return .confirm
            case .character("n"), .character("N"): return .decline
            default: return nil
            }
        }
    }

    private mutating func answer(_ yes: Bool) {
        guard current != nil else { return }
        answers.append(yes)
        if current == nil { phase = .result(PlacementScore(test: test, answers: answers)) }
    }
}
