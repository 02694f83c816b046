"""The real cards the adapter plays besides the case's own, and the reserve each deck holds.

Every one is a card of the Oracle subset. Probe cards wait in the library (where no probe
looks at them) until a probe or a board-building flow moves one out (`Board.reserve`).
"""

ECHOING_TRUTH = "Echoing Truth"  # same_name, is_named: returns all permanents with that name
CRANIAL_EXTRACTION = "Cranial Extraction"  # is_named off the battlefield (phase can't cast it)
LILIANAS_CONTRACT = "Liliana's Contract"  # different names: "four or more Demons with different names"
MEDDLING_MAGE = "Meddling Mage"  # castable; choose_card_name under "nonland"
PITHING_NEEDLE = "Pithing Needle"  # choose_card_name, no constraint
PSYCHIC_PAPER = "Psychic Paper"  # choose_card_name under "creature"; the set-name effect
SPY_KIT = "Spy Kit"  # the all-names effect (a case's own Spy Kit)
CLONE = "Clone"  # the copy effect (a case's own Clone)
COMMAND_TOWER = "Command Tower"  # color_identity
TARGET_DUMMIES = ["Grizzly Bears", "Spy Kit", "Liliana's Contract"]  # castable: legal targets
VICTIM = "Grizzly Bears"  # the creature that dies for a "dies" token creator
KALDRA_PARTS = ["Sword of Kaldra", "Shield of Kaldra"]  # Helm of Kaldra's activation needs them


def probe_cards_needed(case):
    """Which probe cards each deck needs (in the reserve, in the library), as (seat, name)."""
    need = [(0, ECHOING_TRUTH), (0, ECHOING_TRUTH), (0, CRANIAL_EXTRACTION),
            (0, LILIANAS_CONTRACT), (1, LILIANAS_CONTRACT), (0, MEDDLING_MAGE),
            (0, PITHING_NEEDLE), (0, PSYCHIC_PAPER)]
    need += [(1, n) for n in TARGET_DUMMIES]
    need += [(0, VICTIM), (1, VICTIM)] + [(s, n) for s in (0, 1) for n in KALDRA_PARTS]
    return need
