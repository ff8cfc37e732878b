import ReaderCore

/// The annotated text as one JSON object (stable API):
///
/// `{"spans":[{"start","end","text","kind","lemma","pos","status","is_name"}...],
///   "phrases":[{"start","end","text","lemma","status"}...],
///   "summary":{"words","known","learning","new","unique_new","names","phrases","known_coverage"}}`
///
/// Offsets are UTF-8 byte offsets into the whole input; `status` is
/// `new|learning|known|ignored`, null (like `lemma`) for non-words; `pos` is the
/// tagger's UPOS tag (`NOUN`, `PROPN`), null for spaces. Every
/// token is a span, so the spans' texts rebuild the input. Control
/// characters, C1 controls and bidi overrides are `\u` escaped.
/// `known_coverage` has 4 decimals, as in `score`'s records.
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
            progress.json.openRecord(first: progress.spanCount == 0, bytes: Int(span.token.start)..<Int(span.token.end), of: piece)
            progress.spanCount += 1
            progress.json.raw(",\"kind\":\"")
            progress.json.raw(span.token.kind.name)
            progress.json.raw("\",\"lemma\":")
            progress.json.optionalString(piece.lemma(of: span))
            progress.json.raw(",\"pos\":")
            progress.json.optionalString(span.token.pos?.name)
            progress.json.raw(",\"status\":")
            progress.json.optionalString(span.status?.rawValue)
            progress.json.raw(span.isName ? ",\"is_name\":true}" : ",\"is_name\":false}")
            try progress.json.flush(to: &sink)
        }
        for phrase in piece.phrases {
            progress.phrases.openRecord(first: progress.phraseCount == 0, bytes: Int(phrase.start)..<Int(phrase.end), of: piece)
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
        progress.json.append(progress.phrases)
        progress.json.raw("],\"summary\":{\"words\":\(summary.words),\"known\":\(summary.known),\"learning\":\(summary.learning)")
        progress.json.raw(",\"new\":\(summary.new),\"unique_new\":\(summary.uniqueNew),\"names\":\(summary.names)")
        progress.json.raw(",\"phrases\":\(summary.phrases),\"known_coverage\":")
        progress.json.raw(summary.knownCoverage.map { NumberText.fixed($0) } ?? "null")
        progress.json.raw("}}\n")
        try progress.json.flush(to: &sink, force: true)
    }
}

/// A JSON document being written, a chunk at a time, as UTF-8 bytes: a
/// record is a dozen short fragments, and appending each to a String (or
/// joining them into temporary strings first) cost more than the rest of the
/// rendering. A token's text goes from the input's bytes straight in when it
/// needs no escaping.
struct JSONText {
    private var utf8: [UInt8] = []

    mutating func raw(_ fragment: String) { utf8.append(contentsOf: fragment.utf8) }

    mutating func append(_ other: JSONText) { utf8.append(contentsOf: other.utf8) }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    mutating func string(_ value: String) {
        utf8.append(UInt8(ascii: "\""))
        raw(JSONString.escaped(value))
        utf8.append(UInt8(ascii: "\""))
    }

    /// `{"start":S,"end":E,"text":"..."` of the span or phrase at `range` of
    /// `text.bytes` (offsets written into the whole input), after a comma unless `first`.
    mutating func openRecord(first: Bool, bytes range: Range<Int>, of text: AnnotatedText) {
        raw(first ? "{\"start\":" : ",{\"start\":")
        raw(String(text.baseOffset + range.lowerBound))
        raw(",\"end\":")
        raw(String(text.baseOffset + range.upperBound))
        raw(",\"text\":\"")
        text.bytes.withUnsafeBufferPointer { bytes in
            JSONString.withEscaped(UnsafeBufferPointer(rebasing: bytes[range])) { utf8.append(contentsOf: $0) }
        }
        utf8.append(UInt8(ascii: "\""))
    }

    /// Hands the bytes to `sink` as text once they make a chunk (or when `force`d).
    mutating func flush<Sink: TextSink>(to sink: inout Sink, force: Bool = false) throws(Sink.Failure) {
        guard force || utf8.count >= ChunkedText.chunkSize, !utf8.isEmpty else { return }
        try sink.write(String(decoding: utf8, as: UTF8.self))
        utf8.removeAll(keepingCapacity: true)
    }
}
