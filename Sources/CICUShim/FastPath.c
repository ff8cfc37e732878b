/* A fast path for the common case: lines made only of ASCII and a few
   typographic punctuation marks (‘ ’ “ ” – — …). On such lines this file
   reproduces ICU's English word segments and rule statuses exactly (the
   tests compare both paths), and UAX #29 sentence breaks, about ten times
   faster than ICU's rule engine. Every other line goes through ICU. */
#include <string.h>
#include "BreakerInternals.h"

enum CharClass { C_OTHER, C_LETTER, C_DIGIT, C_EXTEND_NUM, C_MID_NUM_LET, C_MID_NUM, C_SPACE, C_NEWLINE };

/* Word-break class of each ASCII byte. */
static uint8_t asciiWordClass[128];

/* Class of the character at `s` (length in `*length`), for word breaking. */
static inline enum CharClass word_class(const uint8_t *s, int32_t *length) {
    uint8_t c = s[0];
    if (c < 0x80) {
        *length = 1;
        return (enum CharClass)asciiWordClass[c];
    }
    *length = 3; /* only E2 80 xx reach here: the line was checked */
    return s[2] == 0x98 || s[2] == 0x99 ? C_MID_NUM_LET : C_OTHER;
}

static void init_word_classes(void) {
    for (int c = 0; c < 128; c++) {
        enum CharClass cls = C_OTHER;
        if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') cls = C_LETTER;
        else if (c >= '0' && c <= '9') cls = C_DIGIT;
        else switch (c) {
        case '@': cls = C_LETTER; break; /* ICU's English rules treat '@' as a letter */
        case '_': cls = C_EXTEND_NUM; break;
        case '.': case '\'': cls = C_MID_NUM_LET; break;
        case ',': case ';': cls = C_MID_NUM; break;
        case ' ': cls = C_SPACE; break;
        case '\n': case '\r': cls = C_NEWLINE; break;
        default: break;
        }
        asciiWordClass[c] = (uint8_t)cls;
    }
}

void reader_fast_init(ReaderBreaker *b) {
    init_word_classes();
    for (UChar c = 0; c < 128; c++) b->asciiKinds[c] = (int8_t)reader_classify(&c, 1);
}

int reader_fast_line_is_simple(const uint8_t *line, int32_t length) {
    for (int32_t i = 0; i < length; i++) {
        uint8_t c = line[i];
        if (c < 0x80) {
            /* A lone CR breaks lines too; leave it to ICU. Form feed and
               vertical tab are rare and have their own sentence rules. */
            if ((c == '\r' && (i + 1 >= length || line[i + 1] != '\n')) || c == '\f' || c == '\v') return 0;
            continue;
        }
        if (c != 0xE2 || i + 2 >= length || line[i + 1] != 0x80) return 0;
        switch (line[i + 2]) {
        case 0x98: case 0x99: case 0x9C: case 0x9D: case 0x93: case 0x94: case 0xA6: break;
        default: return 0;
        }
        i += 2;
    }
    return 1;
}

/* Kind of a one-character segment outside words. */
static int32_t other_kind(const ReaderBreaker *b, const uint8_t *s) {
    if (s[0] < 0x80) return b->asciiKinds[s[0]];
    return READER_SEGMENT_PUNCT; /* all the allowed multi-byte characters are punctuation */
}

static int32_t fast_words(ReaderBreaker *b, const uint8_t *utf8, int32_t start, int32_t end) {
    int32_t i = start;
    while (i < end) {
        int32_t length;
        enum CharClass cls = word_class(utf8 + i, &length);
        int32_t segmentStart = i;
        int32_t status;
        if (cls == C_LETTER || cls == C_DIGIT || cls == C_EXTEND_NUM) {
            /* WB5-WB13b: letters, digits and '_' join; '.', '\'' and ’ join
               two letters or two digits; ',' and ';' join two digits. */
            /* ICU reports the status of the last rule matched: a letter gives
               200, a digit 100, '_' after '_' 200, '_' otherwise no change. */
            status = cls == C_LETTER ? UBRK_WORD_LETTER : cls == C_DIGIT ? UBRK_WORD_NUMBER : UBRK_WORD_NONE;
            enum CharClass previous = cls;
            i += length;
            while (i < end) {
                cls = word_class(utf8 + i, &length);
                if (cls == C_LETTER || cls == C_DIGIT || cls == C_EXTEND_NUM) {
                    if (cls == C_LETTER) status = UBRK_WORD_LETTER;
                    else if (cls == C_DIGIT) status = UBRK_WORD_NUMBER;
                    else if (previous == C_EXTEND_NUM) status = UBRK_WORD_LETTER;
                    previous = cls;
                    i += length;
                    continue;
                }
                if ((cls == C_MID_NUM_LET || cls == C_MID_NUM) && i + length < end) {
                    int32_t nextLength;
                    enum CharClass next = word_class(utf8 + i + length, &nextLength);
                    int joins = (previous == C_DIGIT && next == C_DIGIT)
                        || (cls == C_MID_NUM_LET && previous == C_LETTER && next == C_LETTER);
                    if (joins) {
                        i += length;
                        continue;
                    }
                }
                break;
            }
            if (status == UBRK_WORD_NONE) status = b->asciiKinds['_'];
        } else if (cls == C_SPACE) {
            while (i < end && utf8[i] == ' ') i++; /* WB3d: horizontal spaces stay together */
            status = READER_SEGMENT_SPACE;
        } else if (cls == C_NEWLINE) {
            i += utf8[i] == '\r' && i + 1 < end && utf8[i + 1] == '\n' ? 2 : 1;
            status = READER_SEGMENT_SPACE;
        } else {
            status = other_kind(b, utf8 + i);
            i += length;
        }
        if (!reader_push_segment(b, segmentStart, i, status)) return -U_MEMORY_ALLOCATION_ERROR;
    }
    return 0;
}

