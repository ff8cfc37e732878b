/// Synthesised speech: 16-bit mono samples at `sampleRate`.
public struct SpeechAudio: Equatable, Sendable {
    public let samples: [Int16]
    public let sampleRate: Int

    public init(samples: [Int16], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    public var seconds: Double { Double(samples.count) / Double(sampleRate) }

    /// The audio as a RIFF WAVE file (PCM, 16-bit little-endian, mono), the form every player
    /// and Anki's media folder take.
    public var wavBytes: [UInt8] {
        let dataSize = UInt32(samples.count * 2)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + samples.count * 2)
        bytes += Array("RIFF".utf8)
        bytes.appendLittleEndian(36 + dataSize)
        bytes += Array("WAVEfmt ".utf8)
        bytes.appendLittleEndian(UInt32(16))
        bytes.appendLittleEndian(UInt16(1))
        bytes.appendLittleEndian(UInt16(1))
        bytes.appendLittleEndian(UInt32(sampleRate))
        bytes.appendLittleEndian(UInt32(sampleRate * 2))
        bytes.appendLittleEndian(UInt16(2))
        bytes.appendLittleEndian(UInt16(16))
        bytes += Array("data".utf8)
        bytes.appendLittleEndian(dataSize)
        for sample in samples { bytes.appendLittleEndian(UInt16(bitPattern: sample)) }
        return bytes
    }
}

extension Array where Element == UInt8 {
    fileprivate mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
