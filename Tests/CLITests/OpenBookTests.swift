import Foundation
import Testing

/// `reader open` on a book (issue 30): the chapter list, jumps between chapters, the position kept per
/// book and per chapter in the store, and captures that name the book and chapter.
@Suite("CLI: open a book (interactive, in tmux)", .enabled(if: TmuxReader.available, "tmux is not installed: apt-get install tmux"),
       .serialized)
struct OpenBookTests {
    static let book = URL(fileURLWithPath: DocumentInputTests.fixture("two-openings.epub")).standardizedFileURL.path

    /// The status line (the screen's last row), once every key sent so far is handled: the chapter
    /// list is opened and closed after them, and keys are handled in order.
    static func status(_ tmux: TmuxReader) throws -> String {
        try tmux.press("t")
        try tmux.waitFor { $0.contains("Chapters  ↑↓ choose") }
        try tmux.press("Escape")
        try tmux.waitFor { !$0.contains("Chapters  ↑↓ choose") }
        return try tmux.lines()[23]
    }

    @Test func theChapterListJumpsAndEachChapterResumesWhereItWasLeftAfterReopening() throws {
        let tmux = try TmuxReader(columns: 120)
        try tmux.reader("open \(Self.book)")
        try tmux.waitFor { $0.contains("? help") }
        #expect(try Self.status(tmux).hasPrefix(" two-openings.epub › Two Openings  0% · "))
        try tmux.press("t")
        let list = try tmux.waitFor { $0.contains("Chapters") }.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(list.prefix(5).map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) } == [
            "Chapters  ↑↓ choose · Enter jumps · Esc closes", "", "› 1  Two Openings", "  2  Pride and Prejudice", "  3  Persuasion",
        ])
        try tmux.press("j", "j", "Enter")
        try tmux.waitFor { $0.contains("two-openings.epub › Persuasion") && $0.contains("chapter 3: Persuasion") }
        #expect(try tmux.lines().contains("Persuasion"))
        try tmux.press("l", "l", "l", "l", "l", "l")
        let inPersuasion = try Self.status(tmux)
        try tmux.press("[", "l", "l")
        try tmux.waitFor { $0.contains("two-openings.epub › Pride and Prejudice") }
        let inPride = try Self.status(tmux)
        try tmux.quit()

        try tmux.reader("open \(Self.book)")
        try tmux.waitFor { $0.contains("? help") }
        #expect(try Self.status(tmux) == inPride)
        try tmux.press("]")
        try tmux.waitFor { $0.contains("chapter 3: Persuasion") }
        #expect(try Self.status(tmux) == inPersuasion)
        try tmux.quit()

        let backup = try tmux.cli.run(["export", "--format", "json"])
        let positions = try #require((try JSONSerialization.jsonObject(with: Data(backup.stdout.utf8)) as? [String: Any])?["positions"]
            as? [[String: Any]])
        #expect(positions.map { "\($0["chapter"].map { "\($0)" } ?? "book") \($0["path"] as? String == Self.book)" }
            == ["book true", "1 true", "2 true", "3 true"])
    }

    @Test func aCaptureInABookNamesTheBookAndChapter() throws {
        let tmux = try TmuxReader(columns: 120)
        try tmux.reader("open \(Self.book)")
        try tmux.waitFor { $0.contains("? help") }
        try tmux.press("]", "l", "l", "l")
        try tmux.waitFor { $0.contains("› Pride and Prejudice") && !$0.contains("chapter 2:") }
        try tmux.press("c")
        try tmux.waitFor { $0.contains("capturing: edit the sentence") }
        try tmux.press("Enter")
        try tmux.waitFor { $0.contains("captured “") }
        try tmux.quit()
        let backup = try tmux.cli.run(["export", "--format", "json"]).stdout
        #expect(backup.contains(#""source" : "\#(Self.book) · Two Openings › Pride and Prejudice""#))
    }
}
