import Foundation

/// A value loaded on a background thread (the text, tokenized while the
/// language data and the store load), waited for where it is first needed.
final class Preload<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, Error>?

    /// `settled` runs on the loading thread once the value (or error) can be had without waiting.
    init(_ load: @escaping @Sendable () throws -> Value, settled: @escaping @Sendable () -> Void = {}) {
        Thread.detachNewThread { [self] in
            result = Result { try load() }
            done.signal()
            settled()
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

    /// The value or error if the load has ended, else nil (without waiting).
    var ready: Result<Value, Error>? {
        if !isSettled {
            guard done.wait(timeout: .now()) == .success else { return nil }
            isSettled = true
        }
        return result
    }

    private var isSettled = false
}
