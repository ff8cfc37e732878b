import Foundation
import Tokenizer

/// The one rule for what a running word is, which term it is looked up under
/// and whether it is a name (SPEC "Statuses"). `Annotator` (the `read` summary)
/// and `DifficultyAccumulator` (`score`) both read tokens through it, so they
/// count the same words, names and known share.
///
/// - Running words are word tokens; numbers, punctuation, links and emphasis
///   markup are not. A possessive ending ("Emma|'s", "students|'") is not a word
///   of its own: it goes with its word.
/// - A word written small is a name when the lemmatizer makes it its own lemma
///   (a particle inside a name, "van Gogh"; a brand, "iPhone").
/// - A name is a capitalised word that is not sentence-initial and either is
///   unknown to the lexicon as a common word, or, being one (WordNet lists
///   "elizabeth", "bath"), is never written in lower case in the text. A
///   sentence-initial capitalised word is a name when the same word is a name
///   elsewhere in the text, or when the lexicon has it as no common word ("Highbury"). A capitalised word
///   no lexicon entry or rule reaches is a name even in a title-case line (a byline's "Whitfield").
///   Abbreviations every reader knows ("Mr.") are never names.
///
/// Two of these answers need the whole text, so `read` gives a `NameCheck` that
/// `isName(_:)` settles once every piece has been read. Pieces (as
/// `SentencePieces` cuts them) must come in text order; one instance per text.
struct RunningWords: Sendable {
    enum Word {
        /// Not a word: no status, not counted.
        case notWord
        /// A possessive ending: shown with its word, not counted.
        case ending
        case word(term: UInt32, name: NameCheck)
    }

    /// Whether a word is a name, or what decides it at the end of the text.
    enum NameCheck: Hashable {
        case no
        case yes
        /// A capitalised common word mid-sentence: a name unless the text writes its term in lower case.
        case unlessWrittenLowercase(term: UInt32)
        /// A capitalised word starting a sentence: a name if the same word (lower-cased hash) is one elsewhere.
        case ifNameElsewhere(hash: UInt64)
    }

    static let capitalisedCacheLimit = 1 << 18
    static let nameHashLimit = 1 << 21

    let table: StatusTable
    private let lexicon: LemmaLexicon
    private let possessive: UInt32
    /// Terms seen written in lower case, one bit each.
    private var lowercaseTerms: [UInt64]
    /// Lower-cased hashes of words that are names for sure (up to `nameHashLimit`, some 40 MB: a book
    /// has a few thousand names, base64 a new one every few dozen bytes; a sentence-initial word whose
    /// name was first met past the limit is not taken for a name)...
    private var nameHashes = Set<UInt64>()
    /// ...and of capitalised common words seen mid-sentence, with their term.
    private var commonCapitalised: [UInt64: UInt32] = [:]
    /// Capitalised words already looked up (names recur); emptied when it reaches `capitalisedCacheLimit`,
    /// so text with a new capitalised "word" every few bytes (base64) does not grow it without bound.
    private var capitalised: [UInt64: CapitalisedWord] = [:]
    private var sentence: Int32 = -1
    private var sawWord = false

    init(table: StatusTable) {
        self.table = table
        lexicon = table.terms.lexicon
        possessive = lexicon.id(of: "'s")?.rawValue ?? TermIndex.none
        lowercaseTerms = [UInt64](repeating: 0, count: (table.terms.count + 63) / 64)
    }

