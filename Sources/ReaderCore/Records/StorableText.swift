/// The one rule every text the store writes follows: no NUL (U+0000). SQLite
/// receives text up to its first NUL, so "run\u{0}x" would be kept as the term
/// "run" and a sentence cut short. Imports check it record by record (to name
/// the line); every other write checks it here before its transaction.
package enum StorableText {
    /// Why one of these texts cannot be stored, or nil when all can.
    package static func problem(_ fields: KeyValuePairs<String, String?>) -> String? {
        for (name, value) in fields where value?.utf8.contains(0) == true {
            return "\(name) holds a NUL character (U+0000), which the store cannot keep"
        }
        return nil
    }

    /// Throws `StoreError.unstorableText` naming the first field that holds a NUL.
    package static func check(_ fields: KeyValuePairs<String, String?>) throws {
        if let problem = problem(fields) { throw StoreError.unstorableText(problem) }
    }
}
