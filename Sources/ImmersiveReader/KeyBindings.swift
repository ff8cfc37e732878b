import TerminalUI

/// What a key does while reading.
public enum ReaderAction: Sendable, CaseIterable {
    case nextWord, previousWord, lineDown, lineUp, pageDown, pageUp, start, end, nextNew, previousNew, search
    case card, closeCard, expand, capture, markKnown, markLearning, markIgnored, markNew, undo, finish
    case speakWord, speakSentence
    case chapters, nextChapter, previousChapter
    case patternMode, theme, help, quit
}

/// The keys of the reader: one table read by the key dispatch and by the help screen.
public enum KeyBindings {
    public struct Binding: Sendable {
        public let keys: [Key]
        /// How the help screen names the keys.
        public let label: String
        public let action: ReaderAction
        public let help: String
    }

    public static let all: [Binding] = [
        Binding(keys: [.right, .character("l")], label: "→ l", action: .nextWord, help: "next word"),
        Binding(keys: [.left, .character("h")], label: "← h", action: .previousWord, help: "previous word"),
        Binding(keys: [.down, .character("j")], label: "↓ j", action: .lineDown, help: "line down"),
        Binding(keys: [.up, .character("k")], label: "↑ k", action: .lineUp, help: "line up"),
        Binding(keys: [.character(" "), .pageDown], label: "Space", action: .pageDown, help: "page down"),
        Binding(keys: [.character("b"), .pageUp], label: "b", action: .pageUp, help: "page up"),
        Binding(keys: [.character("g"), .home], label: "g G", action: .start, help: "start / end of the text"),
        Binding(keys: [.character("G"), .end], label: "", action: .end, help: ""),
        Binding(keys: [.character("n")], label: "n N", action: .nextNew, help: "next / previous New word"),
        Binding(keys: [.character("N")], label: "", action: .previousNew, help: ""),
        Binding(keys: [.character("/")], label: "/", action: .search, help: "search, Enter jumps"),
        Binding(keys: [.character("t")], label: "t", action: .chapters, help: "chapters of a book or page (Enter jumps)"),
        Binding(keys: [.character("]")], label: "] [", action: .nextChapter, help: "next / previous chapter, where you left it"),
        Binding(keys: [.character("[")], label: "", action: .previousChapter, help: ""),
        Binding(keys: [.enter], label: "Enter", action: .card, help: "card of the selection (or click a word)"),
        Binding(keys: [.escape], label: "Esc", action: .closeCard, help: "close the card"),
        Binding(keys: [.character("e")], label: "e", action: .expand, help: "expand to the phrase / back to the word"),
        Binding(keys: [.character("c")], label: "c", action: .capture, help: "capture with its sentence (Enter saves, Esc cancels)"),
        Binding(keys: [.character("K")], label: "K L", action: .markKnown, help: "mark Known / Learning (every occurrence)"),
        Binding(keys: [.character("L")], label: "", action: .markLearning, help: ""),
        Binding(keys: [.character("I")], label: "I U", action: .markIgnored, help: "mark Ignored / New again"),
        Binding(keys: [.character("U")], label: "", action: .markNew, help: ""),
        Binding(keys: [.character("u")], label: "u", action: .undo, help: "undo this session's last change (as reader undo)"),
        Binding(keys: [.character("f")], label: "f", action: .finish, help: "finish: remaining New words Known (y/n)"),
        Binding(keys: [.character("p")], label: "p P", action: .speakWord, help: "hear the selection / its sentence (reader say)"),
        Binding(keys: [.character("P")], label: "", action: .speakSentence, help: ""),
        Binding(keys: [.character("M")], label: "M", action: .patternMode, help: "Pattern Mode on/off"),
        Binding(keys: [.character("T")], label: "T", action: .theme, help: "light/dark theme"),
        Binding(keys: [.character("?")], label: "?", action: .help, help: "this help"),
        Binding(keys: [.character("q")], label: "q", action: .quit, help: "quit (the position is remembered)"),
    ]

    private static let actions: [Key: ReaderAction] = {
        var table: [Key: ReaderAction] = [:]
        for binding in all {
            for key in binding.keys { table[key] = binding.action }
        }
        return table
    }()

    public static func action(for key: Key) -> ReaderAction? { actions[key] }

    /// The help screen's rows (actions sharing a row have an empty label).
    public static var helpRows: [(keys: String, help: String)] {
        helpBindings.map { ($0.label, $0.help) }
    }

    /// The bindings the help screen lists, one a row.
    static var helpBindings: [Binding] { all.filter { !$0.label.isEmpty } }
}
