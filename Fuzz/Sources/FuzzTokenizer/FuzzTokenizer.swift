import FuzzSupport
import Tokenizer

/// Tokens tile the input (each starts where the previous ended, none empty,
/// the last ends at the input's end), sit on UTF-8 character boundaries when
/// the input is valid UTF-8, and streaming in small chunks covers the same bytes.
nonisolated(unsafe) let tokenizer = try! Tokenizer()

func checkTiling(_ text: TokenizedText, valid: Bool) {
    var expected = Int32(0)
    for token in text.tokens {
        require(token.start == expected, "gap or overlap at \(token.start) (expected \(expected))")
        require(token.end > token.start, "empty token at \(token.start)")
        if valid {
            require(text.bytes[Int(token.start)] & 0xC0 != 0x80, "token starts inside a character at \(token.start)")
        }
        expected = token.end
    }
    require(Int(expected) == text.bytes.count, "tokens end at \(expected) of \(text.bytes.count)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = bytes(data, size)
    let valid = String(validating: input, as: UTF8.self) != nil
    guard let whole = try? tokenizer.tokenize(input) else { return 0 }
    checkTiling(whole, valid: valid)
    var stream = SentencePieces(tokenizer: tokenizer, lemmatizer: nil, pieceSize: 16)
    var rebuilt: [UInt8] = []
    let collect: (TokenizedText) throws -> Void = { piece in
        checkTiling(piece, valid: valid)
        if valid { require(String(validating: piece.bytes, as: UTF8.self) != nil, "a stream cut split a character") }
        rebuilt += piece.bytes
    }
    for start in stride(from: 0, to: input.count, by: 7) {
        try? stream.feed(input[start..<min(start + 7, input.count)], collect)
    }
    try? stream.finish(collect)
    require(rebuilt == input, "the stream's pieces do not rebuild the input")
    return 0
}

@_cdecl("FuzzTokenizer_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzz($0, $1) }
}
