import ReaderCore

/// The capture card as text: the term with its IPA as header, the frequency
/// badge (Essential green, Advanced yellow, Rare red, always with its word),
/// CEFR and part of speech, the top senses, the sentence wrapped at word
/// boundaries with a hanging indent and the term highlighted, the family in one
/// line. Text from the input is put on one line per field and its control
/// characters neutralised, so a card can go straight to a terminal.
public enum CaptureCardRenderer {
    /// Escape sequences for a terminal, or none (plain text: the term is then
    /// marked `{like this}` in the sentence, as `read --format plain` marks Learning).
    public struct Style: Sendable {
        public var highlights: ANSIStyles?
        /// Columns to wrap at.
        public var width: Int

        public init(highlights: ANSIStyles?, width: Int = 80) {
            self.highlights = highlights
            self.width = max(width, 40)
        }

        public static let plain = Style(highlights: nil)
    }

    /// Senses shown on a card.
    public static let senseCount = 3

    public static func render(_ card: CaptureCard, style: Style = .plain) -> String {
        var text = header(card, style: style)
        text += TextWrapping.labelled("sentence: ", sentence(card.sentence, term: card.termInSentence, style: style), width: style.width)
        text += family(card, style: style)
        text += "source:   " + source(card.source, range: card.range) + "\n"
        let status = switch card.change {
        case .added: "\(card.status.rawValue) (new term)"
        case .changed(let old): "\(card.status.rawValue) (was \(old.rawValue))"
        case .unchanged: "\(card.status.rawValue) (already)"
        }
        text += "saved as: " + status + "\n"
        if card.rareWordWarning {
            text += "warning: \"\(OneLine.cleaned(card.term))\" is very rare; focus on frequent words first?\n"
        }
        return text
    }

    /// The term with its IPA (and lemma), the badge, CEFR and parts of speech, the top senses.
    static func header(_ card: CaptureCard, style: Style) -> String {
        let term = style.highlights == nil ? OneLine.cleaned(card.term) : SGR.bold + OneLine.cleaned(card.term) + SGR.reset
        var text = term + (card.ipa.isEmpty ? "" : "  " + card.ipa.map { "/\($0)/" }.joined(separator: " "))
        if card.lemma.lowercased() != card.term.lowercased() { text += "  (\(OneLine.cleaned(card.lemma)))" }
        var facts = [badge(card.badge, style: style) + FrequencyBadge.rankText(card.rank)]
        if let cefr = card.cefr { facts.append(cefr.name) }
        if !card.partsOfSpeech.isEmpty { facts.append(card.partsOfSpeech.map(\.rawValue).joined(separator: ", ")) }
        text += "\n" + facts.joined(separator: " · ") + "\n"
        if let head = card.sensesOf { text += "senses of \"\(OneLine.cleaned(head))\":\n" }
        for (number, sense) in card.facts.leadingSenses(senseCount).enumerated() {
            text += TextWrapping.labelled("\(number + 1). ", "(\(sense.partOfSpeech.dictionaryName)) " + OneLine.cleaned(sense.gloss), width: style.width)
            if number == 0, let translation = card.facts.translation {
                text += TextWrapping.labelled("   ", TranslationText.line(translation), width: style.width)
            }
        }
        return text
    }

    /// The family in one line, nothing when it has no members.
    static func family(_ card: CaptureCard, style: Style) -> String {
        card.family.isEmpty ? "" : TextWrapping.labelled("family:   ", card.family.map { OneLine.cleaned($0) }.joined(separator: ", "), width: style.width)
    }

    /// The file a capture came from and the bytes it took there.
    static func source(_ source: String?, range: Range<Int>?) -> String {
        (source.map { OneLine.cleaned($0) } ?? "<stdin>") + (range.map { " (bytes \($0.lowerBound)-\($0.upperBound))" } ?? "")
    }

    /// The badge word on its colour (or alone without highlights).
    static func badge(_ badge: FrequencyBadge, style: Style) -> String {
        style.highlights == nil ? badge.name : SGR.badge(badge) + " \(badge.name) " + SGR.reset
    }

    /// The sentence on one line with the term (at `range`) highlighted (or marked in braces).
    static func sentence(_ sentence: String, term range: Range<String.Index>?, style: Style) -> String {
        guard let range else { return OneLine.cleaned(sentence) }
        let before = OneLine.cleaned(String(sentence[..<range.lowerBound]), trimming: false)
        let after = OneLine.cleaned(String(sentence[range.upperBound...]), trimming: false)
        let term = OneLine.cleaned(String(sentence[range]))
        let marked = style.highlights.map { $0.learning + term + SGR.reset } ?? "{" + term + "}"
        return (before + marked + after).trimmingSpaces()
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
