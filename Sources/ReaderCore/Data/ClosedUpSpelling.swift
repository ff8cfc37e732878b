import Foundation

/// A word written with inner hyphens counts as the word written closed up ("e-mail" as "email", "on-line" as
/// "online", "wi-fi" as "wifi") where the tables have no row of its own: wordfreq and cefrpy split words at
/// hyphens, so a hyphenated spelling gets no count or level there, and these are one word spelt two ways.
/// The frequency and CEFR tables both ask here, so the card, `init` and the scorer agree.
enum ClosedUpSpelling {
    /// The word without its inner hyphens; nil when it has none.
    static func of(_ word: String) -> String? {
        guard word.utf8.count > 2, !word.contains(" "), word.dropFirst().dropLast().contains("-") else { return nil }
        return word.replacingOccurrences(of: "-", with: "")
    }
}
