import CZstd
import Foundation
import ReaderCore

/// zstd decompression of a file into another, streamed, stopping with an
/// error past `limit` bytes of output (a small file can claim to hold terabytes).
enum Zstd {
    static func decompress(_ input: URL, to output: URL, limit: Int) throws {
        guard let source = fopen(input.path, "rb") else { throw AnkiPackageError.io("cannot read \(input.lastPathComponent)") }
        defer { fclose(source) }
        guard let target = fopen(output.path, "wb") else { throw AnkiPackageError.io("cannot write \(output.lastPathComponent)") }
        defer { fclose(target) }
        guard let stream = ZSTD_createDStream() else { throw AnkiPackageError.io("zstd: out of memory") }
        defer { ZSTD_freeDStream(stream) }
        ZSTD_initDStream(stream)
        var inputBuffer = [UInt8](repeating: 0, count: ZSTD_DStreamInSize())
        var outputBuffer = [UInt8](repeating: 0, count: ZSTD_DStreamOutSize())
        var written = 0
        var lastResult = 0
        var sawInput = false
        while true {
            let read = inputBuffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, source) }
            if read == 0 { break }
            sawInput = true
            try inputBuffer.withUnsafeBytes { inputBytes in
                var inBuffer = ZSTD_inBuffer(src: inputBytes.baseAddress, size: read, pos: 0)
                while inBuffer.pos < inBuffer.size {
                    try outputBuffer.withUnsafeMutableBytes { outputBytes in
                        var outBuffer = ZSTD_outBuffer(dst: outputBytes.baseAddress, size: outputBytes.count, pos: 0)
                        lastResult = ZSTD_decompressStream(stream, &outBuffer, &inBuffer)
                        if ZSTD_isError(lastResult) != 0 {
                            throw AnkiPackageError.malformed("zstd: \(String(cString: ZSTD_getErrorName(lastResult)))")
                        }
                        written += outBuffer.pos
                        if written > limit { throw AnkiPackageError.malformed("the collection unpacks to more than \(limit) bytes") }
                        if fwrite(outputBytes.baseAddress, 1, outBuffer.pos, target) != outBuffer.pos {
                            throw AnkiPackageError.io("cannot write the unpacked collection")
                        }
                    }
                }
            }
        }
        // A frame cut short leaves the decoder asking for more input.
        if !sawInput || lastResult != 0 { throw AnkiPackageError.malformed("the zstd-compressed collection is truncated") }
    }
}
