import Foundation
import Testing

/// The learner's language on the command line (issue 49): the `native` setting and `--native`, and the
/// one line every text face gives the sense the card leads with.
@Suite("CLI: meanings in the learner's language")
struct NativeLanguageCLITests {
    @Test func defineAtATapShowsTheChosenSensesWordsUnderIt() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["define", "-", "--at", "4", "--native", "es"], stdin: "The bank raised interest rates.\n")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("""
            bank /bæŋk/ · Essential (rank 514) · A2 · new
              noun
                1. a financial institution that accepts deposits and channels the money into lending activities
                   "he cashed a check at the bank"
                   = depository financial institution, banking concern, banking company
                   Spanish: banca, banco
                2. sloping land (especially the slope beside a body of water)

            """))
    }

    @Test func theSettingTheVariableAndTheFlagAgreeAndTheFlagWins() throws {
        let cli = try ReaderCLI()
        #expect(try cli.run(["config", "set", "native", "fr"]).status == 0)
        let line = { (result: ReaderCLI.Result) in result.stdout.split(separator: "\n").first { $0.contains("French") || $0.contains("German") || $0.contains("Spanish") } }
        #expect(line(try cli.run(["define", "house"])) == "       French: maison")
        #expect(line(try cli.run(["define", "house"], environment: ["READER_NATIVE": "de"])) == "       German: Haus, Häuser")
        #expect(line(try cli.run(["define", "house", "--native", "es"], environment: ["READER_NATIVE": "de"])) == "       Spanish: casa")
        #expect(try cli.run(["config", "get", "native"]).stdout == "fr\n")
    }

    @Test("an unknown or malformed code is a usage error that lists the installed codes", arguments: [
        (["define", "bank", "--native", "xx"], "reader: no translations installed for 'xx'; installed: af ar bg"),
        (["define", "bank", "--native", "e1"], "reader: 'e1' is not a language code (two or three letters, ISO 639); installed: af ar bg"),
        (["config", "set", "native", "xx"], "reader: no translations installed for 'xx'; installed: af ar bg"),
    ])
    func unknownCode(arguments: [String], message: String) throws {
        let cli = try ReaderCLI()
        let result = try cli.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func theCaptureCardShowTheCSVAndTheBackupCarryTheTranslation() throws {
        let cli = try ReaderCLI()
        let env = ["READER_NATIVE": "es"]
        let capture = try cli.run(["capture", "--word", "bank"], stdin: "The bank raised interest rates.\n", environment: env)
        #expect(capture.stdout.contains("""
            1. (noun) a financial institution that accepts deposits and channels the money
               into lending activities
               Spanish: banca, banco

            """))
        let show = try cli.run(["show", "bank", "--format", "json"], environment: env).stdout
        #expect(show.contains(#""translation":{"language":"spa","language_name":"Spanish","direction":"ltr","words":["banca","banco"],"source":"wikt-spa","sense_matched":true,"label":"Spanish"}"#))
        let csv = try cli.run(["export", "--format", "csv"], environment: env).stdout
        #expect(csv.contains(",\"Spanish: banca, banco\"\r\n"))
        let backup = try cli.run(["export", "--format", "json"], environment: env).stdout
        let terms = try #require(try JSONSerialization.jsonObject(with: Data(backup.utf8)) as? [String: Any])["terms"] as? [[String: Any]]
        let captures = try #require(terms?.first?["captures"] as? [[String: Any]])
        let translation = try #require(captures.first?["translation"] as? [String: Any])
        #expect(translation["language"] as? String == "spa")
        #expect(translation["words"] as? [String] == ["banca", "banco"])
        #expect(translation["source"] as? String == "wikt-spa")
        #expect(translation["sense_matched"] as? Bool == true)
        // Without the setting, English only.
        #expect(!(try cli.run(["export", "--format", "csv"]).stdout.contains("Spanish")))
    }

    @Test func produceNeedsALanguageAndAPackage() throws {
        let cli = try ReaderCLI()
        let anki = try cli.run(["export", "--format", "anki", "--produce", "--native", "es"])
        #expect(anki.status == 64)
        #expect(anki.stderr.hasPrefix("reader: --produce applies to --format apkg"))
        let review = try cli.run(["review", "--script", "--produce"])
        #expect(review.status == 64)
    }
}
