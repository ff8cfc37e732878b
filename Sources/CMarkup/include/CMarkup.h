#ifndef READER_CMARKUP_H
#define READER_CMARKUP_H

#include <stdint.h>

/// libxml2's HTML and XML parsers behind a header with none of its types: a parsed document and
/// its nodes are opaque pointers, read with the functions below. Strings returned as `char *`
/// are UTF-8 and freed by the caller with `free`; `const char *` ones belong to the document.
typedef struct ReaderMarkupDocument ReaderMarkupDocument;
typedef struct ReaderMarkupNode ReaderMarkupNode;

enum {
    READER_MARKUP_ELEMENT = 1,
    READER_MARKUP_TEXT = 3,
    READER_MARKUP_CDATA = 4,
    READER_MARKUP_OTHER = 0,
};

/// Parses HTML leniently (as browsers do: unclosed tags, bad nesting); `encoding` may be NULL to
/// trust the document's own declaration, else UTF-8 is assumed. Never NULL for non-empty input.
ReaderMarkupDocument *reader_markup_parse_html(const char *bytes, int32_t length, const char *encoding);
/// Parses well-formed XML (EPUB's container, package and navigation files); NULL when it is not.
/// External entities and the network are never loaded.
ReaderMarkupDocument *reader_markup_parse_xml(const char *bytes, int32_t length);
void reader_markup_free(ReaderMarkupDocument *document);

ReaderMarkupNode *reader_markup_root(ReaderMarkupDocument *document);
ReaderMarkupNode *reader_markup_first_child(ReaderMarkupNode *node);
ReaderMarkupNode *reader_markup_next(ReaderMarkupNode *node);
int32_t reader_markup_type(ReaderMarkupNode *node);
/// The element's local name (lower case for HTML), NULL for other nodes.
const char *reader_markup_name(ReaderMarkupNode *node);
/// A text or CDATA node's text, NULL for other nodes.
const char *reader_markup_text(ReaderMarkupNode *node);
/// An attribute's value by local name (any namespace), or NULL.
char *reader_markup_attribute(ReaderMarkupNode *node, const char *name);

#endif
