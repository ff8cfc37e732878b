import ArgumentParser
import ReaderEngine

/// `--native CODE` on every command that shows a card, over `READER_NATIVE` and the config file's `native`.
struct NativeOption: ParsableArguments {
    @Option(help: ArgumentHelp("Your first language, an ISO 639 code (es, fr, zh): cards show the chosen sense's words in it "
                               + "(default: the 'native' setting; unset: English only).", valueName: "code"))
    var native: String?

    /// The English dictionary at `location`, speaking the learner's language when one is set.
    func dictionary(location: DataLocation, settings: SettingsResolver) throws -> EnglishDictionary {
        try EnglishDictionary(location: location).speaking(nativeDictionary(location: location, settings: settings))
    }

    /// The learner's language's words, or nil when none is set; a code the installed data lacks is a usage error.
    func nativeDictionary(location: DataLocation, settings: SettingsResolver) throws -> NativeDictionary? {
        guard let code = native ?? settings.effective.native else { return nil }
        let catalog = try TranslationCatalog(location: location)
        return try NativeDictionary(language: catalog.language(named: code), catalog: catalog)
    }
}
