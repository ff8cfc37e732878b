/// Inflectional suffix rules with English spelling changes, used for forms the
/// tables do not list ("googled" -> "google", "zipping" -> "zip").
struct SuffixRule {
    enum PartOfSpeech { case noun, verb, adjective }

    let suffix: String
    /// Endings to try on the stem, "" meaning the bare stem.
    let replacements: [String]
    /// Also try the stem with a doubled final consonant undone ("stopp" -> "stop").
    let undoublesConsonant: Bool
    let partsOfSpeech: [PartOfSpeech]

    func candidates(stem: String) -> [String] {
        var result = replacements.map { stem + $0 }
        if undoublesConsonant, stem.count >= 3 {
            let scalars = Array(stem.unicodeScalars)
            let last = scalars[scalars.count - 1]
            if last == scalars[scalars.count - 2], !"aeiouslz".unicodeScalars.contains(last) {
                result.insert(String(stem.dropLast()), at: 0)
            }
        }
        return result
    }

    /// Longest suffixes first so "ies" is tried before "s".
    static let english: [SuffixRule] = [
        SuffixRule(suffix: "ies", replacements: ["y"], undoublesConsonant: false, partsOfSpeech: [.noun, .verb]),
        SuffixRule(suffix: "ves", replacements: ["f", "fe"], undoublesConsonant: false, partsOfSpeech: [.noun]),
        SuffixRule(suffix: "es", replacements: ["", "e"], undoublesConsonant: false, partsOfSpeech: [.noun, .verb]),
        SuffixRule(suffix: "s", replacements: [""], undoublesConsonant: false, partsOfSpeech: [.noun, .verb]),
        SuffixRule(suffix: "ied", replacements: ["y"], undoublesConsonant: false, partsOfSpeech: [.verb]),
        SuffixRule(suffix: "ed", replacements: ["", "e"], undoublesConsonant: true, partsOfSpeech: [.verb]),
        SuffixRule(suffix: "ing", replacements: ["", "e"], undoublesConsonant: true, partsOfSpeech: [.verb]),
        SuffixRule(suffix: "iest", replacements: ["y"], undoublesConsonant: false, partsOfSpeech: [.adjective]),
        SuffixRule(suffix: "ier", replacements: ["y"], undoublesConsonant: false, partsOfSpeech: [.adjective]),
        SuffixRule(suffix: "est", replacements: ["", "e"], undoublesConsonant: true, partsOfSpeech: [.adjective]),
        SuffixRule(suffix: "er", replacements: ["", "e"], undoublesConsonant: true, partsOfSpeech: [.adjective]),
    ]
}

extension LemmaLexicon {
    /// WordNet-style suffix rules on a lower-case form the tables do not lemmatize;
    /// a result counts only if the lexicon has it with the rule's part of speech.
    func suffixRuleLemma(of text: String) -> (lemma: UInt32, partOfSpeech: SuffixRule.PartOfSpeech)? {
        for rule in SuffixRule.english where text.hasSuffix(rule.suffix) && text.count > rule.suffix.count + 1 {
            let stem = String(text.dropLast(rule.suffix.count))
            for candidate in rule.candidates(stem: stem) {
                guard let id = id(of: candidate)?.rawValue else { continue }
                let c = candidates(of: Int(id))
                for pos in rule.partsOfSpeech {
                    switch pos {
                    case .noun where c.noun == id, .verb where c.verb == id, .adjective where c.adjective == id:
                        return (id, pos)
                    default: continue
                    }
                }
            }
        }
        return nil
    }
}
