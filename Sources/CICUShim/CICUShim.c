#include "CICUShim.h"
#include "BreakerInternals.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>
#include <unicode/uchar.h>
#include <unicode/utf16.h>



ReaderBreaker *reader_breaker_create(int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    ReaderBreaker *b = calloc(1, sizeof(ReaderBreaker));
    if (!b) { *errorCode = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    b->words = ubrk_open(UBRK_WORD, "en_US", NULL, 0, &status);
    /* ICU answers with a warning (U_USING_DEFAULT_WARNING); only > 0 is failure. */
    if (status <= U_ZERO_ERROR) {
        status = U_ZERO_ERROR;
        /* "ss=standard" suppresses breaks after abbreviations such as "Mr.". */
        b->sentences = ubrk_open(UBRK_SENTENCE, "en_US@ss=standard", NULL, 0, &status);
    }
    if (status > U_ZERO_ERROR) {
        *errorCode = status;
        reader_breaker_destroy(b);
        return NULL;
    }
    b->fastPath = 1;
    reader_fast_init(b);
    *errorCode = 0;
    return b;
}

void reader_breaker_destroy(ReaderBreaker *b) {
    if (!b) return;
    if (b->words) ubrk_close(b->words);
    if (b->sentences) ubrk_close(b->sentences);
    free(b->utf16);
    free(b->utf8Offsets);
    free(b->segments);
    free(b->sentenceStarts);
    free(b);
}

static int grow(void **buffer, int32_t *capacity, int32_t needed, size_t itemSize) {
    if (needed <= *capacity) return 1;
    int32_t next = *capacity ? *capacity : 1024;
    while (next < needed) next = next > (1 << 29) ? needed : next * 2;
    void *p = realloc(*buffer, (size_t)next * itemSize);
    if (!p) return 0;
    *buffer = p;
    *capacity = next;
    return 1;
}

/* Decodes UTF-8 to UTF-16, recording each code unit's source byte offset.
   Invalid or truncated sequences become U+FFFD, one per byte, so every
   offset still lands on a byte of the original input. */
static int32_t decode(ReaderBreaker *b, const uint8_t *s, int32_t n) {
    if (!grow((void **)&b->utf16, &b->capacity16, n + 1, sizeof(UChar))) return -1;
    if (!grow((void **)&b->utf8Offsets, &b->capacityOffsets, n + 1, sizeof(int32_t))) return -1;
    UChar *out = b->utf16;
    int32_t *off = b->utf8Offsets;
    int32_t i = 0, j = 0;
    while (i < n) {
        uint8_t c = s[i];
        if (c < 0x80) {
            out[j] = c; off[j++] = i++;
            continue;
        }
        uint32_t cp = 0;
        int32_t len = 0;
        if (c >= 0xC2 && c <= 0xDF) { len = 2; cp = c & 0x1F; }
        else if (c >= 0xE0 && c <= 0xEF) { len = 3; cp = c & 0x0F; }
        else if (c >= 0xF0 && c <= 0xF4) { len = 4; cp = c & 0x07; }
        int valid = len > 0 && i + len <= n;
        for (int32_t k = 1; valid && k < len; k++) {
            uint8_t cc = s[i + k];
            if ((cc & 0xC0) != 0x80) valid = 0;
            else cp = (cp << 6) | (cc & 0x3F);
        }
        if (valid && ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
                      (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))) valid = 0;
        if (!valid) {
            out[j] = 0xFFFD; off[j++] = i++;
            continue;
        }
        if (cp >= 0x10000) {
            cp -= 0x10000;
            out[j] = (UChar)(0xD800 + (cp >> 10)); off[j++] = i;
            out[j] = (UChar)(0xDC00 + (cp & 0x3FF)); off[j++] = i;
        } else {
            out[j] = (UChar)cp; off[j++] = i;
        }
        i += len;
    }
    off[j] = n;
    return j;
}

