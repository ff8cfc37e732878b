import Tokenizer

extension Annotator {
    /// Annotates one text given in pieces (`SentencePieces`), so a 200 MB text
    /// is never annotated whole. Pieces come in text order; each annotated
    /// piece's offsets are into the whole input and its `summary` counts the
    /// text so far, so the last piece's summary is the whole text's.
    ///
    /// Whether a capitalised word is a name can depend on the rest of the text
    /// (`RunningWords`), so a text of several pieces is read twice: `learn`
    /// every piece, then `annotate` every piece again. A text of one piece may
    /// go straight to `annotate`. Once every piece is learnt, `annotateAgain`
    /// annotates any of them on its own, in any order (`open` pages through a long text so).
    public struct Reading: Sendable {
        private var annotator: Annotator
        private var words: RunningWords
        private var tally: SummaryTally
        private var learnt = false

        /// `othersLimit` bounds the distinct New words without a term it remembers (`SummaryTally`).
        init(annotator: Annotator, othersLimit: Int = SummaryTally.rememberedOthers) {
            self.annotator = annotator
            words = RunningWords(table: annotator.table)
            tally = SummaryTally(termCount: annotator.table.terms.count, possessiveTerm: annotator.possessiveTerm,
                                 othersLimit: othersLimit)
        }

        /// The footer's counts over the pieces annotated so far.
        public var summary: ReadingSummary { tally.summary }

        /// First reading of a piece: what it tells about names.
        public mutating func learn(_ piece: TokenizedText) {
            learnt = true
            piece.bytes.withUnsafeBufferPointer { bytes in
                piece.tokens.withUnsafeBufferPointer { tokens in
                    for index in 0..<tokens.count { _ = words.read(index, tokens: tokens, bytes: bytes) }
                }
            }
        }

        /// Statuses from another snapshot of the vocabulary (the learner marked words since), names as learnt.
        public mutating func use(_ annotator: Annotator) {
            self.annotator = annotator
            words = words.adopting(annotator.table)
        }

        /// A piece (or pieces joined, `TokenizedText(joining:)`) annotated on its own after
        /// every piece was learnt; it must start a sentence, as each piece does. Its summary
        /// counts it alone.
        public mutating func annotateAgain(_ piece: TokenizedText) -> AnnotatedText {
            words.rewind()
            learnt = false
            tally = SummaryTally(termCount: annotator.table.terms.count, possessiveTerm: annotator.possessiveTerm)
            return annotate(piece)
        }

        /// The piece annotated; its tokens carry lemmas (`Lemmatizer.lemmatize`).
        public mutating func annotate(_ piece: TokenizedText) -> AnnotatedText {
            if learnt {
                words.rewind()
                learnt = false
            }
            let search = annotator.searchPhrases(in: piece)
            var pass = WordPass(annotator: annotator, tokenCount: piece.tokens.count)
            piece.bytes.withUnsafeBufferPointer { bytes in
                piece.tokens.withUnsafeBufferPointer { tokens in pass.run(bytes: bytes, tokens: tokens, words: &words) }
            }
            var spans: [Span] = []
            swap(&spans, &pass.spans)
            let phrases = annotator.phraseSpans(search.wait(), in: piece, spans: &spans)
            piece.bytes.withUnsafeBufferPointer { bytes in
                tally.add(spans, terms: pass.terms, phrases: phrases.count, bytes: bytes)
            }
            return AnnotatedText(bytes: piece.bytes, baseOffset: piece.baseOffset, spans: spans, phrases: phrases,
                                 summary: tally.summary, lexicon: annotator.lexicon)
        }
    }
}
