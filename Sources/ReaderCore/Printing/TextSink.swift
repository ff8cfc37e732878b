/// Where a printer writes its output, chunk by chunk (ripgrep's printer
/// model): a renderer stays a pure function of its input, and its caller
/// decides whether the chunks build one String (tests, the pager) or go
/// straight to stdout, so a 200 MB text is never held twice as output.
public protocol TextSink {
    associatedtype Failure: Error
    mutating func write(_ text: String) throws(Failure)
}

/// Collects the chunks into one String.
public struct StringSink: TextSink {
    public private(set) var text = ""

    public init() {}

    public mutating func write(_ text: String) { self.text += text }
}

/// Appends to a String and hands it to `sink` once it holds a chunk's worth,
/// so writers of many small fragments make few `write` calls.
public struct ChunkedText {
    public static let chunkSize = 1 << 16
    public var text = ""

    public init() {}

    public mutating func flush<Sink: TextSink>(to sink: inout Sink, force: Bool = false) throws(Sink.Failure) {
        guard force || text.utf8.count >= Self.chunkSize, !text.isEmpty else { return }
        try sink.write(text)
        text.removeAll(keepingCapacity: true)
    }
}
