import TerminalUI

/// One line of editable text (the search prompt, a capture's sentence).
public struct LineEditor: Equatable, Sendable {
    public private(set) var characters: [Character]
    /// Insertion point, 0...characters.count.
    public private(set) var cursor: Int

    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public var text: String { String(characters) }

    /// Applies an editing key; false when the key is not an editing key.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        case .backspace:
            guard cursor > 0 else { return true }
            cursor -= 1
            characters.remove(at: cursor)
        case .delete:
            if cursor < characters.count { characters.remove(at: cursor) }
        case .left: cursor = max(cursor - 1, 0)
        case .right: cursor = min(cursor + 1, characters.count)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        default:
            return false
        }
        return true
    }
}
