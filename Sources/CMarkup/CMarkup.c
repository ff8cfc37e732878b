#include "CMarkup.h"

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdlib.h>
#include <string.h>

ReaderMarkupDocument *reader_markup_parse_html(const char *bytes, int32_t length, const char *encoding) {
    int options = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET | HTML_PARSE_COMPACT;
    return (ReaderMarkupDocument *)htmlReadMemory(bytes, length, NULL, encoding, options);
}

ReaderMarkupDocument *reader_markup_parse_xml(const char *bytes, int32_t length) {
    // No XML_PARSE_NOENT and no DTD loading: entities stay unexpanded, so no billion laughs and no file reads.
    int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_COMPACT;
    return (ReaderMarkupDocument *)xmlReadMemory(bytes, length, NULL, NULL, options);
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
