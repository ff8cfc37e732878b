import Tokenizer

extension Annotator {
    /// One pass over the tokens: term, status and name flag of every word.
    struct WordPass {
        let annotator: Annotator
        var spans: [Span] = []
        var terms: [UInt32]
        /// Terms seen written in lower case (so a capitalised common word is not a name).
        private var lowercaseTerms: [UInt64]
        /// Lower-cased hashes of words taken for names.
        private var nameHashes = Set<UInt64>()
        /// Capitalised common words mid-sentence: names unless written in lower case somewhere.
        private var capitalisedCommon: [Int] = []
        /// Capitalised words starting a sentence: names when the same word is a name elsewhere.
        private var sentenceInitial: [Int] = []
        /// Possessive endings ("sister|'s", "students|'"): they show as part of their word.
        private var possessives: [Int] = []
        /// Capitalised words already looked up (names recur).
        private var capitalised: [UInt64: (term: UInt32, isCommonWord: Bool)] = [:]

        init(annotator: Annotator, tokenCount: Int) {
            self.annotator = annotator
            spans.reserveCapacity(tokenCount)
            terms = [UInt32](repeating: TermIndex.none, count: tokenCount)
            lowercaseTerms = [UInt64](repeating: 0, count: (annotator.terms.count + 63) / 64)
        }

        mutating func run(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>) {
            var sentence: Int32 = -1
            var sawWord = false
            for index in 0..<tokens.count {
                let token = tokens[index]
                if token.sentence != sentence {
                    sentence = token.sentence
                    sawWord = false
                }
                switch token.kind {
                case .word: break
                case .number, .url, .email:
                    sawWord = true
                    spans.append(Span(token: token, status: nil))
                    continue
                default:
                    spans.append(Span(token: token, status: nil))
                    continue
                }
                let surface = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
                let startsUpper = surface[0] &- UInt8(ascii: "A") < 26
                var term = TermIndex.none
                var isName = false
                switch token.lemma {
                case .lowercasedSurface:
                    term = annotator.terms.id(ofUnknownWord: surface)
                case .surface:
                    let hash = LowercasedKeyTable.surfaceHash(surface)
                    let word = lookUpCapitalised(surface, hash: hash)
                    term = word.term
                    if !sawWord {
                        sentenceInitial.append(index)
                    } else if word.isCommonWord {
                        capitalisedCommon.append(index)
                    } else {
                        isName = true
                        nameHashes.insert(hash)
                    }
                case .none:
                    break
                default:
                    term = token.lemma.rawValue
                    if term == annotator.possessiveTerm, index > 0, tokens[index - 1].kind == .word,
                       tokens[index - 1].end == token.start {
                        possessives.append(index)
                    } else if !startsUpper {
                        lowercaseTerms[Int(term) / 64] |= 1 << (term % 64)
                    } else if !sawWord {
                        sentenceInitial.append(index)
                    }
                }
                terms[index] = term
                spans.append(Span(token: token, status: annotator.status(term: term, surface: surface, isName: isName),
                                  isName: isName))
                sawWord = true
            }
            for index in capitalisedCommon {
                let term = terms[index]
                guard term >= UInt32(annotator.terms.count) || lowercaseTerms[Int(term) / 64] & (1 << (term % 64)) == 0 else { continue }
                let surface = UnsafeBufferPointer(rebasing: bytes[Int(tokens[index].start)..<Int(tokens[index].end)])
                nameHashes.insert(LowercasedKeyTable.surfaceHash(surface))
                markName(index, surface: surface)
            }
            for index in sentenceInitial {
                let surface = UnsafeBufferPointer(rebasing: bytes[Int(tokens[index].start)..<Int(tokens[index].end)])
                if nameHashes.contains(LowercasedKeyTable.surfaceHash(surface)) { markName(index, surface: surface) }
            }
            for index in possessives {
                let host = spans[index - 1]
                spans[index] = Span(token: tokens[index], status: host.status, isName: host.isName)
            }
        }

        private mutating func markName(_ index: Int, surface: UnsafeBufferPointer<UInt8>) {
            let token = spans[index].token
            spans[index] = Span(token: token, status: annotator.status(term: terms[index], surface: surface, isName: true),
                                isName: true)
        }

        /// A capitalised word's term, and whether its lower-case form is a common
        /// word of the lexicon.
        private mutating func lookUpCapitalised(_ surface: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (term: UInt32, isCommonWord: Bool) {
            if let known = capitalised[hash] { return known }
            let lowered = String(decoding: surface, as: UTF8.self).lowercased()
            let result: (term: UInt32, isCommonWord: Bool)
            if let id = annotator.lexicon.id(of: lowered) {
                result = (id.rawValue, annotator.lexicon.isContentLemma(id))
            } else {
                result = (annotator.terms.id(ofLowercased: lowered), false)
            }
            capitalised[hash] = result
            return result
        }
    }
}
