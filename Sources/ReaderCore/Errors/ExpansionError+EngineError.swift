import Collocations

/// A tap that is not on a word of the text (`Collocations` knows nothing of the engine's error kinds).
extension ExpansionError: EngineError {
    public var kind: ErrorKind { .badInput }
}
