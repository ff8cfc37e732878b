#ifndef READER_BREAKER_INTERNALS_H
#define READER_BREAKER_INTERNALS_H

#include <stdint.h>
#include <unicode/ubrk.h>
#include "CICUShim.h"

struct ReaderBreaker {
    UBreakIterator *words;
    UBreakIterator *sentences;
    UChar *utf16;
    int32_t *utf8Offsets; /* utf16 index -> utf8 byte offset, one extra slot for the end */
    int32_t capacity16;
    int32_t capacityOffsets;
    ReaderSegment *segments;
    int32_t segmentCapacity;
    int32_t segmentCount;
    int32_t *sentenceStarts;
    int32_t sentenceCount;
    int32_t sentenceCapacity;
    int32_t fastPath;
    /* Segment kind of each ASCII character outside words, as reader_classify gives it. */
    int8_t asciiKinds[128];
};

int32_t reader_classify(const UChar *s, int32_t n);
int reader_grow_segments(ReaderBreaker *b);

static inline int reader_push_segment(ReaderBreaker *b, int32_t start, int32_t end, int32_t status) {
    if (b->segmentCount >= b->segmentCapacity && !reader_grow_segments(b)) return 0;
    ReaderSegment *seg = &b->segments[b->segmentCount++];
    seg->start = start;
    seg->end = end;
    seg->status = status;
    return 1;
}
int reader_push_sentence(ReaderBreaker *b, int32_t start);

/* The fast path (FastPath.c): lines of ASCII plus common typographic
   punctuation, segmented exactly as ICU's English word rules would. It
   answers READER_FAST_NOT_SIMPLE, having added nothing, for any other line. */
enum { READER_FAST_NOT_SIMPLE = 1 };
void reader_fast_init(ReaderBreaker *b);
int32_t reader_fast_line(ReaderBreaker *b, const uint8_t *utf8, int32_t start, int32_t end, int32_t wantSentences);

#endif
