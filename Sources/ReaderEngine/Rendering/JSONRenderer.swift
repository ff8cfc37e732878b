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

    public func render<Sink: TextSink>(_ text: AnnotatedText, to sink: inout Sink) throws(Sink.Failure) {
        var json = JSONText()
        json.raw("{\"spans\":[")
        for (index, span) in text.spans.enumerated() {
            json.openRecord(first: index == 0, range: text.range(of: span), text: text.text(of: span))
            json.raw(",\"kind\":\"\(span.token.kind.name)\",\"lemma\":")
            json.optionalString(text.lemma(of: span))
            json.raw(",\"status\":")
            json.optionalString(span.status?.rawValue)
            json.raw(",\"is_name\":\(span.isName)}")
            try json.output.flush(to: &sink)
        }
        json.raw("],\"phrases\":[")
        for (index, phrase) in text.phrases.enumerated() {
            json.openRecord(first: index == 0, range: text.range(of: phrase), text: text.text(of: phrase))
            json.raw(",\"lemma\":")
            json.string(phrase.lemma)
            json.raw(",\"status\":\"\(phrase.status.rawValue)\"}")
            try json.output.flush(to: &sink)
        }
        let summary = text.summary
        json.raw("],\"summary\":{\"words\":\(summary.words),\"known\":\(summary.known),\"learning\":\(summary.learning)")
        json.raw(",\"new\":\(summary.new),\"unique_new\":\(summary.uniqueNew),\"names\":\(summary.names)")
        json.raw(",\"phrases\":\(summary.phrases),\"known_coverage\":")
        json.raw(summary.knownCoverage.map { "\(($0 * 10000).rounded() / 10000)" } ?? "null")
        json.raw("}}\n")
        try json.output.flush(to: &sink, force: true)
    }
}

/// A JSON document being written, a chunk at a time.
struct JSONText {
    var output = ChunkedText()

    mutating func raw(_ fragment: String) { output.text += fragment }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { output.text += "null" }
    }

    mutating func string(_ value: String) {
        output.text += JSONString.quoted(value)
    }

    /// `{"start":S,"end":E,"text":"..."` of a span or phrase, after a comma unless `first`.
    mutating func openRecord(first: Bool, range: Range<Int>, text value: String) {
        raw(first ? "{\"start\":" : ",{\"start\":")
        raw("\(range.lowerBound),\"end\":\(range.upperBound),\"text\":")
        string(value)
    }
}
