import ArgumentParser
import Foundation
import ReaderEngine

/// Builds `Corpora/compiled/language.rdat` from the tables (run by `Corpora/scripts/compile_data.sh`).
struct CompileDataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile-data",
        abstract: "Compile the dictionary, frequency and CEFR tables into the memory-mapped data file.",
        shouldDisplay: false
    )

    @Argument(help: "The data folder (Corpora).")
    var folder: String

    @Option(help: ArgumentHelp("Output file.", valueName: "path"))
    var out: String

    func run() throws {
        let bytes = try DataCompiler.compile(location: DataLocation(directory: URL(fileURLWithPath: folder)))
        try OutputFile.makeFolder((out as NSString).deletingLastPathComponent)
        try OutputFile.write(Array(bytes), to: out, content: "the compiled data")
    }
}
