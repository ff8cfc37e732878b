"""Imports reader's exports with the real Anki and checks the notes it made.

Usage: anki_check.py NOTES.txt NOTES.apkg SOURCE_PATH (see scripts/anki-check.sh).
"""
import os
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


def main():
    tsv, apkg, source = sys.argv[1:4]
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
    print("anki-check: ok")


if __name__ == "__main__":
    main()
