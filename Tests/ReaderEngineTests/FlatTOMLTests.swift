import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The config file's TOML reader and editor (issue 28 item 1: TOMLKit aborted
/// the process on a line holding only `[`; `Fuzz/FuzzConfig` runs these properties on random documents).
@Suite("FlatTOML: the config file's TOML, read strictly (issue 28)")
struct FlatTOMLTests {
    @Test("valid documents read as their entries", arguments: [
        ("theme = \"dark\"\n", "theme", FlatTOML.Value.string("dark")),
        ("\u{FEFF}# c\r\n\n  theme='light'   # night\r\n", "theme", .string("light")),
        ("pattern = true\n", "pattern", .boolean(true)),
        ("\"pager\" = 'less -R'", "pager", .string("less -R")),
        ("pager = \"a\\tb\\u00e9\\U0001F600\\\\\\\"\"\n", "pager", .string("a\tbé😀\\\"")),
        ("pager = \"\"\"\nless\n-R\"\"\"\n", "pager", .string("less\n-R")),
        ("pager = \"\"\"less \\\n    -R\"\"\"\n", "pager", .string("less -R")),
        ("pager = '''\n'q' \\n'''\n", "pager", .string("'q' \\n")),
        ("pager = \"\"\"a\"\"\"\"\"\n", "pager", .string("a\"\"")),
        ("level = 3.5 # n\n", "level", .other("3.5")),
        ("a . \"b\" = [1, 2]\n", "a.b", .other("[1, 2]")),
    ])
    func validDocumentsReadAsTheirEntries(text: String, key: String, value: FlatTOML.Value) {
        let document = FlatTOML(text)
        #expect(document.problems == [])
        #expect(document.entries.map(\.key) == [key])
        #expect(document.entries.first?.value == value)
    }

    /// Each bad line is a problem with its line and (where it could be read) its key; reading goes on after it.
    @Test("brokenLinesAreProblemsWithTheirLine", arguments: [
        ("[\n", 1, nil as String?),
        ("theme = \"dark\"\n[[x]]\n", 2, nil),
        ("theme = dark\n", 1, "theme"),
        ("theme = \"dark\n", 1, "theme"),
        ("theme = 'dark\n", 1, "theme"),
        ("pager = \"\"\"a\"\"\"\"\"\"\n", 1, "pager"),
        ("pattern =\n", 1, "pattern"),
        ("pattern\n", 1, "pattern"),
        ("pattern = true false\n", 1, "pattern"),
        ("pager = \"\\x41\"\n", 1, "pager"),
        ("pager = \"\\u12\"\n", 1, "pager"),
        ("pager = \"\\UFFFFFFFF\"\n", 1, "pager"),
        ("pager = \"a\u{0}b\"\n", 1, "pager"),
        ("pager = 'a\u{7F}'\n", 1, "pager"),
        ("# bell \u{7}\n", 1, nil),
        ("theme = \"dark\"\r\r\n", 1, "theme"),
        ("é = \"x\"\n", 1, nil),
        ("theme = \"a\"\ntheme = \"b\"\n", 2, "theme"),
    ])
    func brokenLinesAreProblemsWithTheirLine(text: String, line: Int, key: String?) {
        let document = FlatTOML(text + "level = 'B2'\n")
        #expect(document.problems.map(\.line) == [line])
        #expect(document.problems.first?.key == key)
        #expect(document.entries.last?.key == "level")
    }

    /// An unclosed multi-line string runs to the end of the file, where the problem is reported.
    @Test func unclosedMultilineStringRunsToTheEnd() {
        let document = FlatTOML("pager = \"\"\"\nless\nlevel = 'B2'\n")
        #expect(document.problems == [FlatTOML.Problem(line: 3, key: "pager", reason: "a multi-line string is not closed (\"\"\" missing)")])
        #expect(document.entries == [])
    }

    /// Found by `Fuzz/FuzzConfig`: a quoted key holding a bidi override (U+202E)
    /// or an escape went raw into the problem's reason.
    @Test("problemReasonsShowKeysSafely", arguments: [
        ("\"\\u202E\" x\n", "expected '=' after the key '\u{FFFD}'"),
        ("\"a\\u001B[2J\" = b\n", "the value of 'a\u{241B}[2J' is not a TOML value (text needs quotes: a\u{241B}[2J = \"b\")"),
        ("'\u{202E}' = 1\n'\u{202E}' = 2\n", "'\u{FFFD}' is set twice (first on line 1)"),
    ])
    func problemReasonsShowKeysSafely(text: String, reason: String) {
        #expect(FlatTOML(text).problems.map(\.reason) == [reason])
    }

    /// What `line(key:value:)` writes reads back as the same value, controls escaped.
    @Test("writtenLinesReadBack", arguments: [
        ("theme", FlatTOML.Value.string("light"), "theme = 'light'"),
        ("pager", .string("less '#'"), "pager = \"less '#'\""),
        ("pager", .string("a\u{1B}[31m\tb\n\"\\"), "pager = \"a\\u001B[31m\\tb\\n\\\"\\\\\""),
        ("pattern", .boolean(false), "pattern = false"),
        ("a b", .string(""), "\"a b\" = ''"),
    ])
    func writtenLinesReadBack(key: String, value: FlatTOML.Value, line: String) {
        #expect(FlatTOML.line(key: key, value: value) == line)
        let document = FlatTOML(line)
        #expect(document.problems == [] && document.entries.first?.key == key && document.entries.first?.value == value)
    }

    /// `setting` changes the key's lines alone: comments, blank lines and other keys stay.
    @Test("settingChangesOnlyTheKeysLines", arguments: [
        ("# c\ntheme = \"dark\"  # night\n\nlevel = 'B2'\n", "theme", FlatTOML.Value.string("light") as FlatTOML.Value?,
         "# c\ntheme = 'light'  # night\n\nlevel = 'B2'\n"),
        ("pager = \"\"\"\nless\n\"\"\"\nlevel = 'B2'\n", "pager", .string("more"), "pager = 'more'\nlevel = 'B2'\n"),
        ("theme = 'a'\nlevel = 'B2'\ntheme = 'b'\n", "theme", .string("c"), "theme = 'c'\nlevel = 'B2'\n"),
        ("level = 'B2'", "theme", .string("dark"), "level = 'B2'\ntheme = 'dark'\n"),
        ("theme = dark\n[\n", "theme", nil, "[\n"),
        ("theme = \"dark\n", "theme", .string("dark"), "theme = 'dark'\n"),
        ("theme = 'dark'\n", "theme", nil, ""),
        ("# c\r\ntheme = 'dark'\r\nlevel = 'B2'\r\n", "theme", .string("light"), "# c\r\ntheme = 'light'\nlevel = 'B2'\r\n"),
    ])
    func settingChangesOnlyTheKeysLines(text: String, key: String, value: FlatTOML.Value?, expected: String) {
        #expect(FlatTOML.setting(key, to: value, in: text) == expected)
    }
}
