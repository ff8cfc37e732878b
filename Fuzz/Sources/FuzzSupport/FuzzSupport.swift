import Foundation

/// What every fuzz target shares: a failed property crashes the run, so
/// libFuzzer saves the input that broke it.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        FileHandle.standardError.write(Data("property failed: \(message())\n".utf8))
        abort()
    }
}

/// The fuzzer's input as a byte array.
public func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// A C0/C1 control or bidi control that must never reach a terminal raw (tab and newline are fine).
public func isUnsafeControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}

public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                                 _ callback: FuzzCallback) -> CInt

/// Runs libFuzzer on `callback`. SwiftPM links a debug executable with its
/// entry point renamed to `<Target>_main`, so each target defines that symbol
/// and starts libFuzzer's driver itself rather than relying on libFuzzer's `main`.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                      _ callback: FuzzCallback) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
}
