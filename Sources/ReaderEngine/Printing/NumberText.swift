import Foundation

/// Numbers as people and programs read them, the same in every command: no
/// locale, so output never depends on the machine's settings.
public enum NumberText {
    /// 1234567 -> "1,234,567".
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// 0.93548 -> "93.5%": one decimal, rounded half away from zero on the
    /// tenths, so every command shows a share alike.
    public static func percent(_ share: Double) -> String {
        let tenths = Int((share.isFinite ? share * 1000 : 0).rounded())
        return (tenths < 0 ? "-" : "") + "\(tenths.magnitude / 10).\(tenths.magnitude % 10)%"
    }

    /// `value` with exactly `digits` decimals ("0.9355"); NaN and infinities as 0.
    public static func fixed(_ value: Double, _ digits: Int = 4) -> String {
        String(format: "%.\(digits)f", value.isFinite ? value : 0)
    }

    /// At most four decimals, whole numbers without a fraction ("1", "0.4215").
    public static func compact(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), value.magnitude < 1e15 { return String(Int(value)) }
        return fixed(value)
    }
}
