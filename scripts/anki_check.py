"""Imports reader's exports with the real Anki and checks the notes it made.

Usage: anki_check.py NOTES.txt NOTES.apkg SOURCE_PATH [AUDIO.txt AUDIO_MEDIA_FOLDER AUDIO.apkg]...
(see scripts/anki-check.sh). The AUDIO files are exports with --audio: every note must name a
sound that, once imported, is in the collection's media with the bytes reader wrote.
"""
import os
import re
import shutil
import sys
import tempfile

from anki.collection import Collection
from anki.import_export_pb2 import ImportAnkiPackageRequest, ImportCsvRequest


def notes(col):
    found = []
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        decks = sorted({col.decks.name(card.did) for card in note.cards()})
        found.append((note.guid, note.note_type()["name"], note.fields, sorted(note.tags), decks))
    return sorted(found)


def check(label, col, import_once, source_path):
    first, second = import_once(), import_once()
    made = notes(col)
    print(f"{label}: first import {first} new, second {second} new; {len(made)} notes")
    for guid, kind, fields, tags, decks in made:
        print(f"  {guid}  {kind}  {decks}  {' '.join(tags)}\n    {fields[0]}\n    {fields[1]}")
    assert first == 3 and second == 0, (first, second)
    assert [decks for *_, decks in made] == [["reader::Science words"], ["reader::Science words"], ["reader"]]
    assert made[0][2][0] == "She {{c1::encoded}} the message."
    assert made[1][2][0] == "It {{c1::encodes}} data, too."
    assert "reader::deck::Science_words" in made[0][3] and "reader::learning" in made[0][3]
    assert all(source_path not in fields[1] and os.path.dirname(source_path) not in fields[1] for _, _, fields, _, _ in made)
    assert "<small>ch 1.txt</small>" in made[0][2][1]
    return made


def check_sounds(label, col, made, media_folder):
    """Each note names one sound; Anki's media check finds none missing, and
    each file is the one reader made (the .apkg's, or the folder's copied in)."""
    sounds = [re.findall(r"\[sound:([^\]]+)\]", fields[1]) for _, _, fields, _, _ in made]
    print(f"{label}: sounds {sounds}")
    assert [len(names) for names in sounds] == [1, 1, 1], sounds
    assert len({name for [name] in sounds}) == 3, sounds  # encoded, encodes, made a decision: the words as met
    check = col.media.check()
    assert list(check.missing) == [], check.missing
    for [name] in sounds:
        path = os.path.join(col.media.dir(), name)
        with open(path, "rb") as stored, open(os.path.join(media_folder, name), "rb") as made_file:
            assert stored.read() == made_file.read() and os.path.getsize(path) > 1000, name


def main():
    tsv, apkg, source = sys.argv[1:4]
    audio = [sys.argv[index:index + 3] for index in range(4, len(sys.argv), 3)]
    with tempfile.TemporaryDirectory() as folder:
        col = Collection(os.path.join(folder, "tsv.anki2"))

        def import_tsv():
            metadata = col.get_csv_metadata(tsv, None)
            return len(col.import_csv(ImportCsvRequest(path=tsv, metadata=metadata)).log.new)

        from_tsv = check("tab-separated", col, import_tsv, source)
        col.close()
        col = Collection(os.path.join(folder, "apkg.anki2"))

        def import_apkg():
            return len(col.import_anki_package(ImportAnkiPackageRequest(package_path=apkg)).log.new)

        from_apkg = check("apkg", col, import_apkg, source)
        assert all(kind == "reader Cloze" for _, kind, *_ in from_apkg)
        # Both exports make the same notes: same GUIDs, fields, tags and decks.
        assert [(g, f, t, d) for g, _, f, t, d in from_tsv] == [(g, f, t, d) for g, _, f, t, d in from_apkg]
        col.close()

        for number, (audio_tsv, audio_media, audio_apkg) in enumerate(audio):
            # The tab-separated file's sounds are copied into collection.media by hand, as README says.
            col = Collection(os.path.join(folder, f"audio-tsv-{number}.anki2"))
            for name in os.listdir(audio_media):
                shutil.copy(os.path.join(audio_media, name), col.media.dir())

            def import_audio_tsv():
                metadata = col.get_csv_metadata(audio_tsv, None)
                return len(col.import_csv(ImportCsvRequest(path=audio_tsv, metadata=metadata)).log.new)

            label = f"tab-separated with audio ({os.path.basename(audio_tsv)})"
            check_sounds(label, col, check(label, col, import_audio_tsv, source), audio_media)
            col.close()
            col = Collection(os.path.join(folder, f"audio-apkg-{number}.anki2"))

            def import_audio_apkg():
                return len(col.import_anki_package(ImportAnkiPackageRequest(package_path=audio_apkg)).log.new)

            label = f"apkg with audio ({os.path.basename(audio_apkg)})"
            check_sounds(label, col, check(label, col, import_audio_apkg, source), audio_media)
            col.close()
    print("anki-check: ok")


if __name__ == "__main__":
    main()
