#include "CMarkdown.h"

#include <cmark.h>

size_t reader_markdown_marks(const char *bytes, size_t length) {
    size_t marks = 0;
    for (size_t i = 0; i < length; i++) {
        switch (bytes[i]) {
        case '[': case ']': case '!': case '*': case '_': case '`': case '\\': case '&': case '<': case '\n': case '\r':
            marks++;
        }
    }
    return marks;
}

char *reader_markdown_to_html(const char *bytes, size_t length) {
    // Raw HTML goes on to the HTML path, which keeps its text and drops scripts and styles; cmark's
    // default would put a comment in its place and lose the words.
    return cmark_markdown_to_html(bytes, length, CMARK_OPT_UNSAFE | CMARK_OPT_VALIDATE_UTF8);
}
