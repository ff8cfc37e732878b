import Documents
import FuzzDocumentSupport
import FuzzSupport

/// Markdown through cmark and the HTML path on arbitrary bytes: it is read or refused with one of
/// the refusals a hostile file may earn, never crashes, and its document keeps its invariants.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ input: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    do {
        requireDocumentInvariants(try DocumentExtractor.extract(bytes(input, size), format: .markdown, limit: 1 << 20))
    } catch {
        require(isExpectedRefusal(error), "unexpected refusal: \(error)")
    }
    return 0
}

@_cdecl("FuzzMarkdown_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzz($0, $1) }
}
