import Collocations

extension CaptureBuilder {
    /// Tap expansion (saved phrases, then the lexicon, then statistics) decides whether the word
    /// is captured with the phrase around it: `reader capture` without `--word-only`, and the browser's capture.
    public static func phraseExpander(_ expander: TapExpander, saved: SavedPhrases) -> PhraseExpander {
        { text, tokenIndex in
            let expansion = try expander.expand(text, at: text.range(of: text.tokens[tokenIndex]).lowerBound, saved: saved)
            return expansion.source == .word ? nil : expansion.start..<expansion.end
        }
    }
}
