import ArgumentParser

/// The `--at BYTE` option of the commands that act on one word of a text (`define`, `capture`,
/// `say`, `expand`): one help line and one check, so a bad offset reads the same everywhere.
enum TapOffset {
    static let help = ArgumentHelp("UTF-8 byte offset of a word in the input (as 'reader tokens' prints).", valueName: "byte")

    static func validate(_ at: Int?) throws {
        if let at, at < 0 { throw ValidationError("--at must be a byte offset (0 or more)") }
    }
}
