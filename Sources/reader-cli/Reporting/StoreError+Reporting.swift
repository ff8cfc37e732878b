import ReaderEngine

// Engine errors: their description and the exit code of their kind (`ExitStatus(_:)`, documented in
// README "Exit codes"): a store that is not a usable reader store, a malformed import or a text holding a
// NUL 65; a store that cannot be written or created 73; other I/O failures 74; a store another process kept
// locked, or a card gone since it was shown, 75; a term with no words or an unknown deck 64.
extension StoreError: ReportableError {}
extension CaptureError: ReportableError {}
extension ReadingSessionError: ReportableError {}

/// `--db ''`: a usage error, never the default store.
extension StoreLocation.EmptyPathError: ReportableError {
    var message: String { "--db needs a path (got an empty string; is a shell variable unset?)" }
    var exitStatus: ExitStatus { .usage }
}
