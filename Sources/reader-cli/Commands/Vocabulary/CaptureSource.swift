import Documents

/// What `reader capture` keeps as its source (`SourceName`): the file's absolute path, and a document's title and chapter.
enum CaptureSource {
    /// The source of a capture at byte `offset` of the input's text (nil: stdin).
    static func describe(_ input: InputSource, offset: Int?) throws -> String? {
        guard let path = CaptureCommand.sourcePath(input.path) else { return nil }
        return SourceName.describe(path: path, document: try input.document(), offset: offset)
    }
}
