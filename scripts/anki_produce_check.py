"""Imports `reader export --format apkg --produce` with the real Anki and checks the second card.

Usage: anki_produce_check.py PRODUCE.apkg (see scripts/anki-check.sh). Each note must have two cards:
the first asks the cloze of the sentence, the second the English word under the learner's language's
words; the note type's style hides each card's half from the other (`.card1`/`.card2`, the classes Anki
gives a cloze note's cards).
"""
import os
import sys
import tempfile

from anki.collection import Collection
from anki.import_export_pb2 import ImportAnkiPackageRequest


def main():
    package = sys.argv[1]
    with tempfile.TemporaryDirectory() as folder:
        col = Collection(os.path.join(folder, "produce.anki2"))
        new = len(col.import_anki_package(ImportAnkiPackageRequest(package_path=package)).log.new)
        notes = [col.get_note(nid) for nid in col.find_notes("")]
        print(f"apkg --produce: {new} new notes")
        assert new == len(notes) and notes, new
        for note in notes:
            cards = sorted(note.cards(), key=lambda card: card.ord)
            assert [card.ord for card in cards] == [0, 1], [card.ord for card in cards]
            recognize, produce = cards[0].question(), cards[1].question()
            print(f"  {note.guid}\n    card 1: {recognize}\n    card 2: {produce}")
            assert 'class="reader-produce"' in produce and "[...]" in produce.split('class="reader-produce"')[1], produce
            assert "[...]" in recognize.split('class="reader-produce"')[0], recognize
            css = cards[1].css()
            assert ".card1 .reader-produce, .card1 .reader-sentence, .card2 .reader-recognize { display: none; }" in css, css
            assert 'class="reader-sentence"' in cards[1].answer()
        col.close()
    print("anki-produce-check: ok")


if __name__ == "__main__":
    main()
