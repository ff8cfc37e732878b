import Foundation
import Testing

/// Issue 28 items 1, 8 and 10: the config file as hostile input. A line
/// holding only `[` aborted every command inside the TOML library (SIGABRT),
/// `config unset` too; four parallel `config set`s lost settings; a FIFO as
/// the file said "You don't have permission" and a folder "not UTF-8 text".
@Suite("CLI: broken, racing and misplaced config files (issue 28, items 1, 8, 10)")
struct ConfigFileFaultTests {
    typealias Setup = ConfigCommandTests.Setup

    /// Item 1: every kind of broken TOML is exit 65 naming the file and the
    /// line, for every command that reads settings; nothing aborts.
    @Test("brokenConfigFileIsExit65NamingTheLine", arguments: [
        ("theme = \"dark\"\n[\n", 2, "not valid TOML: '[' starts a table, which the config file does not use (settings are top-level 'key = value' lines)"),
        ("[reader]\ntheme = \"dark\"\n", 1, "not valid TOML: '[' starts a table, which the config file does not use (settings are top-level 'key = value' lines)"),
        ("theme = dark\n", 1, "not valid TOML: the value of 'theme' is not a TOML value (text needs quotes: theme = \"dark\")"),
        ("# ok\ntheme = \"dark\n", 2, "not valid TOML: a string is not closed (\" missing) on this line"),
        ("pager = \"\"\"\nless\n", 2, "not valid TOML: a multi-line string is not closed (\"\"\" missing)"),
        ("pattern =\n", 1, "not valid TOML: the value of 'pattern' is missing after '='"),
        ("theme = \"dark\"\ntheme = \"light\"\n", 2, "not valid TOML: 'theme' is set twice (first on line 1)"),
        ("pager = \"less \\q\"\n", 1, "not valid TOML: unknown escape '\\q' in a string"),
        ("pager = \"a\u{1B}[31m\"\n", 1, "not valid TOML: control character U+001B in a string (write it as an escape)"),
        ("theme = \"dark\" junk\n", 1, "not valid TOML: unexpected text after the value of 'theme'"),
        ("= \"dark\"\n", 1, "not valid TOML: '=' cannot start a key (keys are letters, digits, '_' and '-', or quoted)"),
        ("pager = \"\\uD800\"\n", 1, "not valid TOML: '\\u' needs 4 hex digits naming a Unicode scalar value"),
        ("a.b = \"x\"\n", 1, "unknown key 'a.b' (keys: theme, pattern, color, underline, level, db, pager, voice, player, family, native)"),
        ("theme = \"dark\"\nlevel = [1]\n", 2, "key 'level': '[1]' is not a valid level (expected A1, A2, B1, B2, C1, C2)"),
    ])
    func brokenConfigFileIsExit65NamingTheLine(content: String, line: Int, message: String) throws {
        let setup = try Setup()
        try setup.writeConfig(content)
        for arguments in [["read", "--no-pager"], ["score"], ["config", "get", "theme"], ["mark", "run", "--known"]] {
            let result = try setup.run(arguments, stdin: "Hello.")
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stderr == "reader: \(setup.configFile), line \(line): \(message)\n", "\(arguments)")
        }
    }

    /// Item 1: bytes that are not UTF-8 are named with their line, as data (65).
    @Test func configBytesThatAreNotUTF8NameTheLine() throws {
        let setup = try Setup()
        try setup.writeConfig("theme = \"dark\"\n")
        try Data(Array("theme = \"dark\"\npager = \"".utf8) + [0xFF] + Array("\"\n".utf8)).write(to: URL(fileURLWithPath: setup.configFile))
        let result = try setup.run(["config", "get", "theme"])
        #expect(result.status == 65)
        #expect(result.stderr == "reader: \(setup.configFile), line 2: not valid TOML: not UTF-8 text\n")
    }

    /// Item 1: `config list` still lists (the file left out, the error after it)
    /// and `config unset` repairs the key's broken line; `config set` replaces it.
    @Test func configListUnsetAndSetWorkOnABrokenFile() throws {
        let setup = try Setup()
        try setup.writeConfig("# mine\ntheme = dark  # night\nlevel = \"B2\"\n")
        let list = try setup.run(["config", "list"])
        #expect(list.status == 65)
        #expect(list.stdout.hasPrefix("# \(setup.configFile) (has an error, left out: see below)\ntheme = \"auto\""))
        #expect(list.stdout.contains("level = \"B1\""))
        #expect(list.stderr.hasPrefix("reader: \(setup.configFile), line 2: not valid TOML: "))
        #expect(try setup.run(["config", "unset", "theme"]).status == 0)
        #expect(try String(contentsOfFile: setup.configFile, encoding: .utf8) == "# mine\nlevel = \"B2\"\n")
        #expect(try setup.run(["config", "get", "level"]).stdout == "B2\n")

        try setup.writeConfig("theme = \"dark\ntheme = \"light\"\n[\n")
        let refused = try setup.run(["config", "set", "theme", "light"])
        #expect(refused.status == 65)
        #expect(refused.stderr.hasPrefix("reader: \(setup.configFile), line 2: not valid TOML: '[' starts a table"))
        #expect(try String(contentsOfFile: setup.configFile, encoding: .utf8) == "theme = \"dark\ntheme = \"light\"\n[\n")
        #expect(try setup.run(["config", "unset", "theme"]).status == 0)
        #expect(try String(contentsOfFile: setup.configFile, encoding: .utf8) == "[\n")
    }

    /// Item 8: parallel `config set`s each read, change and replace the file
    /// under one lock, so every setting lands (before: at least one lost in 20 of 20 runs).
    @Test func concurrentConfigSetKeepsEverySetting() throws {
        let setup = try Setup()
        let run = try setup.cli.run(["-c", """
            for round in 1 2 3 4 5; do
              rm -rf "$XDG_CONFIG_HOME"
              for pair in "theme light" "level B2" "pager more" "color never" "underline basic" "pattern true"; do
                $R config set $pair > /dev/null &
              done
              wait
              sort "$XDG_CONFIG_HOME/reader/config.toml" | tr '\\n' ' '; ls -A "$XDG_CONFIG_HOME/reader" | tr '\\n' ' '; echo
            done
            """], environment: ["XDG_CONFIG_HOME": setup.configHome, "R": try #require(ReaderCLI.binary).path],
            executable: URL(fileURLWithPath: "/bin/sh"))
        let expected = "color = 'never' level = 'B2' pager = 'more' pattern = true theme = 'light' underline = 'basic' config.toml \n"
        #expect(run.stdout == String(repeating: expected, count: 5))
        #expect(run.stderr == "")
    }

    /// Item 10: a config "file" that is not one says what it is, instead of
    /// "You don't have permission" (FIFO) or "not UTF-8 text" (folder); no read waits on a FIFO.
    @Test("configFileThatIsNotARegularFileSaysWhatItIs", arguments: [
        ("mkfifo \"$F\"", "it is a FIFO (named pipe), not a regular file"),
        ("mkdir \"$F\"", "it is a folder, not a regular file"),
        ("ln -s /dev/zero \"$F\"", "it is a character device, not a regular file"),
        ("head -c 70000 /dev/zero | tr '\\0' '#' > \"$F\"", "it is 70000 bytes; a config file holds a few lines (at most 64 KB)"),
    ])
    func configFileThatIsNotARegularFileSaysWhatItIs(setup script: String, reason: String) throws {
        let setup = try Setup()
        try setup.writeConfig("")
        try FileManager.default.removeItem(atPath: setup.configFile)
        _ = try setup.cli.run(["-c", script], environment: ["F": setup.configFile], executable: URL(fileURLWithPath: "/bin/sh"))
        let result = try setup.run(["config", "get", "theme"])
        #expect(result.status == 66)
        #expect(result.stderr == "reader: \(setup.configFile): cannot read: \(reason)\n")
    }

    /// Item 8: `config set` through a symbolic link (a dotfiles manager's)
    /// replaces the file it points to and keeps the link; the mode stays.
    @Test func configSetKeepsASymlinkedFileAndItsMode() throws {
        let setup = try Setup()
        let real = setup.cli.folder.appendingPathComponent("dotfiles/config.toml").path
        try FileManager.default.createDirectory(atPath: setup.configHome + "/reader", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: (real as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("# kept\n".utf8).write(to: URL(fileURLWithPath: real))
        chmod(real, 0o600)
        try FileManager.default.createSymbolicLink(atPath: setup.configFile, withDestinationPath: real)
        #expect(try setup.run(["config", "set", "theme", "light"]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: setup.configFile) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "# kept\ntheme = 'light'\n")
        let mode = try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: setup.configHome + "/reader") == ["config.toml"])
    }
}
