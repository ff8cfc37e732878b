#ifndef READER_CSPEECH_H
#define READER_CSPEECH_H

#include <stdint.h>

/// eSpeak NG behind a header with none of its types, so Swift sees only plain C values.
/// eSpeak keeps one global synthesizer per process: callers serialise every call.

/// Loads eSpeak NG and its voice data once (every other call needs it first). Returns the sample rate
/// in Hz; -2 when the library (Debian's libespeak-ng1) cannot be loaded, -1 when the data (espeak-ng-data)
/// cannot be found.
int32_t reader_speech_start(void);

/// Selects a voice by its language (en-us, en-gb...) or its name. Returns 0 when found.
int32_t reader_speech_select_voice(const char *name);

/// The languages of the installed voices whose language starts with `prefix`, one per line,
/// sorted and without repeats, in a buffer the caller frees with `free`.
char *reader_speech_voice_languages(const char *prefix);

/// Synthesises UTF-8 text at `wordsPerMinute` into 16-bit mono samples at the start rate.
/// On success returns the number of samples and stores a buffer the caller frees with
/// `free` in `samples` (NULL when there are none); returns a negative value on failure.
int64_t reader_speech_synthesize(const char *utf8, int32_t wordsPerMinute, int16_t **samples);

#endif
