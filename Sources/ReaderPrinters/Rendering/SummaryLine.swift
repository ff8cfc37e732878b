import ReaderCore

/// The footer under a rendered text: words, share known, distinct New words,
/// Learning words, names and saved phrases.
///
/// "1,214 words · 93.5% known · 41 new (58 times) · 3 learning · 12 names · 2 saved phrases"
public enum SummaryLine {
    /// The footer as parts; the parts naming a status carry it, so renderers can
    /// style them like the text (a legend).
    static func parts(of summary: ReadingSummary) -> [(text: String, status: WordStatus?)] {
        var parts: [(text: String, status: WordStatus?)] = [(count(summary.words, "word", "words"), nil)]
        guard let coverage = summary.knownCoverage else { return parts }
        let separator: (text: String, status: WordStatus?) = (" · ", nil)
        parts += [separator, ("\(NumberText.percent(coverage)) known", nil), separator, ("\(NumberText.grouped(summary.uniqueNew)) ", nil), ("new", .new)]
        if summary.new > summary.uniqueNew { parts.append((" (\(NumberText.grouped(summary.new)) times)", nil)) }
        parts += [separator, ("\(NumberText.grouped(summary.learning)) ", nil), ("learning", .learning)]
        if summary.names > 0 { parts += [separator, (count(summary.names, "name", "names"), nil)] }
        if summary.phrases > 0 { parts += [separator, (count(summary.phrases, "saved phrase", "saved phrases"), nil)] }
        return parts
    }

    static func plain(_ summary: ReadingSummary) -> String {
        parts(of: summary).map(\.text).joined()
    }

    /// What goes between a text whose last character is `last` (nil: no
    /// text) and its footer: the text's line ended, then one blank line.
    static func separator(after last: Character?) -> String {
        switch last {
        case nil: ""
        case "\n": "\n"
        default: "\n\n"
        }
    }

    private static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(NumberText.grouped(value)) \(value == 1 ? singular : plural)"
    }
}
