// Anki's newer packages (collection.anki21b) are zstd-compressed SQLite files.
#include <zstd.h>
