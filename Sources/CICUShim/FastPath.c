/* A fast path for the common case: lines made only of ASCII and a few
   typographic punctuation marks (‘ ’ “ ” – — …). On such lines this file
   reproduces ICU's English word segments and rule statuses exactly (the
   tests compare both paths), and UAX #29 sentence breaks, about ten times
   faster than ICU's rule engine. Every other line goes through ICU. */
#include <string.h>
#include "BreakerInternals.h"

/* Word-break classes; C_LETTER..C_EXTEND_NUM are the ones that make up words.
   C_E2 starts one of the allowed three-byte characters (checked where met);
   C_CR and C_BAIL mark bytes a simple line cannot hold (a lone CR breaks lines
   by itself; form feed, vertical tab and other non-ASCII bytes have rules of
   their own), which sends the line to ICU. */
enum CharClass {
    C_OTHER, C_LETTER, C_DIGIT, C_EXTEND_NUM, C_MID_NUM_LET, C_MID_NUM, C_SPACE, C_NEWLINE, C_CR, C_E2, C_BAIL
};

/* Word-break class of each byte. */
static uint8_t byteClass[256];

static inline int is_word_class(enum CharClass cls) { return cls >= C_LETTER && cls <= C_EXTEND_NUM; }

/* Is the three-byte character at `s` one of ‘ ’ “ ” – — … (and inside the line)? */
static inline int is_allowed_e2(const uint8_t *s, const uint8_t *end) {
    if (end - s < 3 || s[1] != 0x80) return 0;
    switch (s[2]) {
    case 0x98: case 0x99: case 0x9C: case 0x9D: case 0x93: case 0x94: case 0xA6: return 1;
    default: return 0;
    }
}

/* Class of the character at `s` for the join rules inside a word: ‘ and ’
   join letters like an ASCII apostrophe. */
static inline enum CharClass join_class(const uint8_t *s, const uint8_t *end, int32_t *length) {
    enum CharClass cls = (enum CharClass)byteClass[s[0]];
    *length = 1;
    if (cls == C_E2 && end - s >= 3 && s[1] == 0x80 && (s[2] == 0x98 || s[2] == 0x99)) {
        *length = 3;
        return C_MID_NUM_LET;
    }
    return cls;
}

static void init_word_classes(void) {
    for (int c = 0; c < 256; c++) {
        enum CharClass cls = C_OTHER;
        if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') cls = C_LETTER;
        else if (c >= '0' && c <= '9') cls = C_DIGIT;
        else if (c == 0xE2) cls = C_E2;
        else if (c >= 0x80) cls = C_BAIL;
        else switch (c) {
        case '@': cls = C_LETTER; break; /* ICU's English rules treat '@' as a letter */
        case '_': cls = C_EXTEND_NUM; break;
        case '.': case '\'': cls = C_MID_NUM_LET; break;
        case ',': case ';': cls = C_MID_NUM; break;
        case ' ': cls = C_SPACE; break;
        case '\n': cls = C_NEWLINE; break;
        case '\r': cls = C_CR; break;
        case '\f': case '\v': cls = C_BAIL; break;
        default: break;
        }
        byteClass[c] = (uint8_t)cls;
    }
}

void reader_fast_init(ReaderBreaker *b) {
    init_word_classes();
    for (UChar c = 0; c < 128; c++) b->asciiKinds[c] = (int8_t)reader_classify(&c, 1);
}

/* 0x80 in each byte of `v` that is not a word-class letter (A-Z, a-z, '@').
   Exact up to the first non-ASCII byte, which counts as a non-letter; a carry
   out of it can only touch later bytes. */
static inline uint64_t non_letter_bytes(uint64_t v) {
    const uint64_t highs = 0x8080808080808080ULL, ones = 0x0101010101010101ULL;
    uint64_t lower = v | (ones * 0x20);
    uint64_t atLeastA = lower + ones * (0x80 - 'a'), pastZ = lower + ones * (0x80 - 'z' - 1);
    uint64_t letters = atLeastA & ~pastZ & ~v & highs;
    uint64_t at = v ^ (ones * '@');
    uint64_t isAt = ~(((at & ~highs) + ~highs) | at | ~highs);
    return ~(letters | isAt) & highs;
}

/* End of the run of letters starting at `i`, eight bytes at a time: the loop
   ends once per word instead of mispredicting at a different byte each time. */
static inline int32_t letter_run_end(const uint8_t *utf8, int32_t i, int32_t end) {
    while (i + 8 <= end) {
        uint64_t v;
        memcpy(&v, utf8 + i, 8);
        uint64_t stops = non_letter_bytes(v);
        if (stops) return i + (__builtin_ctzll(stops) >> 3);
        i += 8;
    }
    while (i < end && byteClass[utf8[i]] == C_LETTER) i++;
    return i;
}

