/// Where a card without a sentence gets its definition prompt, and the reveal its
/// notes: the dictionary layer plugs in here. Nil means the dictionary lacks the term.
public protocol DefinitionProvider: Sendable {
    func card(for term: Term, status: WordStatus) -> CardFacts?
}

/// What a card shows, as plain text (control characters neutralised): the
/// cloze of its sentence, else a definition prompt, else the word itself.
public struct ReviewFace: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `before` + gap + `after`; the answer fills the gap.
        case cloze(before: String, after: String)
        /// "Which word means …?" — the answer is the term.
        case definition(String)
        /// Neither sentence nor definition: the learner recalls the word's meaning.
        case word
    }

    public static let gap = "[ _____ ]"

    public var kind: Kind
    /// The term as it fills the gap (or as the card's title).
    public var answer: String

    /// `definitions` is consulted only for a card without a sentence.
    public init(card: ReviewCard, definitions: (any DefinitionProvider)? = nil) {
        answer = ControlCharacterEscaping.neutralised(card.answer)
        if let cloze = card.cloze {
            kind = .cloze(before: Self.flat(cloze.before), after: Self.flat(cloze.after))
        } else if let definition = definitions?.card(for: card.term, status: card.status)?.senses.first?.gloss {
            kind = .definition(Self.flat(definition))
        } else {
            kind = .word
        }
    }

    /// Whether the prompt needs a definition (the card has no sentence).
    public static func needsDefinition(_ card: ReviewCard) -> Bool { card.cloze == nil }

    /// Lines under the revealed answer, from the term's card (nil: the dictionary lacks it): the IPA
    /// with the most frequent sense ("(noun) wharf ..."), then the family. A definition prompt
    /// already shows the sense, so its reveal leaves it out.
    public func notes(_ card: CardFacts?) -> [String] {
        guard let card else { return [] }
        var heard = card.ipa.isEmpty ? [] : [card.ipa.map { "/\($0)/" }.joined(separator: " ")]
        if let sense = card.senses.first, !isDefinition { heard.append("(\(sense.partOfSpeech.dictionaryName)) \(sense.gloss)") }
        return ((heard.isEmpty ? [] : [heard.joined(separator: " · ")])
            + (card.translation.map { [TranslationText.line($0)] } ?? [])
            + (card.family.isEmpty ? [] : ["family: " + card.family.joined(separator: ", ")])).map(Self.flat)
    }

    var isDefinition: Bool {
        if case .definition = kind { return true }
        return false
    }

    /// The prompt line before the reveal.
    public var prompt: String {
        switch kind {
        case .cloze(let before, let after): before + Self.gap + after
        case .definition(let text): "Which word or phrase means: " + text
        case .word: "Do you know: " + answer + " ?"
        }
    }

    /// Sentences keep their words on one line; control characters never reach the terminal.
    static func flat(_ text: String) -> String {
        ControlCharacterEscaping.neutralised(String(text.map { $0.isNewline ? " " : $0 }))
    }
}
