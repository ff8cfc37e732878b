import Foundation
import ReaderEngine

/// What the browser's scripts take from the engine rather than keep copies of: the statuses and which of
/// them a word is coloured for (`WordStatus`), the two themes' colours (`Palette`), and how much text one
/// request of the capture overlay may carry (`WebPageAnnotator`). Filled into the scripts as `engine`.
struct BrowserFacts: Encodable {
    struct Theme: Encodable {
        var colorScheme: String
        var panel, ink, border, problem: String
        var newBackground, newText, newUnderline, learningBackground, learningText: String

        init(_ theme: ReaderEngine.Theme) {
            let palette = Palette.of(theme)
            colorScheme = theme.rawValue
            (panel, ink, border, problem) = ("\(palette.panel)", "\(palette.ink)", "\(palette.border)", "\(palette.problem)")
            (newBackground, newText, newUnderline) = ("\(palette.newBackground)", "\(palette.newText)", "\(palette.newUnderline)")
            (learningBackground, learningText) = ("\(palette.learningBackground)", "\(palette.learningText)")
        }
    }

    var statuses = WordStatus.allCases.map(\.rawValue)
    var highlighted = WordStatus.allCases.filter(\.isHighlighted).map(\.rawValue)
    var themes = ["light": Theme(.light), "dark": Theme(.dark)]
    var largestRequest = WebPageAnnotator.largestRequest
    var largestBlock = WebPageAnnotator.largestBlock

    /// As JSON, keys sorted so the served scripts are the same bytes on every start.
    static let json: String = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings and integers only: encoding cannot fail.
        return String(decoding: try! encoder.encode(BrowserFacts()), as: UTF8.self)
    }()
}
