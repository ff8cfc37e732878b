import ArgumentParser
import Documents

extension InputFormat: ExpressibleByArgument {}

/// `--input-format` of the commands that read a text.
struct InputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Read the input as this format (default: from the file's extension, else its content).",
                               valueName: "format"))
    var inputFormat: InputFormat?

    func validate() throws {
        DocumentInput.forced = inputFormat
    }
}
