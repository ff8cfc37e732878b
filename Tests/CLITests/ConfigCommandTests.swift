import Foundation
import Testing

/// `reader config` and the settings precedence (flag > READER_* > config file >
/// default), each run with its own temporary XDG_CONFIG_HOME and store (issue 10).
@Suite("CLI: config file and settings precedence")
struct ConfigCommandTests {
    /// The fixture's folder with a config home of its own inside.
    struct Setup {
        let cli: ReaderCLI
        var configHome: String { cli.folder.appendingPathComponent("config").path }
        var configFile: String { configHome + "/reader/config.toml" }

        init() throws { cli = try ReaderCLI() }

        /// Without READER_DB unless `environment` sets it, so the config file's `db` and the default
        /// store (under the fixture's HOME) are reachable.
        func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:]) throws -> ReaderCLI.Result {
            var variables = ["XDG_CONFIG_HOME": configHome, "READER_PAGER": "", "PAGER": ""]
            for name in ["THEME", "PATTERN", "COLOR", "UNDERLINE", "LEVEL"] { variables["READER_" + name] = "" }
            variables.merge(environment) { $1 }
            return try cli.run(arguments, stdin: stdin, environment: variables, unsetting: environment["READER_DB"] == nil ? ["READER_DB"] : [])
        }

        func writeConfig(_ text: String) throws {
            try FileManager.default.createDirectory(atPath: configHome + "/reader", withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: configFile))
        }

        /// The `<body class="...">` of `reader read --format html`.
        func bodyClass(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> String {
            let page = try run(["read", "--format", "html"] + arguments, stdin: "Hello.", environment: environment).stdout
            guard let start = page.range(of: "<body class=\""), let end = page[start.upperBound...].firstIndex(of: "\"") else { return "?" }
            return String(page[start.upperBound..<end])
        }
    }

    @Test func setWritesTheFileAndGetReadsItBack() throws {
        let setup = try Setup()
        let set = try setup.run(["config", "set", "theme", "light"])
        #expect(set.status == 0)
        #expect(set.stdout == "theme = light  (\(setup.configFile))\n")
        #expect(try setup.run(["config", "set", "pattern", "true"]).status == 0)
        #expect(try String(contentsOfFile: setup.configFile, encoding: .utf8) == "theme = 'light'\npattern = true\n")
        #expect(try setup.run(["config", "get", "theme"]).stdout == "light\n")
        #expect(try setup.run(["config", "unset", "theme"]).status == 0)
        #expect(try setup.run(["config", "get", "theme"]).stdout == "auto\n")
        #expect(try setup.run(["config", "get", "pattern"]).stdout == "true\n")
    }

    /// `set` and `unset` change only the key's own line: the learner's comments,
    /// blank lines and other settings stay, a comment after the value too.
    @Test func setAndUnsetKeepCommentsAndOtherLines() throws {
        let setup = try Setup()
        try setup.writeConfig("""
            # my reader settings
            theme = "dark"  # for the night

            # pager, with a quoted hash
            pager = "less '#'"   # quoted # hash
            """ + "\n")
        #expect(try setup.run(["config", "set", "theme", "light"]).status == 0)
        #expect(try setup.run(["config", "set", "pager", "more"]).status == 0)
        #expect(try setup.run(["config", "set", "level", "B2"]).status == 0)
        #expect(try String(contentsOfFile: setup.configFile, encoding: .utf8) == """
            # my reader settings
            theme = 'light'  # for the night

            # pager, with a quoted hash
            pager = 'more'   # quoted # hash
            level = 'B2'
            """ + "\n")
        #expect(try setup.run(["config", "unset", "theme"]).status == 0)
        #expect(try String(contentsOfFile: setup.configFile, encoding: .utf8) == """
            # my reader settings

            # pager, with a quoted hash
            pager = 'more'   # quoted # hash
            level = 'B2'
            """ + "\n")
        #expect(try setup.run(["config", "get", "pager"]).stdout == "more\n")
        #expect(try setup.run(["config", "get", "level"]).stdout == "B2\n")
    }

    @Test("theme: flag > READER_THEME > config file > default (the browser's)")
    func themePrecedence() throws {
        let setup = try Setup()
        #expect(try setup.bodyClass() == "")
        try setup.writeConfig("theme = \"light\"\n")
        #expect(try setup.bodyClass() == "light")
        #expect(try setup.bodyClass(environment: ["READER_THEME": "dark"]) == "dark")
        #expect(try setup.bodyClass(["--theme", "light"], environment: ["READER_THEME": "dark"]) == "light")
    }

    @Test("pattern from the file; --no-pattern turns it off again")
    func patternFromTheFile() throws {
        let setup = try Setup()
        try setup.writeConfig("pattern = true\n")
        #expect(try setup.bodyClass() == "pattern")
        #expect(try setup.bodyClass(["--no-pattern"]) == "")
    }

    @Test("level: flag > READER_LEVEL > config file > the level init stored > B1")
    func levelPrecedence() throws {
        let setup = try Setup()
        func level(_ arguments: [String] = [], _ environment: [String: String] = [:]) throws -> String {
            let result = try setup.run(["score", "--format", "jsonl"] + arguments, stdin: "The cat sat.", environment: environment)
            let record = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            return record?["learner_level"] as? String ?? "?"
        }
        #expect(try level() == "B1")
        _ = try setup.run(["init", "--level", "A2"])
        #expect(try level() == "A2")
        try setup.writeConfig("level = \"C1\"\n")
        #expect(try level() == "C1")
        #expect(try level([], ["READER_LEVEL": "B2"]) == "B2")
        #expect(try level(["--level", "A1"], ["READER_LEVEL": "B2"]) == "A1")
    }

    @Test("db: --db > READER_DB > config file; ~/ means the home folder")
    func dbPrecedence() throws {
        let setup = try Setup()
        try setup.writeConfig("db = \"~/from-config.sqlite\"\n")
        let home = setup.cli.folder.path
        #expect(try setup.run(["config", "get", "db"]).stdout == "\(home)/from-config.sqlite\n")
        #expect(try setup.run(["config", "get", "db"], environment: ["READER_DB": "/tmp/env.sqlite"]).stdout
            == "/tmp/env.sqlite\n")
        #expect(try setup.run(["config", "get", "db", "--db", "/tmp/flag.sqlite"], environment: ["READER_DB": "/tmp/env.sqlite"]).stdout
            == "/tmp/flag.sqlite\n")
        #expect(try setup.run(["mark", "cat", "--known"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: "\(home)/from-config.sqlite"))
    }

    @Test("pager: READER_PAGER > config file > PAGER > less -R")
    func pagerPrecedence() throws {
        let setup = try Setup()
        func pager(_ environment: [String: String]) throws -> String {
            try setup.run(["config", "get", "pager"], environment: environment).stdout
        }
        #expect(try pager(["PAGER": ""]) == "\n")
        #expect(try pager(["PAGER": "more"]) == "more\n")
        try setup.writeConfig("pager = \"most\"\n")
        #expect(try pager(["PAGER": "more"]) == "most\n")
        #expect(try pager(["PAGER": "more", "READER_PAGER": "less -S"]) == "less -S\n")
    }

    @Test("a bad file is exit 65, naming the file, the line and the key", arguments: [
        ("theme = \"blue\"\n", "key 'theme': 'blue' is not a valid theme (expected dark or light)"),
        ("level = 3\n", "key 'level': '3' is not a valid level (expected A1, A2, B1, B2, C1, C2)"),
        ("pattern = \"often\"\n", "key 'pattern': 'often' is not a valid pattern (expected true or false)"),
        ("db = \"relative/store.sqlite\"\n",
         "key 'db': 'relative/store.sqlite' is not a valid db (expected a path to the vocabulary store (absolute, or starting with ~/))"),
        ("colour = \"never\"\n", "unknown key 'colour' (keys: theme, pattern, color, underline, level, db, pager, voice, player, family, native)"),
    ])
    func badFile(_ content: String, _ message: String) throws {
        let setup = try Setup()
        try setup.writeConfig(content)
        for arguments in [["read"], ["score"], ["config", "list"]] {
            let result = try setup.run(arguments, stdin: "Hello.")
            #expect(result.status == 65)
            #expect(result.stderr == "reader: \(setup.configFile), line 1: \(message)\n")
        }
    }

    @Test func tomlSyntaxErrorNamesTheLine() throws {
        let setup = try Setup()
        try setup.writeConfig("theme = \"dark\"\npattern =\n")
        let result = try setup.run(["read"], stdin: "Hello.")
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("reader: \(setup.configFile), line 2: not valid TOML: "))
    }

    @Test("config set checks values with the flags' enums (exit 64); a bad READER_* is exit 64 too")
    func badValuesOnTheCommandLine() throws {
        let setup = try Setup()
        let set = try setup.run(["config", "set", "color", "sometimes"])
        #expect(set.status == 64)
        #expect(set.stderr == "reader: 'sometimes' is not a valid color (expected auto, always, never)\n")
        #expect(!FileManager.default.fileExists(atPath: setup.configFile))
        let unknownKey = try setup.run(["config", "set", "colour", "never"])
        #expect(unknownKey.status == 64)
        let environment = try setup.run(["read"], stdin: "Hi.", environment: ["READER_UNDERLINE": "wavy"])
        #expect(environment.status == 64)
        #expect(environment.stderr == "reader: READER_UNDERLINE: 'wavy' is not a valid underline (expected styled or basic)\n")
    }

    @Test func listShowsEveryKeyWithItsSource() throws {
        let setup = try Setup()
        try setup.writeConfig("theme = \"light\"\n")
        let result = try setup.run(["config", "list"], environment: ["READER_COLOR": "never"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "# \(setup.configFile)")
        #expect(lines.contains("theme = \"light\"             # config file"))
        #expect(lines.contains("color = \"never\"             # READER_COLOR"))
        #expect(lines.contains("pattern = false             # default"))
        #expect(lines.contains("voice = \"en-us\"             # default"))
        #expect(lines.contains("player = \"\"                 # default: the first of pw-play, paplay, aplay, ffplay on PATH"))
        #expect(lines.contains("family = \"transparent\"      # default"))
        #expect(lines.contains("native = \"\"                 # default: English only"))
        #expect(lines.count == 12)
    }
}