/* The segments of one line. Returns 0, a negative ICU error, or
   READER_FAST_NOT_SIMPLE on meeting a character the fast path does not
   handle (the caller then drops this line's segments and asks ICU). */
static int32_t fast_words(ReaderBreaker *b, const uint8_t *utf8, int32_t start, int32_t end) {
    const uint8_t *lineEnd = utf8 + end;
    int32_t i = start;
    while (i < end) {
        int32_t segmentStart = i;
        int32_t status;
        enum CharClass cls = (enum CharClass)byteClass[utf8[i]];
        if (is_word_class(cls)) {
            /* WB5-WB13b: letters, digits and '_' join; '.', '\'' and ’ join
               two letters or two digits; ',' and ';' join two digits. ICU
               reports the status of the last rule matched: a letter gives 200,
               a digit 100, '_' after '_' 200, '_' otherwise no change. */
            status = cls == C_LETTER ? UBRK_WORD_LETTER : cls == C_DIGIT ? UBRK_WORD_NUMBER : UBRK_WORD_NONE;
            enum CharClass previous = cls;
            i++;
            for (;;) {
                int32_t lettersEnd = letter_run_end(utf8, i, end);
                if (lettersEnd > i) {
                    i = lettersEnd;
                    previous = C_LETTER;
                    status = UBRK_WORD_LETTER;
                }
                if (i >= end) break;
                int32_t length;
                cls = join_class(utf8 + i, lineEnd, &length);
                if (is_word_class(cls)) {
                    if (cls == C_DIGIT) status = UBRK_WORD_NUMBER;
                    else if (previous == C_EXTEND_NUM) status = UBRK_WORD_LETTER;
                    previous = cls;
                    i++;
                    continue;
                }
                if ((cls == C_MID_NUM_LET || cls == C_MID_NUM) && i + length < end) {
                    int32_t nextLength;
                    enum CharClass next = join_class(utf8 + i + length, lineEnd, &nextLength);
                    if ((previous == C_DIGIT && next == C_DIGIT)
                        || (cls == C_MID_NUM_LET && previous == C_LETTER && next == C_LETTER)) {
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
            i++;
            status = READER_SEGMENT_SPACE;
        } else if (cls == C_CR) {
            if (i + 1 >= end || utf8[i + 1] != '\n') return READER_FAST_NOT_SIMPLE;
            i += 2;
            status = READER_SEGMENT_SPACE;
        } else if (cls == C_E2) {
            if (!is_allowed_e2(utf8 + i, lineEnd)) return READER_FAST_NOT_SIMPLE;
            i += 3; /* all the allowed three-byte characters are punctuation */
            status = READER_SEGMENT_PUNCT;
        } else if (cls == C_BAIL) {
            return READER_FAST_NOT_SIMPLE;
        } else {
            status = b->asciiKinds[utf8[i]];
            i++;
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

/* Offset of the first '.', '!' or '?' in [i, end), or end; eight bytes at a time. */
static inline int32_t next_terminal(const uint8_t *utf8, int32_t i, int32_t end) {
    const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
    while (i + 8 <= end) {
        uint64_t v;
        memcpy(&v, utf8 + i, 8);
        uint64_t period = v ^ (ones * '.'), bang = v ^ (ones * '!'), question = v ^ (ones * '?');
        uint64_t zero = ((period - ones) & ~period) | ((bang - ones) & ~bang) | ((question - ones) & ~question);
        if (zero & highs) break;
        i += 8;
    }
    while (i < end && utf8[i] != '.' && utf8[i] != '!' && utf8[i] != '?') i++;
    return i;
}

/* Sentence starts inside one simple line, by UAX #29 SB6-SB11. Only the
   bytes around '.', '!' and '?' matter, so the scan jumps between them. */
static int32_t fast_sentences(ReaderBreaker *b, const uint8_t *utf8, int32_t start, int32_t end) {
    if (!reader_push_sentence(b, start)) return -U_MEMORY_ALLOCATION_ERROR;
    int32_t i = start;
    while (i < end) {
        i = next_terminal(utf8, i, end);
        if (i >= end) break;
        uint8_t c = utf8[i];
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
    int32_t segmentsBefore = b->segmentCount;
    int32_t result = fast_words(b, utf8, start, end);
    if (result == READER_FAST_NOT_SIMPLE) b->segmentCount = segmentsBefore;
    if (result != 0 || !wantSentences) return result;
    return fast_sentences(b, utf8, start, end);
}
