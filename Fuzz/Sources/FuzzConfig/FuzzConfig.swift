import FuzzSupport
import ReaderEngine

/// The config file's reader and editor (`FlatTOML`) on short random TOML
/// documents: built from TOML's own tokens (an odd first byte) or taken as
/// raw text. Nothing may trap (TOMLKit, used before, aborted on a lone `[`);
/// what it reports must be in range; every value it reads is written back as
/// a line that reads the same; and `set`/`unset` on a valid document change
/// the key alone.
let tokens: [String] = [
    "\n", "\n", "\n", "\r\n", "\r", " ", "\t", "=", " = ", "[", "]", "[[", "]]", "{", "}", ",", ".", "#", "# note",
    "\"", "'", "\"\"\"", "'''", "\\", "\\n", "\\t", "\\\"", "\\\\", "\\u00e9", "\\U0001F600", "\\uD800", "\\u12", "\\x41", "\\e",
    "theme", "pattern", "level", "db", "pager", "color", "underline", "a.b", "\"key\"", "'key'", "key-1_2",
    "true", "false", "1", "-2", "+3.5", "1e9", "0x1F", "inf", "nan", "1979-05-27T07:32:00Z", "dark", "light", "B2", "~/v.sqlite",
    "less -R", "é", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{FEFF}", "\u{202E}",
]

/// The document an input stands for.
func document(_ input: [UInt8]) -> String {
    guard let mode = input.first else { return "" }
    if mode & 1 == 0 { return String(decoding: input.dropFirst(), as: UTF8.self) }
    return input.dropFirst().map { tokens[Int($0) % tokens.count] }.joined()
}

func pairs(_ document: FlatTOML, without key: String? = nil) -> [String] {
    document.entries.filter { $0.key != key }.map { "\($0.key)=\($0.value)" }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ input: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = document(bytes(input, size))
    let parsed = FlatTOML(text)
    // Lines as FlatTOML counts them: split at LF scalars ("\r\n" is one Character).
    let lineCount = max(1, text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).count)
    var previous = 0
    for entry in parsed.entries {
        require(entry.lines.lowerBound > previous && entry.lines.upperBound <= lineCount,
                "entry '\(entry.key)' on lines \(entry.lines) after line \(previous) of \(lineCount)")
        previous = entry.lines.upperBound
        if case .other = entry.value { continue }
        let written = FlatTOML.line(key: entry.key, value: entry.value)
        let again = FlatTOML(written)
        require(again.problems.isEmpty && again.entries.map(\.key) == [entry.key] && again.entries.first?.value == entry.value,
                "\(entry.key) = \(entry.value) written as \(written) reads \(again)")
    }
    for problem in parsed.problems {
        require((1...lineCount).contains(problem.line), "problem on line \(problem.line) of \(lineCount): \(problem.reason)")
        require(!problem.reason.unicodeScalars.contains(where: isUnsafeControl), "raw control in \(problem.reason)")
    }
    guard parsed.problems.isEmpty else { return 0 }
    let key = parsed.entries.first?.key ?? "theme"
    let value = FlatTOML.Value.string(String(text.prefix(12)))
    let set = FlatTOML(FlatTOML.setting(key, to: value, in: text))
    require(set.problems.isEmpty, "setting \(key) made problems: \(set.problems)")
    require(set.entries.filter { $0.key == key }.map(\.value) == [value], "\(key) not set once to \(value): \(set.entries)")
    require(pairs(set, without: key) == pairs(parsed, without: key), "setting \(key) changed other keys")
    let unset = FlatTOML(FlatTOML.setting(key, to: nil, in: text))
    require(unset.problems.isEmpty && pairs(unset) == pairs(parsed, without: key), "unsetting \(key) changed other keys: \(unset)")
    return 0
}

@_cdecl("FuzzConfig_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzz($0, $1) }
}
