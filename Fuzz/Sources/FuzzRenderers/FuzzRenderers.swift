import Foundation
import FuzzSupport
import ReaderEngine
import Tokenizer

/// Annotation and every renderer on arbitrary text: no control character of
/// the input reaches ANSI or plain output, the HTML page keeps its markup
/// (every `<` opens a tag the renderer writes) and the JSON parses.
let data = try! LanguageData.load()
nonisolated(unsafe) let tokenizer = try! Tokenizer()
let snapshot: VocabularySnapshot = {
    let store = try! VocabularyStore.inMemory()
    try! store.setStatus(.learning, of: Term(key: "go")!, origin: .mark, at: Date(timeIntervalSince1970: 1_750_000_000))
    try! store.setStatus(.learning, of: Term(key: "make a decision")!, origin: .mark, at: Date(timeIntervalSince1970: 1_750_000_000))
    return try! store.snapshot()
}()
let annotator = Annotator(snapshot: snapshot, lexicon: data.lexicon)
let ansi: [any Renderer] = [
    ANSIRenderer(theme: .dark, capabilities: TerminalCapabilities(colorDepth: .truecolor, styledUnderlines: true), patternMode: true, width: 20),
    ANSIRenderer(theme: .light, capabilities: TerminalCapabilities(colorDepth: .ansi16, styledUnderlines: false)),
    PlainRenderer(width: 7),
]

/// Output with the renderer's own SGR sequences (ESC [ digits ; : m) removed.
func withoutSGR(_ output: String) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    var scalars = Array(output.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
        if scalar == "\u{1B}", scalars.first == "[" {
            scalars = scalars.drop { $0 != "m" && ($0 == "[" || $0 == ";" || $0 == ":" || ("0"..."9").contains($0)) }
            require(scalars.popFirst() == "m", "an escape sequence other than SGR")
            continue
        }
        result.append(scalar)
    }
    return result
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ input: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard var text = try? tokenizer.tokenize(bytes(input, size)) else { return 0 }
    data.lemmatizer.lemmatize(&text)
    let annotated = annotator.annotate(text)
    for renderer in ansi {
        let unsafe = withoutSGR(renderer.render(annotated)).first(where: isUnsafeControl)
        require(unsafe == nil, "control U+\(String(unsafe?.value ?? 0, radix: 16)) reached the terminal output")
    }
    let html = HTMLRenderer(theme: .dark, patternMode: true).render(annotated)
    require(hasOnlyRendererTags(html), "HTML text holds a raw < or >")
    let json = JSONRenderer().render(annotated)
    require(isJSON(json.utf8), "JSON output does not parse")
    return 0
}

@_cdecl("FuzzRenderers_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzz($0, $1) }
}
