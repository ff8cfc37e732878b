import Foundation

/// A value loaded on a background thread (the text, tokenized while the
/// language data and the store load), waited for where it is first needed.
final class Preload<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, Error>?

    init(_ load: @escaping @Sendable () throws -> Value) {
        Thread.detachNewThread { [self] in
            result = Result { try load() }
            done.signal()
        }
    }

    /// Waits for the load (once) and returns its value or error.
    var value: Value {
        get throws {
            if !isSettled {
                done.wait()
                isSettled = true
            }
            return try result!.get()
        }
    }

    private var isSettled = false
}