/* Sentence classes of UAX #29 for the characters a simple line can hold. */
enum SentenceClass { S_OTHER, S_UPPER, S_LOWER, S_DIGIT, S_ATERM, S_STERM, S_CLOSE, S_SPACE, S_SEP, S_CONTINUE };

static enum SentenceClass sentence_class(const uint8_t *s, int32_t *length) {
    uint8_t c = s[0];
    *length = 1;
    if (c >= 0x80) {
        *length = 3;
        switch (s[2]) {
        case 0x98: case 0x99: case 0x9C: case 0x9D: return S_CLOSE;
        case 0x93: case 0x94: return S_CONTINUE;
        default: return S_OTHER;
        }
    }
    if (c >= 'A' && c <= 'Z') return S_UPPER;
    if (c >= 'a' && c <= 'z') return S_LOWER;
    if (c >= '0' && c <= '9') return S_DIGIT;
    switch (c) {
    case '.': return S_ATERM;
    case '!': case '?': return S_STERM;
    case '"': case '\'': case '(': case ')': case '[': case ']': case '{': case '}': return S_CLOSE;
    case ' ': case '\t': return S_SPACE;
    case '\n': case '\r': return S_SEP;
    case ',': case '-': case ':': return S_CONTINUE; /* ';' joins SContinue only in Unicode 15.1, after ICU 72 */
    default: return S_OTHER;
    }
}

/* Sentence starts inside one simple line, by UAX #29 SB6-SB11. Only the
   bytes around '.', '!' and '?' matter, so the scan jumps between them. */
static int32_t fast_sentences(ReaderBreaker *b, const uint8_t *utf8, int32_t start, int32_t end) {
    if (!reader_push_sentence(b, start)) return -U_MEMORY_ALLOCATION_ERROR;
    int32_t i = start;
    while (i < end) {
        uint8_t c = utf8[i];
        if (c != '.' && c != '!' && c != '?') {
            i++;
            continue;
        }
        uint8_t before = i > start ? utf8[i - 1] : ' ';
        int letterBefore = ((before | 0x20) >= 'a' && (before | 0x20) <= 'z');
        int32_t length;
        enum SentenceClass cls;
        /* The last of a run of terminals decides ("?!", "..."). */
        int32_t k = i + 1;
        enum SentenceClass terminal = c == '.' ? S_ATERM : S_STERM;
        while (k < end && (utf8[k] == '.' || utf8[k] == '!' || utf8[k] == '?')) {
            terminal = utf8[k] == '.' ? S_ATERM : S_STERM;
            k++;
        }
        int32_t afterTerminal = k;
        if (terminal == S_ATERM && k < end) {
            enum SentenceClass next = sentence_class(utf8 + k, &length);
            if (next == S_DIGIT) { i = k; continue; }                                                      /* SB6 */
            if (next == S_UPPER && letterBefore && afterTerminal == i + 1) { i = k; continue; }            /* SB7 */
        }
        while (k < end && sentence_class(utf8 + k, &length) == S_CLOSE) k += length;
        while (k < end && sentence_class(utf8 + k, &length) == S_SPACE) k += length;
        if (k >= end || (cls = sentence_class(utf8 + k, &length)) == S_SEP) { i = k; continue; } /* the line end breaks anyway */
        if (cls == S_CONTINUE || cls == S_ATERM || cls == S_STERM) { i = k; continue; }           /* SB8a */
        if (terminal == S_ATERM) {                                                                 /* SB8 */
            int32_t m = k;
            enum SentenceClass ahead = cls;
            while (m < end) {
                ahead = sentence_class(utf8 + m, &length);
                if (ahead == S_UPPER || ahead == S_LOWER || ahead == S_SEP || ahead == S_ATERM || ahead == S_STERM) break;
                m += length;
            }
            if (m < end && ahead == S_LOWER) { i = k; continue; }
        }
        if (!reader_push_sentence(b, k)) return -U_MEMORY_ALLOCATION_ERROR;
        i = k;
    }
    return 0;
}

int32_t reader_fast_line(ReaderBreaker *b, const uint8_t *utf8, int32_t start, int32_t end, int32_t wantSentences) {
    int32_t result = fast_words(b, utf8, start, end);
    if (result < 0 || !wantSentences) return result;
    return fast_sentences(b, utf8, start, end);
}
