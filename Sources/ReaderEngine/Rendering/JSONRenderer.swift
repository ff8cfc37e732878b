/// The annotated text as one JSON object (stable API):
///
/// `{"spans":[{"start","end","text","kind","lemma","status","is_name"}...],
///   "phrases":[{"start","end","text","lemma","status"}...],
///   "summary":{"words","known","learning","new","unique_new","names","phrases","known_coverage"}}`
///
/// Offsets are UTF-8 byte offsets into the whole input; `status` is
/// `new|learning|known|ignored`, null (like `lemma`) for non-words. Every
/// token is a span, so the spans' texts rebuild the input. Control
/// characters, C1 controls and bidi overrides are `\u` escaped.
public struct JSONRenderer: Renderer {
    public init() {}

    /// The saved phrases found are held (one short record each) until the
    /// spans of the whole text are written.
    public struct Progress {
        var json = JSONText()
        var phrases = JSONText()
        var spanCount = 0
        var phraseCount = 0
    }

    public func start<Sink: TextSink>(to sink: inout Sink) throws(Sink.Failure) -> Progress {
        var progress = Progress()
        progress.json.raw("{\"spans\":[")
        return progress
    }

    public func render<Sink: TextSink>(_ piece: AnnotatedText, progress: inout Progress, to sink: inout Sink) throws(Sink.Failure) {
        for span in piece.spans {
            progress.json.openRecord(first: progress.spanCount == 0, range: piece.range(of: span), text: piece.text(of: span))
            progress.spanCount += 1
            progress.json.raw(",\"kind\":\"")
            progress.json.raw(span.token.kind.name)
            progress.json.raw("\",\"lemma\":")
            progress.json.optionalString(piece.lemma(of: span))
            progress.json.raw(",\"status\":")
            progress.json.optionalString(span.status?.rawValue)
            progress.json.raw(span.isName ? ",\"is_name\":true}" : ",\"is_name\":false}")
            try progress.json.output.flush(to: &sink)
        }
        for phrase in piece.phrases {
            progress.phrases.openRecord(first: progress.phraseCount == 0, range: piece.range(of: phrase), text: piece.text(of: phrase))
            progress.phraseCount += 1
            progress.phrases.raw(",\"lemma\":")
            progress.phrases.string(phrase.lemma)
            progress.phrases.raw(",\"status\":\"")
            progress.phrases.raw(phrase.status.rawValue)
            progress.phrases.raw("\"}")
        }
    }

    public func finish<Sink: TextSink>(_ summary: ReadingSummary, progress: inout Progress, to sink: inout Sink) throws(Sink.Failure) {
        progress.json.raw("],\"phrases\":[")
        progress.json.raw(progress.phrases.output.text)
        progress.json.raw("],\"summary\":{\"words\":\(summary.words),\"known\":\(summary.known),\"learning\":\(summary.learning)")
        progress.json.raw(",\"new\":\(summary.new),\"unique_new\":\(summary.uniqueNew),\"names\":\(summary.names)")
        progress.json.raw(",\"phrases\":\(summary.phrases),\"known_coverage\":")
        progress.json.raw(summary.knownCoverage.map { "\(($0 * 10000).rounded() / 10000)" } ?? "null")
        progress.json.raw("}}\n")
        try progress.json.output.flush(to: &sink, force: true)
    }
}

/// A JSON document being written, a chunk at a time. Fragments are appended
/// one by one: a record is a dozen short pieces, and joining them into
/// temporary strings first (interpolation, `JSONString.quoted`) cost more
/// than the rest of the rendering.
struct JSONText {
    var output = ChunkedText()

    mutating func raw(_ fragment: String) { output.text += fragment }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { output.text += "null" }
    }

    mutating func string(_ value: String) {
        output.text += "\""
        output.text += JSONString.escaped(value)
        output.text += "\""
    }

    /// `{"start":S,"end":E,"text":"..."` of a span or phrase, after a comma unless `first`.
    mutating func openRecord(first: Bool, range: Range<Int>, text value: String) {
        raw(first ? "{\"start\":" : ",{\"start\":")
        raw(String(range.lowerBound))
        raw(",\"end\":")
        raw(String(range.upperBound))
        raw(",\"text\":")
        string(value)
    }
}
