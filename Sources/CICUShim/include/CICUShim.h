#ifndef READER_CICU_SHIM_H
#define READER_CICU_SHIM_H

#include <stdint.h>

/// A pair of ICU break iterators (word + sentence, English rules) plus scratch
/// buffers. The header exposes no ICU types: Foundation bundles its own ICU and
/// a Swift module that sees both sets of headers does not compile.
typedef struct ReaderBreaker ReaderBreaker;

/// Kinds the shim assigns to segments ICU gives no word status (negative so
/// they never collide with ICU's rule statuses).
enum {
    READER_SEGMENT_SPACE = -1,
    READER_SEGMENT_PUNCT = -2,
    READER_SEGMENT_SYMBOL = -3,
    READER_SEGMENT_EMOJI = -4,
    READER_SEGMENT_NUMBER_OTHER = -5,
    READER_SEGMENT_OTHER = -6,
};

/// A word-break segment in UTF-8 byte offsets of the input. `status` is ICU's
/// rule status (100.. number, 200.. letter, 300.. kana, 400.. ideographic) or
/// one of the READER_SEGMENT_ kinds above.
typedef struct {
    int32_t start;
    int32_t end;
    int32_t status;
} ReaderSegment;

/// Returns NULL on failure and stores ICU's error code in `errorCode`.
ReaderBreaker *reader_breaker_create(int32_t *errorCode);
void reader_breaker_destroy(ReaderBreaker *breaker);

/// Segments bytes [from, to) of UTF-8 (invalid sequences count as U+FFFD and
/// keep their byte offsets); `from` must start a line (0 or just after a line
/// feed), and offsets count from `utf8`. Returns the number of word segments,
/// readable through `reader_breaker_segments`, or a negative ICU error code.
/// Sentence starts (UTF-8 offsets, the first is always `from`) are computed
/// too when `wantSentences` is non-zero.
int32_t reader_breaker_run(ReaderBreaker *breaker, const uint8_t *utf8, int32_t from, int32_t to, int32_t wantSentences);
const ReaderSegment *reader_breaker_segments(const ReaderBreaker *breaker);
int32_t reader_breaker_sentence_count(const ReaderBreaker *breaker);
const int32_t *reader_breaker_sentence_starts(const ReaderBreaker *breaker);

/// Tests only: 0 sends every line through ICU, 1 (the default) lets lines of
/// ASCII and common punctuation take the equivalent fast path.
void reader_breaker_set_fast_path(ReaderBreaker *breaker, int32_t enabled);

/// Raw ICU word-break pass (UTF-8 -> UTF-16 conversion and boundary walk)
/// returning the boundary count; the baseline the benchmarks compare with.
int32_t reader_icu_count_word_boundaries(ReaderBreaker *breaker, const uint8_t *utf8, int32_t length);

/// Asks the CPU to bring `address` into its caches ahead of use: a hint that
/// never faults, for the tokenizer's batched hash lookups (Swift has no prefetch).
static inline void reader_prefetch(const void *address) { __builtin_prefetch(address); }

#endif
