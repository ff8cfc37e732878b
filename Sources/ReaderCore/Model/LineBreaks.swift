/// What a single line break means in a text: a break inside a paragraph (reflowed when wrapping,
/// as in most plain text and e-mail), or the end of a paragraph (articles saved one paragraph a line,
/// which the renderers show as paragraphs). A blank line always ends a paragraph.
public enum LineBreaks: Sendable {
    case withinParagraphs
    case betweenParagraphs
}
