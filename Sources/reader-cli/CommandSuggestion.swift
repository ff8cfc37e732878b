import ArgumentParser
import ReaderEngine

/// An unknown subcommand is a usage error that names the closest command
/// ("'raed' is not a reader command; did you mean 'read'?"), as git does.
enum CommandSuggestion {
    /// Walks the leading words of `arguments` down the command tree and throws
    /// at the first word that names no subcommand.
    static func check(_ arguments: [String], root: any ParsableCommand.Type) throws {
        var command: any ParsableCommand.Type = root
        var path = "reader"
        for word in arguments {
            let subcommands: [any ParsableCommand.Type] = command.configuration.subcommands
            if subcommands.isEmpty || word.hasPrefix("-") || word == "help" { return }
            var names: [String] = []
            for subcommand in subcommands { names.append(subcommand._commandName) }
            guard let index = names.firstIndex(of: word) else {
                var message = "'\(ControlCharacterEscaping.singleLine(word))' is not a \(path) command"
                if let suggestion = closest(to: word, among: names) { message += "; did you mean '\(suggestion)'?" }
                throw CLIError.usage(message + " (see '\(path) help')")
            }
            command = subcommands[index]
            path += " " + word
        }
    }

    /// The name within two edits (a swap of neighbours counts as one), or
    /// the only name the word begins; nil when nothing is that close.
    static func closest(to word: String, among names: [String]) -> String? {
        let scored = names.map { (name: $0, distance: distance(word.lowercased(), $0)) }
            .filter { $0.distance <= 2 && $0.distance < word.count }
        if let best = scored.min(by: { ($0.distance, $0.name) < ($1.distance, $1.name) }) { return best.name }
        let prefixed = names.filter { word.count >= 3 && $0.hasPrefix(word.lowercased()) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions
    /// and swaps of two neighbouring letters each cost one.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
