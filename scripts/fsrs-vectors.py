#!/usr/bin/env python3
"""Prints FSRS-6 reference vectors as a Swift test table, with py-fsrs as the oracle.

    python3 -m venv /tmp/fsrs && /tmp/fsrs/bin/pip install fsrs==6.3.2
    /tmp/fsrs/bin/python scripts/fsrs-vectors.py > /tmp/vectors.swift

The output is pasted into Tests/ReaderEngineTests/FSRSVectorTests.swift; py-fsrs is
not a test dependency. Fuzz is off (py-fsrs draws it from an unseeded random()).
Each scenario starts with a new card at 2022-11-29 12:30 UTC; every review happens
at the previous due time plus `late` seconds (negative = early).
"""
import random
from datetime import datetime, timedelta, timezone

import fsrs

START = datetime(2022, 11, 29, 12, 30, tzinfo=timezone.utc)
RATING_NAMES = {1: ".again", 2: ".hard", 3: ".good", 4: ".easy"}
STATE_NAMES = {1: ".learning", 2: ".review", 3: ".relearning"}


def scenario(ratings, lates):
    scheduler = fsrs.Scheduler(enable_fuzzing=False)
    card = fsrs.Card(card_id=1, due=START)
    at = START
    steps = []
    for rating, late in zip(ratings, lates):
        at = card.due + timedelta(seconds=late) if card.last_review else START
        card, _ = scheduler.review_card(card, fsrs.Rating(rating), at)
        due_seconds = int((card.due - START).total_seconds())
        steps.append(
            f"Step({RATING_NAMES[rating]}, late: {late}, {STATE_NAMES[card.state]}, "
            f"due: {due_seconds}, stability: {card.stability:.4f}, difficulty: {card.difficulty:.4f})"
        )
    return steps


def main():
    generator = random.Random(6)
    scenarios = [([3, 3, 3, 3, 3, 3, 1, 1, 3, 3, 3, 3, 3], [0] * 13)]
    scenarios.append(([4, 2, 2, 1, 3, 4, 1, 2, 3], [0] * 9))
    for _ in range(6):
        count = generator.randint(6, 14)
        ratings = [generator.choice([1, 2, 3, 3, 3, 4]) for _ in range(count)]
        # Some reviews late by days, some early by hours (same-day reviews).
        lates = [generator.choice([0, 0, 3600, 86400 * generator.randint(1, 40), -3600 * generator.randint(1, 20)])
                 for _ in range(count)]
        lates[0] = 0  # the first review is the card's creation time
        scenarios.append((ratings, lates))
    # One constant per scenario keeps the Swift type checker fast.
    for number, (ratings, lates) in enumerate(scenarios):
        print(f"let scenario{number}: [Step] = [")
        for line in scenario(ratings, lates):
            print(f"    {line},")
        print("]")
    print("let generatedScenarios = [" + ", ".join(f"scenario{n}" for n in range(len(scenarios))) + "]")
    scheduler = fsrs.Scheduler()
    print("let retrievabilityTable: [(Double, Int, Double)] = [")
    for stability, days in [(1.0, 1), (2.3065, 3), (10.0, 10), (46.3169, 30), (100.0, 365), (0.5, 0)]:
        card = fsrs.Card(card_id=1, stability=stability, difficulty=5.0, last_review=START, state=fsrs.State.Review)
        value = scheduler.get_card_retrievability(card, START + timedelta(days=days))
        print(f"    ({stability}, {days}, {value:.6f}),")
    print("]")


if __name__ == "__main__":
    main()
