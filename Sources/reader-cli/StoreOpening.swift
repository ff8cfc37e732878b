import Foundation
import ReaderEngine

/// Opening the learner's vocabulary store from the command line: `--db`, else
/// `READER_DB`, else `db` in the config file, else
/// `$XDG_DATA_HOME/reader/vocabulary.sqlite`, else
/// `~/.local/share/reader/vocabulary.sqlite` (see `StoreLocation`).
extension GlobalOptions {
    /// The store's path. Only the default location gets its folders created: a
    /// path the user chose must be in an existing folder, so a typo never
    /// leaves a stray store behind.
    func storePath(settings: SettingsResolver) throws -> String {
        let store = try settings.store
        if !store.isDefault {
            let folder = (store.path as NSString).deletingLastPathComponent
            var isDirectory: ObjCBool = false
            if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
                throw StoreError.cannotCreate(path: store.path, reason: "folder \(folder) does not exist (create it first; "
                    + "reader creates folders only for its default store)")
            }
        }
        return store.path
    }

    /// Opens the store; `.readWrite` creates it when missing. A store opened to be written is written
    /// with the clock's time, so a `READER_NOW` that is no time is refused before anything is created.
    func openStore(_ access: VocabularyStore.Access = .readWrite, settings: SettingsResolver? = nil) throws -> VocabularyStore {
        if access == .readWrite { _ = try Clock.now() }
        return try VocabularyStore(path: try storePath(settings: try settings ?? self.settings()), access: access)
    }

    /// The learner's vocabulary for tap expansion, read without writing
    /// anything: a missing store reads as empty, a read-only one works.
    func vocabularySnapshot() throws -> VocabularySnapshot {
        try openStore(.readOnly).snapshot()
    }

    /// The vocabulary that `read`, `score` and `batch` measure against, and the
    /// level `init` stored; an empty vocabulary gets the first-run hint.
    func learnerVocabulary(settings: SettingsResolver) throws -> (snapshot: VocabularySnapshot, storedLevel: CEFRLevel?) {
        let store = try openStore(.readOnly, settings: settings)
        let snapshot = try store.snapshot()
        if snapshot.isEmpty { FirstRunHint.show() }
        return (snapshot, try store.level())
    }
}

/// How a learner gets meanings in their own language (the first-run hint and the end of `placement` say it).
enum NativeHint {
    static let text = "reader: cards can show each meaning in your own language too: 'reader config set native es' (fr, zh, ...)"
}

/// Said once on stderr when the vocabulary is empty, to a person (stderr is a terminal).
enum FirstRunHint {
    static let text = "reader: your vocabulary is empty, so every word counts as New; "
        + "'reader init --level B1' marks the words a B1 learner knows as Known (use your own level, A1-C2)\n"
        + NativeHint.text + "\n"

    static func show() {
        if isatty(STDERR_FILENO) == 1 { StandardStreams.writeError(text) }
    }
}
