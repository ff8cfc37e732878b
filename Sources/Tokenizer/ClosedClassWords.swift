/// The closed-class words of English (determiners, modals, prepositions, particles,
/// months...) with their classes: the one owner of `Corpora/lemma/closed-classes.tsv`,
/// which the lemmatizer's roles, the tagger's word-class feature and the phrase and
/// name rules all read. Parsed from the file's text when data is compiled; the lexicon
/// carries it in its image (`LemmaLexicon.closedClasses`), so nothing reads a file at
/// run time.
public struct ClosedClassWords: Sendable, Equatable {
    /// Each word once, in the file's order, with the mask of its classes (`ClosedClass.bit`).
    private var words: [String] = []
    private var masks: [UInt32] = []
    private var index: [String: Int] = [:]

    /// No words (what a lexicon image without the table carries).
    public init() {}

    /// Parses the table: `word TAB class class...` per line, `#` lines are comments.
    public init(tsv: [UInt8]) throws(ClosedClassDataError) {
        for (number, line) in String(decoding: tsv, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else { throw .malformed(line: number + 1) }
            var mask: UInt32 = 0
            for name in fields[1].split(separator: " ") {
                guard let closedClass = ClosedClass(rawValue: String(name)) else { throw .unknownClass(line: number + 1, name: String(name)) }
                mask |= closedClass.bit
            }
            let word = String(fields[0])
            guard index[word] == nil else { throw .duplicateWord(line: number + 1) }
            index[word] = words.count
            words.append(word)
            masks.append(mask)
        }
    }

    /// The classes of a word as written in the table (case matters: "I" is a lemma, "i" a form).
    public func classes(of word: String) -> [ClosedClass] {
        guard let row = index[word] else { return [] }
        return ClosedClass.allCases.filter { masks[row] & $0.bit != 0 }
    }

    public func contains(_ word: String, in closedClass: ClosedClass) -> Bool {
        index[word].map { masks[$0] & closedClass.bit != 0 } ?? false
    }

    /// The words of a class, in the table's order.
    public func words(in closedClass: ClosedClass) -> [String] {
        words.indices.filter { masks[$0] & closedClass.bit != 0 }.map { words[$0] }
    }

    /// Every word with its classes, in the table's order.
    public var rows: [(word: String, classes: [ClosedClass])] {
        words.map { ($0, classes(of: $0)) }
    }

    /// The table as text `init(tsv:)` reads back (no comments), as the lexicon image stores it.
    var text: [UInt8] {
        Array(rows.map { "\($0.word)\t\($0.classes.map(\.rawValue).joined(separator: " "))\n" }.joined().utf8)
    }
}

/// Problems with the closed-class table.
public enum ClosedClassDataError: Error, Equatable, CustomStringConvertible {
    case malformed(line: Int)
    case unknownClass(line: Int, name: String)
    case duplicateWord(line: Int)

    public var description: String {
        switch self {
        case .malformed(let line): "closed-class table line \(line) is not 'word<TAB>classes'"
        case .unknownClass(let line, let name): "closed-class table line \(line) names an unknown class '\(name)'"
        case .duplicateWord(let line): "closed-class table repeats a word at line \(line)"
        }
    }
}
