/// Why a capture could not find what to capture.
public enum CaptureError: Error, Equatable, Sendable {
    /// The offset is past the end of the input.
    case offsetOutOfRange(offset: Int, size: Int)
    /// The offset falls on a space, number or punctuation, not a word.
    case noWordAtOffset(offset: Int, found: String)
    /// `--word` text has no words in it.
    case emptyWord(String)
    /// The word (or its `nth` occurrence) is not in the text; `found` occurrences exist.
    case wordNotFound(word: String, nth: Int, found: Int)
}

extension CaptureError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .offsetOutOfRange(let offset, let size):
            "byte \(offset) is past the end of the input (\(size) bytes)"
        case .noWordAtOffset(let offset, let found):
            "no word at byte \(offset) (found \(found))"
        case .emptyWord(let word):
            "'\(word)' has no words to look for"
        case .wordNotFound(let word, let nth, let found):
            found == 0 ? "'\(word)' does not occur in the input"
                : "'\(word)' occurs \(found) time\(found == 1 ? "" : "s") in the input, not \(nth)"
        }
    }
}

extension CaptureError: EngineError {
    /// What the input holds cannot be captured as asked: the request's input, not the store, is at fault.
    public var kind: ErrorKind { .badInput }
}
