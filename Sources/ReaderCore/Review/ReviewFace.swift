/// Where a card without a sentence gets its definition prompt, and the reveal its
/// notes: the dictionary layer plugs in here. Nil means the dictionary lacks the term.
public protocol DefinitionProvider: Sendable {
    func card(for term: Term, status: WordStatus) -> CardFacts?
    /// The card a review card reveals: by default the term's, without its sentence.
    func card(for card: ReviewCard) -> CardFacts?
}

extension DefinitionProvider {
    public func card(for card: ReviewCard) -> CardFacts? { self.card(for: card.term, status: card.status) }
}

/// Which way a review asks: from the English word to its meaning (the default), or from the words of
/// the learner's language (`native`) to the English word, for a learner who wants to produce it.
public enum ReviewDirection: String, Sendable, CaseIterable {
    case recognize
    case produce
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
        /// The sense's words in the learner's language (`TranslationText.line`); the answer is the English
        /// term, revealed with its sentence.
        case native(String, sentence: String?)
    }

    public static let gap = "[ _____ ]"

    public var kind: Kind
    /// The term as it fills the gap (or as the card's title).
    public var answer: String

    /// `definitions` is consulted only for a card without a sentence, and for `produce`, whose card
    /// without words in the learner's language is asked the other way.
    public init(card: ReviewCard, definitions: (any DefinitionProvider)? = nil, direction: ReviewDirection = .recognize) {
        answer = ControlCharacterEscaping.neutralised(card.answer)
        if direction == .produce, let translation = definitions?.card(for: card)?.translation, translation.translation != nil {
            kind = .native(Self.flat(TranslationText.line(translation)), sentence: card.capture.map { Self.flat($0.sentence) })
        } else if let cloze = card.cloze {
            kind = .cloze(before: Self.flat(cloze.before), after: Self.flat(cloze.after))
        } else if let definition = definitions?.card(for: card.term, status: card.status)?.senses.first?.gloss {
            kind = .definition(Self.flat(definition))
        } else {
            kind = .word
        }
    }

    /// Whether the prompt needs the dictionary (the card has no sentence, or is asked from its translation).
    public static func needsDefinition(_ card: ReviewCard, direction: ReviewDirection = .recognize) -> Bool {
        card.cloze == nil || direction == .produce
    }

    /// Lines under the revealed answer, from the term's card (nil: the dictionary lacks it): the IPA
    /// with the card's leading sense ("(noun) wharf ..."), its words in the learner's language, then the
    /// family. A definition prompt already shows the sense, and a `native` one the words, so their reveals
    /// leave them out; a `native` reveal starts with the sentence.
    public func notes(_ card: CardFacts?) -> [String] {
        guard let card else { return [] }
        var heard = card.ipa.isEmpty ? [] : [card.ipa.map { "/\($0)/" }.joined(separator: " ")]
        let sentence: [String] = if case .native(_, let sentence?) = kind { [sentence] } else { [] }
        if let sense = card.senses.first, !isDefinition { heard.append("(\(sense.partOfSpeech.dictionaryName)) \(sense.gloss)") }
        return (sentence + (heard.isEmpty ? [] : [heard.joined(separator: " · ")])
            + (isNative ? [] : card.translation.map { [TranslationText.line($0)] } ?? [])
            + (card.family.isEmpty ? [] : ["family: " + card.family.joined(separator: ", ")])).map(Self.flat)
    }

    var isDefinition: Bool {
        if case .definition = kind { return true }
        return false
    }

    /// The prompt was the translation: the reveal does not repeat it.
    var isNative: Bool {
        if case .native = kind { return true }
        return false
    }

    /// The prompt line before the reveal.
    public var prompt: String {
        switch kind {
        case .cloze(let before, let after): before + Self.gap + after
        case .definition(let text): "Which word or phrase means: " + text
        case .word: "Do you know: " + answer + " ?"
        case .native(let words, _): "Which English word or phrase is it? " + words
        }
    }

    /// Sentences keep their words on one line; control characters never reach the terminal.
    static func flat(_ text: String) -> String {
        ControlCharacterEscaping.neutralised(String(text.map { $0.isNewline ? " " : $0 }))
    }
}
