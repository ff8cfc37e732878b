import ArgumentParser
import Documents

extension InputFormat: ExpressibleByArgument {}

/// `--input-format` of the commands that read a text.
struct InputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Read the input as this format (default: from the file's extension, else its content).",
                               valueName: "format"))
    var inputFormat: InputFormat?

    /// The input at `path` read as `--input-format` says.
    func source(_ path: String?) -> InputSource {
        InputSource(path: path, format: inputFormat)
    }
}
