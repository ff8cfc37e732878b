import Foundation
import ReaderCore

/// Flash cards for Anki: a tab-separated file of Cloze notes, one per captured
/// sentence. The header lines (`#separator:tab`, `#html:true`,
/// `#notetype:Cloze`, `#columns:` and the tags, deck and GUID columns) let
/// Anki's File > Import pick the right settings itself; the GUID makes a
/// second import of a newer export update the notes instead of adding them again.
public enum AnkiExport {
    public static let header = """
        #separator:tab
        #html:true
        #notetype:Cloze
        #columns:Text\tBack Extra\tTags\tDeck\tGUID
        #tags column:3
        #deck column:4
        #guid column:5

        """

    /// One note line: the fields of `AnkiNote` then its tags, deck and GUID.
    public static func line(_ note: AnkiNote) -> String {
        [note.text, note.backExtra, note.tags.joined(separator: " "), plainField(note.deck), note.guid]
            .joined(separator: "\t") + "\n"
    }

    /// The notes with each deck's before its sub-decks' (`reader` before
    /// `reader::a` before `reader::a::b`), else in the order given: Anki
    /// (26.9) files a note under `reader+` when the file names a deck after
    /// the sub-deck that made it.
    public static func parentDecksFirst(_ notes: [AnkiNote]) -> [AnkiNote] {
        notes.enumerated().sorted { ($0.element.deck, $0.offset) < ($1.element.deck, $1.offset) }.map(\.element)
    }

    /// A field of plain text (deck names) on one line, quoted as CSV when it
    /// holds a quote (Anki's reader unquotes it).
    static func plainField(_ text: String) -> String {
        let line = ControlCharacterEscaping.neutralised(OneLine.collapsed(text))
        return line.contains("\"") ? "\"" + line.replacingEvery("\"", with: "\"\"") + "\"" : line
    }
}
