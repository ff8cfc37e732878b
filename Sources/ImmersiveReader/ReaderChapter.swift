/// A chapter of the text `open` reads (an EPUB's chapter, a page's or Markdown file's section): its
/// number as `reader score --by-chapter` gives it (0: the text before the first heading), its title
/// and the byte offset where it starts in the whole text.
public struct ReaderChapter: Equatable, Sendable {
    public let number: Int
    public let title: String
    public let offset: Int

    public init(number: Int, title: String, offset: Int) {
        self.number = number
        self.title = title
        self.offset = offset
    }
}
