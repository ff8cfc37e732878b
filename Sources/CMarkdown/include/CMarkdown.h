#ifndef READER_CMARKDOWN_H
#define READER_CMARKDOWN_H

#include <stddef.h>

/// cmark (the CommonMark reference parser, linear in its input) behind a header with none of its
/// types.
enum {
    /// cmark starts an inline node at each of its marks (`[` `]` `!` `*` `_` `` ` `` `\` `&` `<` and
    /// line breaks), about 340 bytes of tree with the text around it: more marks than this are refused,
    /// which keeps the tree under 140 MB (issue 46).
    READER_MARKDOWN_MAXIMUM_MARKS = 400000,
};

/// The number of cmark's marks in `bytes`.
size_t reader_markdown_marks(const char *bytes, size_t length);

/// The HTML of `length` bytes of UTF-8 Markdown, raw HTML passed through, freed by the caller with
/// `free`; NULL only when memory runs out.
char *reader_markdown_to_html(const char *bytes, size_t length);

#endif
