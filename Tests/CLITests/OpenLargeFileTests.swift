import Foundation
import Testing

/// `open` on a file larger than it holds at once (issue 28 item 3: it held the whole text annotated, 2.9 GB
/// for 50 MB, then refused files past 4 MiB): it pages through windows, and `G`, a search and the saved
/// position work across them.
@Suite("CLI: open pages through a large file (in tmux)", .enabled(if: TmuxReader.available, "tmux is not installed: apt-get install tmux"),
       .serialized)
struct OpenLargeFileTests {
    /// About 4 MB (two windows; the debug build the tests run reads 10 MB in minutes while the other
    /// suites run): a paragraph repeated, a marked sentence 40 KB before the end and a last one.
    static let paragraph = "The old sailor walked to the harbour and watched the boats come in with the tide.\n\n"
    static let tail = String(repeating: paragraph, count: 40_000 / paragraph.utf8.count) + "Then the lighthouse went dark.\n"
    static let text = String(repeating: paragraph, count: 4_000_000 / paragraph.utf8.count)
        + "The cook spread marmalade on the bread.\n\n" + tail

    /// The debug build reads 4 MB in seconds, in minutes under load: the waits are long.
    static let patience: TimeInterval = 300

    @Test func openPagesThroughA4MBFileAndReopensWhereItWasLeft() throws {
        let tmux = try TmuxReader(content: Self.text, columns: 100, rows: 24)
        try tmux.open(then: #"echo EX""IT=$?"#, timeout: Self.patience)
        #expect(try tmux.lines()[0] == "The old sailor walked to the harbour and watched the boats come in with the tide.")
        // The first window shows while the whole text is read in the background (issue 50 item 4); then it is
        // read again and the status line gives the position in the whole text.
        try tmux.waitFor(timeout: Self.patience) { $0.contains("story.txt  0% ·") }
        try tmux.press("G")
        let end = try tmux.waitFor(timeout: Self.patience) { $0.contains("story.txt  100%") }
        #expect(end.contains("Then the lighthouse went dark."))
        // The word is before the cursor: found from the text's start on, in the window held.
        try tmux.press("/")
        for key in "marmalade" { try tmux.press(String(key)) }
        try tmux.press("Enter")
        let found = try tmux.waitFor(timeout: Self.patience) { $0.contains("story.txt  99%") }
        #expect(found.contains("The cook spread marmalade on the bread."))
        try tmux.quit()
        // Once the reader has ended (its store closed): the position saved is the byte offset of "marmalade" in the file.
        try tmux.waitFor(timeout: Self.patience) { $0.contains("EXIT=0") }
        let saved = try tmux.cli.run(["sqlite3", "-cmd", ".timeout 10000", tmux.cli.db, "SELECT \"offset\" FROM reading_position;"],
                                     executable: URL(fileURLWithPath: "/usr/bin/env"))
        let marmalade = Self.text.utf8.count - "marmalade on the bread.\n\n".utf8.count - Self.tail.utf8.count
        #expect(saved.stdout == "\(marmalade)\n")
        try tmux.open(timeout: Self.patience)
        #expect(try tmux.lines()[0] == "The cook spread marmalade on the bread.")
        try tmux.waitFor(timeout: Self.patience) { $0.contains("story.txt  99%") }
        let lines = try tmux.lines()
        #expect(lines[0] == "The cook spread marmalade on the bread.")
        #expect(lines[23].hasPrefix(" story.txt  99%"))
        try tmux.quit()
    }
}
