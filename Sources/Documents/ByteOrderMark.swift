/// The UTF-8 byte-order mark: not text. Offsets still count its bytes, as every command counts them, so the
/// text after one starts at offset 3.
public enum ByteOrderMark {
    public static let utf8: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// How many bytes at the start of `bytes` are a byte-order mark: 3 or 0.
    public static func length<Bytes: Collection<UInt8>>(at bytes: Bytes) -> Int {
        bytes.starts(with: utf8) ? utf8.count : 0
    }
}
