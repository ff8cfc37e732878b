#include "CSpeech.h"

#include <dlfcn.h>
#include <espeak-ng/speak_lib.h>
#include <stdlib.h>
#include <string.h>

// eSpeak NG is loaded on first use, not linked: linked, it and the audio and X11 libraries it needs (some 30)
// were loaded and relocated at the start of every command, about 4 ms, though only speech uses it.
static struct {
    int (*initialize)(espeak_AUDIO_OUTPUT, int, const char *, int);
    void (*set_synth_callback)(t_espeak_callback *);
    espeak_ERROR (*set_voice_by_properties)(espeak_VOICE *);
    espeak_VOICE *(*get_current_voice)(void);
    espeak_ERROR (*set_voice_by_name)(const char *);
    const espeak_VOICE **(*list_voices)(espeak_VOICE *);
    espeak_ERROR (*set_parameter)(espeak_PARAMETER, int, int);
    espeak_ERROR (*synth)(const void *, size_t, unsigned int, espeak_POSITION_TYPE, unsigned int, unsigned int,
                          unsigned int *, void *);
} espeak;

static int load_espeak(void) {
    static int loaded = 0;
    if (loaded) return loaded;
    void *library = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) return loaded = -1;
    *(void **)&espeak.initialize = dlsym(library, "espeak_Initialize");
    *(void **)&espeak.set_synth_callback = dlsym(library, "espeak_SetSynthCallback");
    *(void **)&espeak.set_voice_by_properties = dlsym(library, "espeak_SetVoiceByProperties");
    *(void **)&espeak.get_current_voice = dlsym(library, "espeak_GetCurrentVoice");
    *(void **)&espeak.set_voice_by_name = dlsym(library, "espeak_SetVoiceByName");
    *(void **)&espeak.list_voices = dlsym(library, "espeak_ListVoices");
    *(void **)&espeak.set_parameter = dlsym(library, "espeak_SetParameter");
    *(void **)&espeak.synth = dlsym(library, "espeak_Synth");
    if (!espeak.initialize || !espeak.set_synth_callback || !espeak.set_voice_by_properties || !espeak.get_current_voice
        || !espeak.set_voice_by_name || !espeak.list_voices || !espeak.set_parameter || !espeak.synth) {
        return loaded = -1;
    }
    return loaded = 1;
}

typedef struct {
    int16_t *samples;
    int64_t count;
    int64_t capacity;
    int failed;
} SampleBuffer;

static int collect(short *wave, int count, espeak_EVENT *events) {
    SampleBuffer *buffer = events ? (SampleBuffer *)events->user_data : NULL;
    if (!buffer || !wave || count <= 0) return 0;
    if (buffer->count + count > buffer->capacity) {
        int64_t capacity = buffer->capacity ? buffer->capacity * 2 : 16384;
        while (capacity < buffer->count + count) capacity *= 2;
        int16_t *grown = realloc(buffer->samples, (size_t)capacity * sizeof(int16_t));
        if (!grown) {
            buffer->failed = 1;
            return 1;
        }
        buffer->samples = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->samples + buffer->count, wave, (size_t)count * sizeof(int16_t));
    buffer->count += count;
    return 0;
}

int32_t reader_speech_start(void) {
    static int32_t rate = 0;
    if (rate > 0) return rate;
    if (load_espeak() < 0) return -2;
    // DONT_EXIT: a missing data folder must come back as an error, not end the process.
    int result = espeak.initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, NULL, espeakINITIALIZE_DONT_EXIT);
    if (result <= 0) return -1;
    espeak.set_synth_callback(collect);
    rate = result;
    return rate;
}

int32_t reader_speech_select_voice(const char *name) {
    // A language (en-gb) is found by the voices' properties; a voice name by its name.
    espeak_VOICE wanted = {0};
    wanted.languages = name;
    if (espeak.set_voice_by_properties(&wanted) == EE_OK) {
        espeak_VOICE *chosen = espeak.get_current_voice();
        if (chosen && chosen->languages && strcmp(chosen->languages + 1, name) == 0) return 0;
    }
    return espeak.set_voice_by_name(name) == EE_OK ? 0 : -1;
}

static int compare_strings(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

char *reader_speech_voice_languages(const char *prefix) {
    const espeak_VOICE **voices = espeak.list_voices(NULL);
    size_t count = 0;
    while (voices && voices[count]) count++;
    const char **languages = calloc(count + 1, sizeof(char *));
    if (!languages) return NULL;
    size_t found = 0, length = 1;
    for (size_t i = 0; i < count; i++) {
        // `languages` is a priority byte, then the language name.
        const char *language = voices[i]->languages ? voices[i]->languages + 1 : NULL;
        if (!language || strncmp(language, prefix, strlen(prefix)) != 0) continue;
        languages[found++] = language;
        length += strlen(language) + 1;
    }
    qsort(languages, found, sizeof(char *), compare_strings);
    char *text = malloc(length);
    if (!text) {
        free(languages);
        return NULL;
    }
    text[0] = 0;
    const char *previous = NULL;
    for (size_t i = 0; i < found; i++) {
        if (previous && strcmp(previous, languages[i]) == 0) continue;
        strcat(text, languages[i]);
        strcat(text, "\n");
        previous = languages[i];
    }
    free(languages);
    return text;
}

int64_t reader_speech_synthesize(const char *utf8, int32_t wordsPerMinute, int16_t **samples) {
    *samples = NULL;
    if (espeak.set_parameter(espeakRATE, wordsPerMinute, 0) != EE_OK) return -1;
    SampleBuffer buffer = {0};
    espeak_ERROR result = espeak.synth(utf8, strlen(utf8) + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, &buffer);
    if (result != EE_OK || buffer.failed) {
        free(buffer.samples);
        return -1;
    }
    *samples = buffer.samples;
    return buffer.count;
}