    /// Reads the token at `index`; tokens must be read in order, all of them.
    @inline(__always)
    mutating func read(_ index: Int, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> Word {
        let token = tokens[index]
        if token.sentence != sentence {
            sentence = token.sentence
            sawWord = false
        }
        switch token.kind {
        case .word: break
        case .number, .url, .email:
            sawWord = true
            return .notWord
        default:
            return .notWord
        }
        if token.lemma.rawValue == possessive { return .ending }
        let surface = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
        let isSentenceInitial = !sawWord
        sawWord = true
        switch token.lemma {
        case .surface:
            let hash = LowercasedKeyTable.surfaceHash(surface)
            let word = lookUpCapitalised(surface, hash: hash)
            if table.isKnownAbbreviation(word.term) { return .word(term: word.term, name: .no) }
            // Written small, a word is its own lemma only inside a name ("van Gogh") or as a brand ("iPhone").
            if surface[0] &- UInt8(ascii: "a") < 26 { return .word(term: word.term, name: .yes) }
            if isSentenceInitial {
                // A word the lexicon has as no common word is a name at a sentence's start too ("Highbury, the
                // large village"), so `read` shows what `finish` marks; a common word ("Bath") waits for the rest.
                guard word.isCommonWord else { return .word(term: word.term, name: .yes) }
                return .word(term: word.term, name: .ifNameElsewhere(hash: hash))
            }
            if word.isCommonWord {
                commonCapitalised[hash] = word.term
                return .word(term: word.term, name: .unlessWrittenLowercase(term: word.term))
            }
            if nameHashes.count < RunningWords.nameHashLimit { nameHashes.insert(hash) }
            return .word(term: word.term, name: .yes)
        case .none:
            return .word(term: TermIndex.none, name: .no)
        case let lemma where lemma.isSpelledByToken:
            let term = lemma.withSpelling(of: token, in: bytes) { table.terms.id(ofUnknownWord: $0) }
            // A capitalised word no lexicon entry or rule reaches is a name wherever it stands, as in a title-case
            // byline ("By Sarah Whitfield, Local Affairs Correspondent"); an unknown plural ("Empanadas") stays a word.
            let isName = lemma == .lowercasedSurface && surface[0] &- UInt8(ascii: "A") < 26 && !table.isKnownAbbreviation(term)
            return .word(term: term, name: isName ? .yes : .no)
        default:
            let term = token.lemma.rawValue
            if surface[0] &- UInt8(ascii: "A") >= 26 {
                lowercaseTerms[Int(term) / 64] |= 1 << (term % 64)
            } else if token.pos == .properNoun, !lexicon.isContentLemma(token.lemma), !lexicon.isClosedClass(token.lemma),
                      !table.isKnownAbbreviation(term) {
                // A proper noun only the frequency data lists, as no word of any class ("Whitfield"), is a name: in a
                // title-case byline, whose capitals the lemmatizer takes for a heading's, too.
                return .word(term: term, name: .yes)
            } else if isSentenceInitial, !table.isKnownAbbreviation(term) {
                return .word(term: term, name: .ifNameElsewhere(hash: LowercasedKeyTable.surfaceHash(surface)))
            }
            return .word(term: term, name: .no)
        }
    }

    /// Starts the text again for a second reading (`Annotator.Reading`): what
    /// the first one learnt about names stays, so every check settles at once.
    mutating func rewind() {
        sentence = -1
        sawWord = false
    }

    /// What was learnt about names, for statuses from another snapshot's table: the bits and the
    /// common words name lexicon lemmas (whose ids every table shares), the name hashes no term.
    func adopting(_ table: StatusTable) -> RunningWords {
        var words = RunningWords(table: table)
        let shared = min(lowercaseTerms.count, words.lowercaseTerms.count)
        words.lowercaseTerms.replaceSubrange(0..<shared, with: lowercaseTerms[0..<shared])
        words.nameHashes = nameHashes
        words.commonCapitalised = commonCapitalised
        return words
    }

    /// Settles a check once the whole text has been read.
    func isName(_ check: NameCheck) -> Bool {
        switch check {
        case .no: false
        case .yes: true
        case .unlessWrittenLowercase(let term):
            term >= UInt32(table.terms.count) || lowercaseTerms[Int(term) / 64] & (1 << (term % 64)) == 0
        case .ifNameElsewhere(let hash):
            nameHashes.contains(hash) || commonCapitalised[hash].map { isName(.unlessWrittenLowercase(term: $0)) } ?? false
        }
    }

    /// A capitalised word's term, and whether its lower-case form is a common word of the lexicon.
    struct CapitalisedWord {
        let term: UInt32
        let isCommonWord: Bool
    }

    private mutating func lookUpCapitalised(_ surface: UnsafeBufferPointer<UInt8>, hash: UInt64) -> CapitalisedWord {
        if let known = capitalised[hash] { return known }
        let lowered = String(decoding: surface, as: UTF8.self).lowercased()
        let result: CapitalisedWord
        if let id = lexicon.id(of: lowered) {
            result = CapitalisedWord(term: id.rawValue, isCommonWord: lexicon.isContentLemma(id))
        } else {
            // "Café" is a word as the lexicon's "cafe" is, though its term stays "café".
            let folded = lowered.utf8.contains { $0 >= 0x80 } ? lexicon.id(of: lowered.folding(options: .diacriticInsensitive, locale: nil)) : nil
            result = CapitalisedWord(term: table.terms.id(ofLowercased: lowered), isCommonWord: folded.map(lexicon.isContentLemma) ?? false)
        }
        if capitalised.count >= RunningWords.capitalisedCacheLimit { capitalised.removeAll(keepingCapacity: true) }
        capitalised[hash] = result
        return result
    }
}
