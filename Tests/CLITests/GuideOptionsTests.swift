import Foundation
import Testing

/// The GUIDE and the commands' own help must not drift apart (issue 29): every option a listed command
/// takes is documented in the GUIDE, in the section that names the command in its heading, or, for an
/// option many commands share, in the section that documents it once (`--db` in Conventions,
/// `--input-format`, `--by-chapter` and `--chapter` in the books section).
@Suite("CLI: the GUIDE documents every option")
struct GuideOptionsTests {
    /// A `## ` section of the GUIDE: its heading, its text and the headings of its `### ` subsections.
    struct Section {
        var heading: String
        var text = ""
        var subheadings = ""

        /// The commands its headings name in backticks: `reader score`, `init`, `collocations train`.
        var commands: Set<String> {
            Set((heading + subheadings).split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.compactMap { _, code in
                code.split(separator: " ").drop { $0 == "reader" }.first.map(String.init)
            })
        }
    }

    static let sharedSections = ["## Conventions", "## Books, web pages, subtitles"]

    static func sections() throws -> [Section] {
        let guide = try String(contentsOf: ReaderCLI.repository.appendingPathComponent("docs/GUIDE.md"), encoding: .utf8)
        var sections: [Section] = []
        for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                sections.append(Section(heading: String(line)))
            } else if !sections.isEmpty {
                sections[sections.count - 1].text += line + "\n"
                if line.hasPrefix("### ") { sections[sections.count - 1].subheadings += line + "\n" }
            }
        }
        return sections
    }

    /// The names listed under SUBCOMMANDS in a help text.
    static func subcommands(in help: String) -> [String] {
        guard let start = help.range(of: "SUBCOMMANDS:\n") else { return [] }
        return help[start.upperBound...].split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first else { return nil }
            return name.hasPrefix("See") || name.hasPrefix("'") ? nil : String(name)
        }
    }

    /// The long options in the OPTIONS part of a help text, `--help` and `--version` left out.
    static func options(in help: String) -> Set<String> {
        guard let start = help.range(of: "OPTIONS:\n") else { return [] }
        let part = help[start.upperBound...].components(separatedBy: "SUBCOMMANDS:").first ?? ""
        var found: Set<String> = []
        for line in part.split(separator: "\n") where line.hasPrefix("  ") && !line.hasPrefix("                ") {
            for word in line.split(separator: " ") where word.hasPrefix("--") {
                let name = word.prefix { $0 == "-" || $0.isLetter || $0.isNumber }
                found.insert(String(name.hasSuffix("-") ? name.dropLast() : name))
            }
        }
        return found.subtracting(["--help", "--version"])
    }

    @Test func everyOptionOfEveryCommandIsInTheGuide() throws {
        let cli = try ReaderCLI()
        let sections = try Self.sections()
        let shared = sections.filter { section in Self.sharedSections.contains { section.heading.hasPrefix($0) } }
        #expect(shared.count == Self.sharedSections.count)
        var commands: [[String]] = []
        for name in Self.subcommands(in: try cli.run(["help"]).stdout) {
            let nested = Self.subcommands(in: try cli.run(["help", name]).stdout)
            commands += nested.isEmpty ? [[name]] : [[name]] + nested.map { [name, $0] }
        }
        #expect(commands.count >= 30)
        var undocumented: [String] = []
        for command in commands {
            let options = Self.options(in: try cli.run(["help"] + command).stdout)
            let own = sections.filter { $0.commands.contains(command[0]) }
            if own.isEmpty && !options.isEmpty { undocumented.append("\(command.joined(separator: " ")): no section") }
            let text = (own + shared).map(\.text).joined()
            for option in options.sorted() where !Self.mentions(text, option) {
                undocumented.append("\(command.joined(separator: " ")) \(option)")
            }
        }
        #expect(undocumented == [])
    }

    /// `--top` is not mentioned by `--top-new`: the option must stand as a whole word.
    static func mentions(_ text: String, _ option: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: option) {
            let next = rest[range.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "-") }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}
