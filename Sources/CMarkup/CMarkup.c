#include "CMarkup.h"

#include <libxml/HTMLparser.h>
#include <libxml/encoding.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdlib.h>
#include <string.h>

// A start tag as libxml2 2.9's HTML parser reads one (htmlParseStartTag): `<` and an ASCII letter,
// a name, then attributes up to `>` or `/>`. Names stop at 100 bytes, as libxml2's do (the rest
// starts another attribute), and a name that cannot start is skipped to the next blank.
enum { NAME_LIMIT = 100 };

static int is_blank(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
static int is_letter(unsigned char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
static int is_name_start(unsigned char c) { return is_letter(c) || c == '_' || c == ':' || c == '.'; }
static int is_name(unsigned char c) { return is_name_start(c) || (c >= '0' && c <= '9') || c == '-'; }
static int tag_ends(const unsigned char *p, const unsigned char *end) {
    return p == end || *p == 0 || *p == '>' || (*p == '/' && p + 1 < end && p[1] == '>');
}

/// One pass over `bytes`: the number of `<`, the most attributes of one start tag, and, when `out`
/// is not NULL, the bytes with each start tag's attributes past the maximum left out (returns the
/// length written). Linear: every byte is looked at a bounded number of times.
static size_t scan_tags(const unsigned char *bytes, size_t length, unsigned char *out, size_t *tags, size_t *widest) {
    const unsigned char *p = bytes, *end = bytes + length;
    size_t written = 0;
    *tags = 0;
    *widest = 0;
#define COPY(from, to) do { if (out) { memcpy(out + written, (from), (size_t)((to) - (from))); } written += (size_t)((to) - (from)); } while (0)
    while (p < end) {
        const unsigned char *next = memchr(p, '<', (size_t)(end - p));
        if (!next) { COPY(p, end); break; }
        COPY(p, next + 1);
        p = next + 1;
        *tags += 1;
        if (p == end || !is_letter(*p)) continue;
        const unsigned char *name = p;
        while (p < end && is_name(*p) && p - name < NAME_LIMIT) p++;
        while (p < end && is_blank(*p)) p++;
        COPY(name, p);
        size_t count = 0;
        while (!tag_ends(p, end)) {
            const unsigned char *start = p;
            if (is_name_start(*p)) {
                const unsigned char *attribute = p;
                while (p < end && is_name(*p) && p - attribute < NAME_LIMIT) p++;
                const unsigned char *afterName = p;
                while (p < end && is_blank(*p)) p++;
                if (p < end && *p == '=') {
                    p++;
                    while (p < end && is_blank(*p)) p++;
                    if (p < end && (*p == '"' || *p == '\'')) {
                        // libxml2 ends a quoted value at its quote or at a NUL byte.
                        unsigned char quote = *p++;
                        while (p < end && *p != quote && *p != 0) p++;
                        if (p < end && *p == quote) p++;
                    } else {
                        while (p < end && *p != 0 && *p != '>' && !is_blank(*p)) p++;
                    }
                } else {
                    p = afterName;
                }
                count++;
            } else {
                while (p < end && *p != 0 && *p != '>' && !is_blank(*p) && !(*p == '/' && p + 1 < end && p[1] == '>')) p++;
            }
            while (p < end && is_blank(*p)) p++;
            if (count <= READER_MARKUP_MAXIMUM_ATTRIBUTES || start == p) COPY(start, p);
        }
        if (count > *widest) *widest = count;
    }
#undef COPY
    return written;
}

static ReaderMarkupDocument *parse_html(const char *bytes, int32_t length, const char *encoding, int ignoreDeclared, int32_t *status);
static ReaderMarkupDocument *parse_xml(const char *bytes, int32_t length, int converted, int32_t *status);

static void ignore_message(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

/// libxml2 writes errors that have no parser (a failed conversion) to stderr itself; a library prints
/// nothing, and what went wrong is read from the parser instead (`finished`).
static void silence_libxml2(void) { xmlSetGenericErrorFunc(NULL, ignore_message); }

/// Why a parse stopped before the end of its input, or READER_MARKUP_PARSED: the text after would be
/// lost. A byte the declared encoding cannot decode ends the input's conversion; past its depth limit
/// (an internal error) or a text node's size limit libxml2 halts.
static int32_t finished(xmlParserCtxtPtr context) {
    if (context->input && context->input->buf && context->input->buf->error) return READER_MARKUP_BAD_ENCODING;
    if (context->instate != XML_PARSER_EOF || !context->disableSAX) return READER_MARKUP_PARSED;
    return context->errNo == XML_ERR_INTERNAL_ERROR ? READER_MARKUP_TOO_DEEP : READER_MARKUP_STOPPED;
}

/// The bytes as the scan reads them: ASCII-compatible. UTF-16 (told by its byte-order mark or its
/// first `<`, as libxml2 tells it) is converted to UTF-8 into `*owned`, which the caller frees; NULL
/// for UTF-32 and EBCDIC, whose tags the scan could not see.
static const char *ascii_compatible(const char *bytes, int32_t *length, unsigned char **owned) {
    *owned = NULL;
    if (*length < 4) return bytes;
    xmlCharEncoding detected = xmlDetectCharEncoding((const unsigned char *)bytes, 4);
    switch (detected) {
    case XML_CHAR_ENCODING_UTF16LE:
    case XML_CHAR_ENCODING_UTF16BE: break;
    case XML_CHAR_ENCODING_UCS4LE: case XML_CHAR_ENCODING_UCS4BE: case XML_CHAR_ENCODING_UCS4_2143:
    case XML_CHAR_ENCODING_UCS4_3412: case XML_CHAR_ENCODING_EBCDIC: case XML_CHAR_ENCODING_UCS2:
        return NULL;
    default: return bytes;
    }
    int bigEndian = detected == XML_CHAR_ENCODING_UTF16BE;
    const unsigned char *in = (const unsigned char *)bytes;
    size_t units = (size_t)*length / 2, i = 0, written = 0;
    unsigned char *out = malloc(units * 3 + 1);
    if (!out) return NULL;
    if (units > 0 && (in[0] | in[1] << 8) == (bigEndian ? 0xFFFE : 0xFEFF)) i = 1;
    for (; i < units; i++) {
        uint32_t c = bigEndian ? (uint32_t)(in[2 * i] << 8 | in[2 * i + 1]) : (uint32_t)(in[2 * i] | in[2 * i + 1] << 8);
        if (c >= 0xD800 && c < 0xDC00 && i + 1 < units) {
            uint32_t low = bigEndian ? (uint32_t)(in[2 * i + 2] << 8 | in[2 * i + 3]) : (uint32_t)(in[2 * i + 2] | in[2 * i + 3] << 8);
            if (low >= 0xDC00 && low < 0xE000) {
                c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
                i++;
            }
        }
        if (c >= 0xD800 && c < 0xE000) c = 0xFFFD;
        if (c < 0x80) {
            out[written++] = (unsigned char)c;
        } else if (c < 0x800) {
            out[written++] = (unsigned char)(0xC0 | c >> 6);
            out[written++] = (unsigned char)(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            out[written++] = (unsigned char)(0xE0 | c >> 12);
            out[written++] = (unsigned char)(0x80 | (c >> 6 & 0x3F));
            out[written++] = (unsigned char)(0x80 | (c & 0x3F));
        } else {
            out[written++] = (unsigned char)(0xF0 | c >> 18);
            out[written++] = (unsigned char)(0x80 | (c >> 12 & 0x3F));
            out[written++] = (unsigned char)(0x80 | (c >> 6 & 0x3F));
            out[written++] = (unsigned char)(0x80 | (c & 0x3F));
        }
    }
    *owned = out;
    *length = (int32_t)written;
    return (const char *)out;
}

ReaderMarkupDocument *reader_markup_parse_html(const char *bytes, int32_t length, const char *encoding, int32_t *status) {
    unsigned char *converted;
    bytes = ascii_compatible(bytes, &length, &converted);
    if (!bytes) {
        *status = READER_MARKUP_UNREADABLE;
        return NULL;
    }
    if (converted) encoding = "UTF-8";
    ReaderMarkupDocument *document = parse_html(bytes, length, encoding, converted != NULL, status);
    free(converted);
    return document;
}

static ReaderMarkupDocument *parse_html(const char *bytes, int32_t length, const char *encoding, int ignoreDeclared, int32_t *status) {
    size_t tags, widest;
    scan_tags((const unsigned char *)bytes, (size_t)length, NULL, &tags, &widest);
    if (tags > READER_MARKUP_MAXIMUM_TAGS) {
        *status = READER_MARKUP_TOO_MANY_TAGS;
        return NULL;
    }
    // libxml2 compares each attribute with every one before it on the element: quadratic in their number.
    unsigned char *capped = NULL;
    if (widest > READER_MARKUP_MAXIMUM_ATTRIBUTES) {
        capped = malloc((size_t)length);
        if (!capped) {
            *status = READER_MARKUP_UNREADABLE;
            return NULL;
        }
        length = (int32_t)scan_tags((const unsigned char *)bytes, (size_t)length, capped, &tags, &widest);
        bytes = (const char *)capped;
    }
    htmlParserCtxtPtr context = htmlNewParserCtxt();
    if (!context) {
        free(capped);
        *status = READER_MARKUP_UNREADABLE;
        return NULL;
    }
    int options = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET | HTML_PARSE_COMPACT;
    if (ignoreDeclared) options |= HTML_PARSE_IGNORE_ENC;
    silence_libxml2();
    htmlDocPtr document = htmlCtxtReadMemory(context, bytes, length, NULL, encoding, options);
    int32_t stopped = finished(context);
    htmlFreeParserCtxt(context);
    free(capped);
    if (stopped != READER_MARKUP_PARSED || !document) {
        if (document) xmlFreeDoc(document);
        *status = stopped != READER_MARKUP_PARSED ? stopped : READER_MARKUP_UNREADABLE;
        return NULL;
    }
    *status = READER_MARKUP_PARSED;
    return (ReaderMarkupDocument *)document;
}

ReaderMarkupDocument *reader_markup_parse_xml(const char *bytes, int32_t length, int32_t *status) {
    unsigned char *converted;
    bytes = ascii_compatible(bytes, &length, &converted);
    if (!bytes) {
        *status = READER_MARKUP_UNREADABLE;
        return NULL;
    }
    ReaderMarkupDocument *document = parse_xml(bytes, length, converted != NULL, status);
    free(converted);
    return document;
}

static ReaderMarkupDocument *parse_xml(const char *bytes, int32_t length, int converted, int32_t *status) {
    size_t tags, widest;
    scan_tags((const unsigned char *)bytes, (size_t)length, NULL, &tags, &widest);
    if (tags > READER_MARKUP_MAXIMUM_TAGS || widest > READER_MARKUP_MAXIMUM_ATTRIBUTES) {
        *status = tags > READER_MARKUP_MAXIMUM_TAGS ? READER_MARKUP_TOO_MANY_TAGS : READER_MARKUP_TOO_MANY_ATTRIBUTES;
        return NULL;
    }
    xmlParserCtxtPtr context = xmlNewParserCtxt();
    if (!context) {
        *status = READER_MARKUP_UNREADABLE;
        return NULL;
    }
    // No XML_PARSE_NOENT and no DTD loading: entities stay unexpanded, so no billion laughs and no file reads.
    int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_COMPACT;
    if (converted) options |= XML_PARSE_IGNORE_ENC;
    silence_libxml2();
    xmlDocPtr document = xmlCtxtReadMemory(context, bytes, length, NULL, converted ? "UTF-8" : NULL, options);
    // Strict XML gives no document at any error: only the depth limit earns a reason of its own.
    if (document) *status = READER_MARKUP_PARSED;
    else *status = finished(context) == READER_MARKUP_TOO_DEEP ? READER_MARKUP_TOO_DEEP : READER_MARKUP_UNREADABLE;
    xmlFreeParserCtxt(context);
    return (ReaderMarkupDocument *)document;
}

void reader_markup_free(ReaderMarkupDocument *document) {
    if (document) xmlFreeDoc((xmlDocPtr)document);
}

ReaderMarkupNode *reader_markup_root(ReaderMarkupDocument *document) {
    return document ? (ReaderMarkupNode *)xmlDocGetRootElement((xmlDocPtr)document) : NULL;
}

ReaderMarkupNode *reader_markup_first_child(ReaderMarkupNode *node) {
    return node ? (ReaderMarkupNode *)((xmlNodePtr)node)->children : NULL;
}

ReaderMarkupNode *reader_markup_next(ReaderMarkupNode *node) {
    return node ? (ReaderMarkupNode *)((xmlNodePtr)node)->next : NULL;
}

int32_t reader_markup_type(ReaderMarkupNode *node) {
    switch (((xmlNodePtr)node)->type) {
    case XML_ELEMENT_NODE: return READER_MARKUP_ELEMENT;
    case XML_TEXT_NODE: return READER_MARKUP_TEXT;
    case XML_CDATA_SECTION_NODE: return READER_MARKUP_CDATA;
    default: return READER_MARKUP_OTHER;
    }
}

const char *reader_markup_name(ReaderMarkupNode *node) {
    xmlNodePtr element = (xmlNodePtr)node;
    return element->type == XML_ELEMENT_NODE ? (const char *)element->name : NULL;
}

const char *reader_markup_text(ReaderMarkupNode *node) {
    xmlNodePtr text = (xmlNodePtr)node;
    if (text->type != XML_TEXT_NODE && text->type != XML_CDATA_SECTION_NODE) return NULL;
    return (const char *)text->content;
}

char *reader_markup_attribute(ReaderMarkupNode *node, const char *name) {
    xmlNodePtr element = (xmlNodePtr)node;
    if (element->type != XML_ELEMENT_NODE) return NULL;
    for (xmlAttrPtr attribute = element->properties; attribute; attribute = attribute->next) {
        if (strcmp((const char *)attribute->name, name) != 0) continue;
        xmlChar *value = xmlNodeGetContent((xmlNodePtr)attribute);
        if (!value) return NULL;
        char *copy = strdup((const char *)value);
        xmlFree(value);
        return copy;
    }
    return NULL;
}
