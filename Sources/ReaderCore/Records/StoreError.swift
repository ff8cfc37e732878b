/// Why the vocabulary store could not be opened, read or written.
///
/// The CLI turns each case into one line and a sysexits code; the cases carry
/// data, not wording, so other front ends can phrase them their own way.
public enum StoreError: Error, Equatable, Sendable {
    /// The file exists but is not an SQLite database, or SQLite found it damaged.
    case corrupt(path: String)
    /// A valid SQLite database that is not a reader vocabulary store.
    case foreignDatabase(path: String)
    /// Written by a newer `reader`: these migrations are unknown here.
    case newerSchema(path: String, unknownMigrations: [String])
    /// The store (or its folder) is not writable; reading still works.
    case readOnly(path: String)
    /// The store or its folder could not be created.
    case cannotCreate(path: String, reason: String)
    /// The store path names a device, FIFO or socket: nothing was opened or created.
    case notARegularFile(path: String, kind: FileKind)
    /// Another process held the store longer than the busy timeout.
    case busy(path: String)
    /// Any other SQLite or file-system failure.
    case io(path: String, reason: String)
    /// A term that cannot be stored (empty, or made only of punctuation).
    case invalidTerm(String)
    /// A text the store cannot keep (it holds a NUL); the reason names the field.
    case unstorableText(String)
    /// An import file that does not follow its format.
    case malformedImport(format: String, line: Int, reason: String)
    /// A reader store holding a value no reader writes (an unknown status, a
    /// missing or mistyped column value): changed by hand or by another program.
    case unreadable(path: String, reason: String)
    /// A deck name that is empty.
    case invalidDeck(String)
    /// No deck has this name.
    case unknownDeck(String)
    /// The review card was deleted (its term removed) during the session.
    case missingCard(Int64)
}

extension StoreError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .corrupt(let path):
            "\(path) is not a readable vocabulary store (not an SQLite database, or damaged); it was left untouched"
        case .foreignDatabase(let path):
            "\(path) is an SQLite database of another program, not a reader vocabulary store; it was left untouched"
        case .newerSchema(let path, let unknown):
            "\(path) was written by a newer version of reader (unknown migrations: \(unknown.joined(separator: ", "))); upgrade reader to use it"
        case .readOnly(let path):
            "\(path) is read-only; cannot save changes"
        case .cannotCreate(let path, let reason):
            "cannot create vocabulary store \(path): \(reason)"
        case .notARegularFile(let path, let kind):
            "vocabulary store \(path): it is \(kind.description), not a regular file; nothing was opened or created"
        case .busy(let path):
            "\(path) is busy (another reader process kept it locked); try again"
        case .io(let path, let reason):
            "vocabulary store \(path): \(reason)"
        case .invalidTerm(let term):
            "'\(term)' has no words to store"
        case .unstorableText(let reason):
            "cannot save: \(reason)"
        case .malformedImport(let format, let line, let reason):
            // Line 0: a JSON backup, whose reason names the record's index instead.
            line > 0 ? "\(format) import, line \(line): \(reason)" : "\(format) import: \(reason)"
        case .unreadable(let path, let reason):
            "\(path) holds data reader does not write (\(reason)); it was left untouched"
        case .invalidDeck(let name):
            "'\(name)' is not a deck name (it is empty)"
        case .unknownDeck(let name):
            "no deck named '\(name)'"
        case .missingCard(let id):
            "review card \(id) no longer exists (its term was removed)"
        }
    }
}

extension StoreError: EngineError {
    public var kind: ErrorKind {
        switch self {
        case .invalidTerm, .invalidDeck: .usage
        case .unstorableText: .badInput
        case .malformedImport: .unreadableInput
        case .unknownDeck: .notFound
        case .missingCard: .conflict
        case .busy: .busy
        case .corrupt, .foreignDatabase, .newerSchema, .unreadable: .damaged
        case .readOnly, .cannotCreate, .notARegularFile: .cannotWrite
        case .io: .io
        }
    }
}
