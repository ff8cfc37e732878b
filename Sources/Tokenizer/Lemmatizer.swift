/// English lemmatizer: the part-of-speech tagger (when it has a model), table
/// lookup (WordNet exceptions + LemmInflect), a part of speech chosen from cheap
/// context, suffix rules checked against the lexicon for unknown forms, and the
/// UD English conventions.
///
/// Thread-safe (a value type with no mutable state); allocation-free per token
/// apart from rare unknown words.
public struct Lemmatizer: Sendable {
    public let lexicon: LemmaLexicon
    /// Tags each token before its lemma is chosen; nil leaves `Token.pos` nil.
    public let tagger: PartOfSpeechTagger?
    let apostropheS: UInt32
    let apostropheD: UInt32
    let be: UInt32
    let have: UInt32
    let would: UInt32
    let we: UInt32
    let her: UInt32
    let she: UInt32
    /// `EnglishLemmaRules.clockLemmas` as entries.
    private let clockLemmas: [(initial: UInt8, lemma: UInt32)]
    /// `EnglishExceptions.bareClitics` as entries.
    private let bareClitics: [(piece: ShortWord, entry: UInt32)]

    public init(lexicon: LemmaLexicon, taggerModel: TaggerModel? = nil) {
        self.lexicon = lexicon
        tagger = taggerModel.map { PartOfSpeechTagger(model: $0, lexicon: lexicon) }
        func id(_ word: String) -> UInt32 { lexicon.id(of: word)?.rawValue ?? LemmaLexicon.noEntry }
        apostropheS = id("'s")
        apostropheD = id("'d")
        be = id("be")
        have = id("have")
        would = id("would")
        we = id("we")
        her = id("her")
        she = id("she")
        clockLemmas = EnglishLemmaRules.clockLemmas.map { ($0.initial, id($0.lemma)) }
        bareClitics = EnglishExceptions.bareClitics.map { ($0.piece, id($0.clitic)) }.filter { $0.entry != LemmaLexicon.noEntry }
    }

    /// The clock lemma ("a.m."/"p.m.") of a two-letter word starting with `initial` (either case), if any.
    @inline(__always)
    func clockLemma(_ initial: UInt8) -> UInt32? {
        clockLemmas.first { $0.initial == initial | 0x20 && $0.lemma != LemmaLexicon.noEntry }?.lemma
    }

    /// The clitic entry a bare piece split off a word stands for ("m" of "im" -> "'m").
    func bareClitic(_ piece: ShortWord) -> UInt32? {
        bareClitics.first { $0.piece == piece }?.entry
    }

    /// Fills in the part of speech of every token but spaces and the lemma of every word token
    /// (and `.none` for the others). `cache` keeps the tagger's word scores for the next piece of the same text.
    public func lemmatize(_ text: inout TokenizedText, cache: TaggerWordCache? = nil) {
        let bytes = text.bytes
        bytes.withUnsafeBufferPointer { buffer in
            text.tokens.withUnsafeMutableBufferPointer { tokens in
                tagger?.tag(bytes: buffer, tokens: tokens, cache: cache)
                let context = LemmaContext(lemmatizer: self, bytes: buffer, tokens: tokens)
                for index in context.undecided { tokens[index].lemma = context.lemma(at: index) }
            }
        }
    }

    /// The lemma of one word on its own (no context), as `reader lemma` prints it.
    public func lemma(ofWord word: String, tokenizer: Tokenizer) throws -> String {
        var tokenized = try tokenizer.tokenize(word)
        lemmatize(&tokenized)
        let words = tokenized.tokens.filter { $0.kind == .word }
        return words.map { lemmaString(of: $0, in: tokenized) ?? tokenized.text(of: $0) }.joined(separator: " ")
    }

    /// The lemma text of a token (nil for non-words).
    public func lemmaString(of token: Token, in text: TokenizedText) -> String? {
        switch token.lemma {
        case .none: nil
        case .surface: text.text(of: token)
        case let lemma where lemma.isSpelledByToken: spelledLemma(of: token, in: text)
        default: lexicon.string(for: token.lemma)
        }
    }

    /// The lemma a lower-case marker spells with the token's own text.
    private func spelledLemma(of token: Token, in text: TokenizedText) -> String {
        text.bytes.withUnsafeBufferPointer {
            token.lemma.withSpelling(of: token, in: $0) { String(decoding: $0, as: UTF8.self) }.lowercased()
        }
    }

    /// Calls `body` with the lemma's UTF-8 bytes without allocating (for fast writers).
    /// Non-words give an empty buffer.
    public func withLemmaBytes<R>(of token: Token, in text: TokenizedText, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        switch token.lemma {
        case .none:
            return try body(UnsafeBufferPointer(start: nil, count: 0))
        case .surface:
            return try text.bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[Int(token.start)..<Int(token.end)])) }
        case let lemma where lemma.isSpelledByToken:
            return try Array(spelledLemma(of: token, in: text).utf8).withUnsafeBufferPointer(body)
        default:
            return try lexicon.table.withKeyBytes(at: Int(token.lemma.rawValue), body)
        }
    }
}
