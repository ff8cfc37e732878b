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

/// The bounds a document is parsed within (issue 46), so that no input costs more than linear time
/// and a bounded tree.
enum {
    /// libxml2 stops at this depth and drops the rest of the document: such a document is refused.
    READER_MARKUP_MAXIMUM_DEPTH = 256,
    /// Each `<` may open an element, and the text after it a text node: about 340 bytes of tree, so 85 MB at most.
    READER_MARKUP_MAXIMUM_TAGS = 250000,
    /// libxml2 checks each attribute against the element's others: more are dropped (HTML) or refused (XML).
    READER_MARKUP_MAXIMUM_ATTRIBUTES = 64,
};

/// Why a parse gave no document.
enum {
    READER_MARKUP_PARSED = 0,
    /// Not a document (empty HTML, XML that is not well-formed).
    READER_MARKUP_UNREADABLE = 1,
    /// Elements nested deeper than READER_MARKUP_MAXIMUM_DEPTH.
    READER_MARKUP_TOO_DEEP = 2,
    /// More than READER_MARKUP_MAXIMUM_TAGS `<`.
    READER_MARKUP_TOO_MANY_TAGS = 3,
    /// An XML element with more than READER_MARKUP_MAXIMUM_ATTRIBUTES attributes.
    READER_MARKUP_TOO_MANY_ATTRIBUTES = 4,
    /// Bytes the encoding the document declares cannot decode: libxml2 stops reading at them.
    READER_MARKUP_BAD_ENCODING = 5,
    /// libxml2 halted before the end for another reason (a text node past its 10 MB).
    READER_MARKUP_STOPPED = 6,
};

/// Parses HTML leniently (as browsers do: unclosed tags, bad nesting); `encoding` may be NULL to
/// trust the document's own declaration, else UTF-8 is assumed. Attributes past the maximum of an
/// element are dropped first. NULL with the reason in `status` when the document cannot be read whole.
ReaderMarkupDocument *reader_markup_parse_html(const char *bytes, int32_t length, const char *encoding, int32_t *status);
/// Parses well-formed XML (EPUB's container, package and navigation files); NULL with the reason in
/// `status` when it is not, or passes a bound. External entities and the network are never loaded.
ReaderMarkupDocument *reader_markup_parse_xml(const char *bytes, int32_t length, int32_t *status);
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
