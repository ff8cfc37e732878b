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

    /// 0.93548 -> "93.5%" (or "94%" with no decimals): rounded half away from
    /// zero on the last digit shown, so every command shows a share alike; NaN
    /// and infinities as 0.
    public static func percent(_ share: Double, decimals: Int = 1) -> String {
        var scale = 1
        for _ in 0..<max(decimals, 0) { scale *= 10 }
        let units = Int((share.isFinite ? share * Double(100 * scale) : 0).rounded())
        let whole = "\(units.magnitude / UInt(scale))"
        let fraction = String(units.magnitude % UInt(scale))
        let digits = decimals > 0 ? "." + String(repeating: "0", count: decimals - fraction.count) + fraction : ""
        return (units < 0 ? "-" : "") + whole + digits + "%"
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
