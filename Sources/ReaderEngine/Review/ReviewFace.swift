/// Where a definition for a card without a sentence comes from: the
/// dictionary layer plugs in here. Nil means no definition is known.
public protocol DefinitionProvider: Sendable {
    func definition(of term: Term) -> String?
    /// What the reveal adds under the answer (pronunciation, a sense, the family).
    func notes(for term: Term) -> TermNotes
}

extension DefinitionProvider {
    public func notes(for term: Term) -> TermNotes { TermNotes() }
}

/// What the dictionary knows of a term, shown under a revealed answer.
public struct TermNotes: Sendable, Equatable {
    /// Pronunciations, without slashes.
    public var ipa: [String]
    /// The sense a definition prompt asks by: "(noun) wharf usually built parallel to the shoreline".
    public var sense: String?
    /// Lemmas of the word family.
    public var family: [String]

    public init(ipa: [String] = [], sense: String? = nil, family: [String] = []) {
        self.ipa = ipa
        self.sense = sense
        self.family = family
    }
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
        } else if let definition = definitions?.definition(of: card.term) {
            kind = .definition(Self.flat(definition))
        } else {
            kind = .word
        }
    }

    /// Whether the prompt needs a definition (the card has no sentence).
    public static func needsDefinition(_ card: ReviewCard) -> Bool { card.cloze == nil }

    /// Lines under the revealed answer: the IPA with the sense, then the family.
    /// A definition prompt already shows the sense, so its reveal leaves it out.
    public func notes(_ notes: TermNotes) -> [String] {
        var heard = notes.ipa.isEmpty ? [] : [notes.ipa.map { "/\($0)/" }.joined(separator: " ")]
        if let sense = notes.sense, !isDefinition { heard.append(sense) }
        return ((heard.isEmpty ? [] : [heard.joined(separator: " · ")])
            + (notes.family.isEmpty ? [] : ["family: " + notes.family.joined(separator: ", ")])).map(Self.flat)
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
