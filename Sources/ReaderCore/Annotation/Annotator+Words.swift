import Tokenizer

extension Annotator {
    /// One pass over a piece's tokens: term, status and name flag of every word, by `RunningWords`' rule.
    struct WordPass {
        let annotator: Annotator
        var spans: [Span] = []
        var terms: [UInt32]
        /// Words whose name check needs the whole text (settled at the end of the piece:
        /// the whole text when it is one piece, else `words` already read it all once).
        private var undecided: [(index: Int, check: RunningWords.NameCheck)] = []
        /// Possessive endings ("sister|'s", "students|'"): they show as part of their word.
        private var endings: [Int] = []

        init(annotator: Annotator, tokenCount: Int) {
            self.annotator = annotator
            spans.reserveCapacity(tokenCount)
            terms = [UInt32](repeating: TermIndex.none, count: tokenCount)
        }

        mutating func run(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>, words: inout RunningWords) {
            let table = annotator.table
            for index in 0..<tokens.count {
                let token = tokens[index]
                switch words.read(index, tokens: tokens, bytes: bytes) {
                case .notWord:
                    spans.append(Span(token: token, status: nil))
                case .ending:
                    endings.append(index)
                    spans.append(Span(token: token, status: nil))
                case .word(let term, let check):
                    terms[index] = term
                    let isName = check == .yes
                    if !isName && check != .no { undecided.append((index, check)) }
                    let surface = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
                    let own = table.formStatus(surface)
                    let head = own == nil && !isName ? table.familyHead(of: term).map(LemmaID.init(rawValue:)) : nil
                    spans.append(Span(token: token, status: own ?? table.status(term: term, isName: isName), isName: isName,
                                      familyHead: head))
                }
            }
            for (index, check) in undecided where words.isName(check) {
                let token = tokens[index]
                let surface = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
                spans[index] = Span(token: token, status: table.status(term: terms[index], surface: surface, isName: true),
                                    isName: true)
            }
            // An ending written onto its word takes the word's status; a stray one stays a non-word.
            for index in endings where index > 0 && spans[index - 1].isWord && tokens[index - 1].end == tokens[index].start {
                let host = spans[index - 1]
                spans[index] = Span(token: tokens[index], status: host.status, isName: host.isName)
            }
        }
    }
}
