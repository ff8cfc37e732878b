import Documents
import FuzzDocumentSupport
import FuzzSupport

/// A page through the attribute cap, libxml2 and the main-content search on arbitrary bytes: it is read
/// or refused with one of the refusals a hostile page may earn, never crashes, and its document keeps
/// its invariants.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ input: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    do {
        requireDocumentInvariants(try DocumentExtractor.extract(bytes(input, size), format: .html, limit: 1 << 20))
    } catch {
        require(isExpectedRefusal(error), "unexpected refusal: \(error)")
    }
    return 0
}

@_cdecl("FuzzHTML_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzz($0, $1) }
}
