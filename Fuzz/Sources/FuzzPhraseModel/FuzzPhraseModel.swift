import Collocations
import FuzzSupport
import ReaderEngine
import Tokenizer

/// The phrase-model loader on arbitrary bytes: it refuses or loads, never
/// traps, and every measure of a loaded model is a finite number.
let lexicon = try! PhraseData.lemmatizer(location: DataLocation.locate()).lexicon

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ input: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let model = try? PhraseModel(bytes: bytes(input, size), lexicon: lexicon) else { return 0 }
    for measure in AssociationMeasure.allCases {
        for (phrase, score) in model.top(20, by: measure) {
            require(score.isFinite, "\(measure) of \(model.text(of: phrase)) is \(score)")
        }
    }
    return 0
}

@_cdecl("FuzzPhraseModel_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzz($0, $1) }
}
