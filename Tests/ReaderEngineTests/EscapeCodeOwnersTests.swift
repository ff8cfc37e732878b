import Foundation
import Testing

/// Issue 29: every text attribute comes from `SGR` (and the highlights from `ANSIStyles`), every
/// cursor code from `TerminalSequences`; a code spelt anywhere else is a second owner of the terminal.
@Suite("Escape codes have one owner")
struct EscapeCodeOwnersTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")
    static let owners: Set<String> = ["SGR.swift", "TerminalSequences.swift"]
    static let spellings = ["\\u{1B}[", "\\u{001B}[", "\\u{1b}[", "\\e[", "\\033["]

    @Test func noSourceOutsideTheOwnersSpellsAnEscapeCode() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        var offenders: [String] = []
        for file in files where !Self.owners.contains(file.lastPathComponent) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where Self.spellings.contains(where: line.contains) {
                offenders.append("\(file.lastPathComponent):\(number + 1)")
            }
        }
        #expect(offenders == [])
    }
}