/* Kind of a segment ICU gives no word status, from its first code point. */
int32_t reader_classify(const UChar *s, int32_t n) {
    UChar32 c;
    int32_t i = 0;
    U16_NEXT(s, i, n, c);
    if (u_hasBinaryProperty(c, UCHAR_EXTENDED_PICTOGRAPHIC) || u_hasBinaryProperty(c, UCHAR_REGIONAL_INDICATOR)) {
        /* Keycap-free digits and '#' are pictographic only with a following U+FE0F/U+20E3. */
        if (c < 0x80 && n == 1) return c == '#' || c == '*' ? READER_SEGMENT_SYMBOL : READER_SEGMENT_PUNCT;
        return READER_SEGMENT_EMOJI;
    }
    if (u_isUWhiteSpace(c)) return READER_SEGMENT_SPACE;
    switch (u_charType(c)) {
    case U_DASH_PUNCTUATION: case U_START_PUNCTUATION: case U_END_PUNCTUATION:
    case U_CONNECTOR_PUNCTUATION: case U_OTHER_PUNCTUATION:
    case U_INITIAL_PUNCTUATION: case U_FINAL_PUNCTUATION:
        return READER_SEGMENT_PUNCT;
    case U_MATH_SYMBOL: case U_CURRENCY_SYMBOL: case U_MODIFIER_SYMBOL: case U_OTHER_SYMBOL:
        return READER_SEGMENT_SYMBOL;
    case U_DECIMAL_DIGIT_NUMBER: case U_LETTER_NUMBER: case U_OTHER_NUMBER:
        return READER_SEGMENT_NUMBER_OTHER;
    default:
        return READER_SEGMENT_OTHER;
    }
}

int reader_grow_segments(ReaderBreaker *b) {
    return grow((void **)&b->segments, &b->segmentCapacity, b->segmentCount + 1, sizeof(ReaderSegment));
}


int reader_push_sentence(ReaderBreaker *b, int32_t start) {
    if (b->sentenceCount >= b->sentenceCapacity &&
        !grow((void **)&b->sentenceStarts, &b->sentenceCapacity, b->sentenceCount + 1, sizeof(int32_t)))
        return 0;
    b->sentenceStarts[b->sentenceCount++] = start;
    return 1;
}

/* ICU over one line (bytes [start, end) of the input). */
static int32_t icu_line(ReaderBreaker *b, const uint8_t *utf8, int32_t start, int32_t end, int32_t wantSentences) {
    int32_t n16 = decode(b, utf8 + start, end - start);
    if (n16 < 0) return -U_MEMORY_ALLOCATION_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(b->words, b->utf16, n16, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    int32_t previous = ubrk_first(b->words);
    for (int32_t next = ubrk_next(b->words); next != UBRK_DONE; next = ubrk_next(b->words)) {
        int32_t rule = ubrk_getRuleStatus(b->words);
        int32_t kind = rule != UBRK_WORD_NONE ? rule : reader_classify(b->utf16 + previous, next - previous);
        if (!reader_push_segment(b, start + b->utf8Offsets[previous], start + b->utf8Offsets[next], kind))
            return -U_MEMORY_ALLOCATION_ERROR;
        previous = next;
    }
    if (wantSentences) {
        ubrk_setText(b->sentences, b->utf16, n16, &status);
        if (U_FAILURE(status)) return -(int32_t)status;
        for (int32_t pos = ubrk_first(b->sentences); pos != UBRK_DONE && pos < n16; pos = ubrk_next(b->sentences))
            if (!reader_push_sentence(b, start + b->utf8Offsets[pos])) return -U_MEMORY_ALLOCATION_ERROR;
    }
    return 0;
}

int32_t reader_breaker_run(ReaderBreaker *b, const uint8_t *utf8, int32_t from, int32_t to, int32_t wantSentences) {
    b->segmentCount = 0;
    b->sentenceCount = 0;
    int32_t start = from;
    while (start < to) {
        /* Word and sentence breaks never join across a line feed (UAX #29
           WB3a/WB3b, SB4), so each line can take its own path. */
        const uint8_t *newline = memchr(utf8 + start, '\n', (size_t)(to - start));
        int32_t end = newline ? (int32_t)(newline - utf8) + 1 : to;
        int32_t result = b->fastPath ? reader_fast_line(b, utf8, start, end, wantSentences) : READER_FAST_NOT_SIMPLE;
        if (result == READER_FAST_NOT_SIMPLE) result = icu_line(b, utf8, start, end, wantSentences);
        if (result < 0) return result;
        start = end;
    }
    return b->segmentCount;
}

void reader_breaker_set_fast_path(ReaderBreaker *b, int32_t enabled) { b->fastPath = enabled != 0; }

const ReaderSegment *reader_breaker_segments(const ReaderBreaker *b) { return b->segments; }
int32_t reader_breaker_sentence_count(const ReaderBreaker *b) { return b->sentenceCount; }
const int32_t *reader_breaker_sentence_starts(const ReaderBreaker *b) { return b->sentenceStarts; }

int32_t reader_icu_count_word_boundaries(ReaderBreaker *b, const uint8_t *utf8, int32_t length) {
    int32_t n16 = decode(b, utf8, length);
    if (n16 < 0) return -U_MEMORY_ALLOCATION_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(b->words, b->utf16, n16, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    int32_t count = 0;
    ubrk_first(b->words);
    while (ubrk_next(b->words) != UBRK_DONE) count++;
    return count;
}
