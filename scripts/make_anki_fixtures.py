"""Makes the Anki packages the import tests read, with the real Anki (PyPI `anki`).

Usage: make_anki_fixtures.py OUT_DIR (see scripts/make-anki-fixtures.sh). Writes
deck.apkg (Anki's current format: zstd-compressed collection.anki21b),
deck-legacy.apkg (collection.anki21, "support older Anki versions") and
collection.colpkg (the whole collection), all from one collection whose cards
are put in known states: review (mature and young, with and without an FSRS
memory state), learning, relearning, new and suspended, in two decks.
"""
import os
import sys
import tempfile
import time

from anki.cards_pb2 import FsrsMemoryState
from anki.collection import Collection, ExportAnkiPackageOptions

DAY = 86_400


def main():
    out = sys.argv[1]
    folder = tempfile.mkdtemp()
    col = Collection(os.path.join(folder, "fixture.anki2"))
    now = int(time.time())
    today = (now - col.crt) // DAY
    english = col.decks.id("English")
    phrasal = col.decks.id("English::Phrasal verbs")
    basic = col.models.by_name("Basic")
    cloze = col.models.by_name("Cloze")

    def add(model, fields, deck, tags):
        note = col.new_note(model)
        for name, value in fields.items():
            note[name] = value
        note.tags = tags
        col.add_note(note, deck)
        return note

    def schedule(card, kind, queue, ivl=0, due=0, memory=None, last_review=None):
        card.type, card.queue, card.ivl, card.due = kind, queue, ivl, due
        if memory:
            card.memory_state = FsrsMemoryState(stability=memory[0], difficulty=memory[1])
        if last_review:
            card.last_review_time = last_review
        col.update_card(card)

    # Mature review card with an FSRS memory state: Known.
    card = add(basic, {"Front": "ubiquitous", "Back": "everywhere"}, english, ["vocab"]).cards()[0]
    schedule(card, 2, 2, ivl=45, due=today + 30, memory=(52.5, 4.25), last_review=now - 15 * DAY)
    # Young review card: Learning.
    card = add(basic, {"Front": "serendipity", "Back": "luck"}, english, ["vocab"]).cards()[0]
    schedule(card, 2, 2, ivl=6, due=today + 2, memory=(6.75, 6.5), last_review=now - 4 * DAY)
    # Mature review card without FSRS (SM-2), its last answer only in the review log: Known, as "run".
    card = add(basic, {"Front": "ran", "Back": "past of run"}, english, []).cards()[0]
    schedule(card, 2, 2, ivl=30, due=today + 10)
    col.db.execute("INSERT INTO revlog VALUES (?, ?, -1, 3, 30, 12, 2500, 6000, 1)", (now - 20 * DAY) * 1000, card.id)
    # Learning (due in ten minutes) and new cards: Learning.
    card = add(basic, {"Front": "ephemeral", "Back": "short-lived"}, english, []).cards()[0]
    schedule(card, 1, 1, due=now + 600, memory=(0.5, 7.0), last_review=now - 60)
    add(basic, {"Front": "quixotic", "Back": "idealistic"}, english, ["leech"])
    # Suspended mature card, HTML in its field: Known.
    card = add(basic, {"Front": "<b>cogent</b>&nbsp;", "Back": "convincing"}, english, []).cards()[0]
    schedule(card, 2, -1, ivl=25, due=today + 5, memory=(30.0, 5.0), last_review=now - 20 * DAY)
    # Relearning card of a phrase in a sub-deck: Learning.
    card = add(basic, {"Front": "look up", "Back": "search for"}, phrasal, []).cards()[0]
    schedule(card, 3, 1, ivl=3, due=now + 300, memory=(2.5, 8.0), last_review=now - 300)
    # A sentence is no term: left out.
    add(basic, {"Front": "The cat sat on the mat while everyone watched.", "Back": "?"}, english, [])
    # A cloze note: c1 mature (Known), c2 new (Learning).
    note = add(cloze, {"Text": "She {{c1::encoded}} the message before {{c2::sending::verb}} it."}, english, ["grammar"])
    first, second = sorted(note.cards(), key=lambda c: c.ord)
    schedule(first, 2, 2, ivl=40, due=today + 20, memory=(44.0, 3.5), last_review=now - 10 * DAY)

    for legacy, name in ((False, "deck.apkg"), (True, "deck-legacy.apkg")):
        col.export_anki_package(out_path=os.path.join(out, name), limit=None, options=ExportAnkiPackageOptions(
            with_scheduling=True, with_deck_configs=False, with_media=False, legacy=legacy))
    col.export_collection_package(os.path.join(out, "collection.colpkg"), include_media=False, legacy=False)
    for name in ("deck.apkg", "deck-legacy.apkg", "collection.colpkg"):
        print(f"{name}: {os.path.getsize(os.path.join(out, name))} bytes")


if __name__ == "__main__":
    main()
