/// Errors from tokenization. Messages are complete sentences for the CLI.
public enum TokenizerError: Error, Equatable, CustomStringConvertible {
    /// ICU could not create its break iterators (code from ICU).
    case icuUnavailable(code: Int32)
    /// ICU failed while segmenting (code from ICU).
    case segmentationFailed(code: Int32)
    /// A single buffer larger than the 2 GiB ICU can address; stream it instead.
    case inputTooLarge(bytes: Int)

    public var description: String {
        switch self {
        case .icuUnavailable(let code): "ICU break iterators could not be created (ICU error \(code))"
        case .segmentationFailed(let code): "ICU failed to segment the text (ICU error \(code))"
        case .inputTooLarge(let bytes): "input of \(bytes) bytes is too large for one buffer; use streaming"
        }
    }
}
