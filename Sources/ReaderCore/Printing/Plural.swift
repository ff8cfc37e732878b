/// "1 term", "2 terms": a count with its noun in the right number.
public enum Plural {
    public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
