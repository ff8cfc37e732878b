import Foundation
@testable import ImmersiveReader
import ReaderEngine
import TerminalUI
import Tokenizer

/// The shipped language data, and models of small texts for the reader tests.
enum ReaderFixture {
    static let data: LanguageData = {
        do { return try LanguageData.load() } catch { fatalError("language data: \(error)") }
    }()

    /// 16 colours on a dark background: New is `97;44`, Learning `30;43`.
    static let display = DisplaySettings(theme: .dark, patternMode: false,
                                         capabilities: TerminalCapabilities(colorDepth: .ansi16, styledUnderlines: false))

    static func model(_ text: String, known: String = "", learning: String = "", phrases: [String: WordStatus] = [:],
                      chapters: [ReaderChapter] = [], columns: Int = 30, rows: Int = 6) throws -> ReaderModel {
        var lemmas: [String: WordStatus] = [:]
        for lemma in known.split(separator: " ") { lemmas[String(lemma)] = .known }
        for lemma in learning.split(separator: " ") { lemmas[String(lemma)] = .learning }
        var phraseTable: [[String]: WordStatus] = [:]
        for (phrase, status) in phrases { phraseTable[phrase.split(separator: " ").map(String.init)] = status }
        var tokenized = try Tokenizer().tokenize(text)
        data.lemmatizer.lemmatize(&tokenized)
        let snapshot = VocabularySnapshot(lemmas: lemmas, phrases: phraseTable)
        let annotated = Annotator(snapshot: snapshot, lexicon: data.lexicon).annotate(tokenized)
        let document = ReaderDocument(name: "text.txt", annotated: annotated, lexicon: data.lexicon, chapters: chapters)
        return ReaderModel(document: document, size: TerminalSession.Size(columns: columns, rows: rows), display: display)
    }
}

extension ReaderModel {
    /// The word under the cursor, as written.
    var word: String { document.annotated.text(of: document.annotated.spans[cursorSpan!]) }

    /// Presses keys given as characters ("lll", "K").
    mutating func press(_ keys: String) -> [ReaderRequest] {
        keys.compactMap { handle(Key.character($0)) }
    }

    /// The frame cut into screen rows, each without its closing reset (and clear).
    var screenRows: [String] {
        visibleFrame.replacingOccurrences(of: "⎋\\[\\d+;1H", with: "\n$0", options: .regularExpression)
            .split(separator: "\n").map { row in
                var row = String(row)
                for suffix in ["⎋[0m⎋[K", "⎋[0m"] where row.hasSuffix(suffix) {
                    row.removeLast(suffix.count)
                    break
                }
                return row
            }
    }

    /// The frame with escape sequences shown as `⎋`.
    var visibleFrame: String { String(decoding: FrameBuilder.frame(self), as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋") }
}
