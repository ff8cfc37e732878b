import Foundation
import Testing
@testable import Tokenizer

/// Shared helpers: the lemma data is parsed once per test process; tokenizers
/// are made per test because they own ICU state and tests run in parallel.
enum Fixture {
    static let corpora = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpora")

    /// The committed closed-class table (`Corpora/lemma/closed-classes.tsv`).
    static let closedClasses = try! ClosedClassWords(tsv: [UInt8](Data(contentsOf: corpora.appendingPathComponent("lemma/closed-classes.tsv"))))

    static let lexicon: LemmaLexicon = {
        let bytes = try! [UInt8](Data(contentsOf: corpora.appendingPathComponent("lemma/forms.tsv")))
        return try! LemmaLexicon(formsTSV: bytes, closedClasses: closedClasses)
    }()

    /// The committed part-of-speech model (`Corpora/tagger/upos.model`).
    static let taggerModel: TaggerModel = {
        try! TaggerModel(image: [UInt8](Data(contentsOf: corpora.appendingPathComponent("tagger/upos.model"))))
    }()

    static let lemmatizer = Lemmatizer(lexicon: lexicon, taggerModel: taggerModel)

    static func tokenize(_ text: String) throws -> TokenizedText {
        var tokenized = try Tokenizer().tokenize(text)
        lemmatizer.lemmatize(&tokenized)
        try checkInvariants(tokenized)
        return tokenized
    }

    /// `sentence` tagged by the committed model with `cache`, and the scores the tagger gave each tagged token.
    static func taggedWithScores(_ sentence: String, cache: TaggerWordCache? = nil) throws -> (text: TokenizedText, scores: [Int: [Float]]) {
        let tagger = try #require(lemmatizer.tagger)
        var text = try Tokenizer().tokenize(sentence)
        var observed: [Int: [Float]] = [:]
        let bytes = text.bytes
        bytes.withUnsafeBufferPointer { buffer in
            text.tokens.withUnsafeMutableBufferPointer { tokens in
                tagger.tag(bytes: buffer, tokens: tokens, cache: cache) { observed[$0] = Array($1) }
            }
        }
        return (text, observed)
    }

    /// Non-space token texts joined by "|".
    static func pieces(_ text: String) throws -> String {
        let tokenized = try tokenize(text)
        return tokenized.tokens.filter { $0.kind != .space }.map { tokenized.text(of: $0) }.joined(separator: "|")
    }

    /// The lemma of the first token whose text is `word` (nth occurrence, 0-based).
    static func lemma(of word: String, in text: String, occurrence: Int = 0) throws -> String? {
        let tokenized = try tokenize(text)
        let matches = tokenized.tokens.filter { tokenized.text(of: $0) == word }
        guard occurrence < matches.count else { return nil }
        return lemmatizer.lemmaString(of: matches[occurrence], in: tokenized)
    }

    /// Tokens tile the input exactly, in order, each on UTF-8 character boundaries.
    static func checkInvariants(_ tokenized: TokenizedText) throws {
        var expectedStart: Int32 = 0
        var previousSentence: Int32 = tokenized.tokens.first?.sentence ?? 0
        for token in tokenized.tokens {
            #expect(token.start == expectedStart, "gap or overlap before \(token)")
            #expect(token.end > token.start, "empty token \(token)")
            #expect(token.sentence >= previousSentence, "sentence index went back at \(token)")
            previousSentence = token.sentence
            expectedStart = token.end
            let bytes = tokenized.bytes
            let isValidUTF8 = String(validating: bytes, as: UTF8.self) != nil
            if isValidUTF8 {
                #expect(bytes[Int(token.start)] & 0xC0 != 0x80, "token starts inside a character: \(token)")
                if Int(token.end) < bytes.count {
                    #expect(bytes[Int(token.end)] & 0xC0 != 0x80, "token ends inside a character: \(token)")
                }
            }
            // Words always have a lemma; spaces and control characters never, numbers only when tagged as a noun or
            // adjective ("the 4th", issue 26; symbols, links, e-mails and "&" are their own lemma, as in UD).
            #expect(token.kind != .word || token.lemma != .none, "word without a lemma: \(token)")
            let numberAsWord = token.kind == .number && (token.pos == .noun || token.pos == .adjective)
            #expect(![.space, .number, .other].contains(token.kind) || numberAsWord || token.lemma == .none,
                    "lemma on a non-word: \(token)")
        }
        #expect(Int(expectedStart) == tokenized.bytes.count, "tokens do not cover the input")
    }
}
