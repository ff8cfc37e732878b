import Collocations

extension CaptureError: EngineError {
    public var kind: ErrorKind { .badInput }
}

extension ExpansionError: EngineError {
    public var kind: ErrorKind { .badInput }
}

extension NativeLanguageError: EngineError {
    public var kind: ErrorKind { .usage }
}
