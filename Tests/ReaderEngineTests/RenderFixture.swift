import ReaderEngine

/// Small annotated texts for the renderer tests.
enum RenderFixture {
    static let e = "\u{1B}["
    static let reset = "\u{1B}[0m"

    /// "She ran home." with she and run Known, home New.
    static func sheRanHome() throws -> AnnotatedText {
        try AnnotationFixture.annotate("She ran home.", AnnotationFixture.snapshot(known: "she run"))
    }

    /// A Learning phrase between a New word and Known ones.
    static func decision() throws -> AnnotatedText {
        try AnnotationFixture.annotate("She made a decision quickly.",
                                       AnnotationFixture.snapshot(known: "she make a decision", phrases: ["make a decision": .learning]))
    }

    static let truecolorDark = TerminalCapabilities(colorDepth: .truecolor, styledUnderlines: true)
}

extension AnnotationFixture {
    /// `text` annotated with every one of its lemmas Known, so renderers draw no highlight.
    static func allKnown(_ text: String) throws -> AnnotatedText {
        let first = try annotate(text, .empty)
        var lemmas: [String: WordStatus] = [:]
        for span in first.spans { if let lemma = first.lemma(of: span) { lemmas[lemma.lowercased()] = .known } }
        return try annotate(text, VocabularySnapshot(lemmas: lemmas))
    }
}
