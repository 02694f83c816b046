"""Tests of the phase adapter: they drive adapter.py as a subprocess over truename protocol v1.

Run with the venv that has the pinned phase-python:
    target/phase-venv/bin/python -m unittest discover -s conformance/adapters/phase -p 'test_*.py'
"""

import json
import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
ADAPTER = os.path.join(HERE, "adapter.py")
TRUENAME = os.path.join(ROOT, "target", "release", "truename")


class Session:
    """One adapter process: hello, then one response line per request line."""

    def __init__(self):
        self.proc = subprocess.Popen(
            [sys.executable, ADAPTER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, encoding="utf-8")
        self.hello = json.loads(self.proc.stdout.readline())
        self.next_id = 1

    def ask(self, case):
        rid = self.next_id
        self.next_id += 1
        self.proc.stdin.write(json.dumps({"type": "case", "id": rid, "case": case}) + "\n")
        self.proc.stdin.flush()
        response = json.loads(self.proc.stdout.readline())
        assert response["id"] == rid, response
        assert len(response["replies"]) == len(case["queries"]), response
        return response["replies"]

    def close(self):
        self.proc.stdin.write(json.dumps({"type": "shutdown"}) + "\n")
        self.proc.stdin.close()
        code = self.proc.wait(timeout=10)
        self.proc.stdout.close()
        self.proc.stderr.close()
        return code


class AdapterTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.session = Session()

    @classmethod
    def tearDownClass(cls):
        cls.code = cls.session.close()
        assert cls.code == 0, f"adapter exited {cls.code}"

    def test_handshake(self):
        hello = self.session.hello
        self.assertEqual(hello["type"], "hello")
        self.assertEqual(hello["protocol"], 1)
        self.assertEqual(hello["engine"]["name"], "phase")
        self.assertEqual(hello["engine"]["version"], "0.103.0")  # the pin
        caps = set(hello["engine"]["capabilities"])
        self.assertIn("query:same_name", caps)
        self.assertIn("query:choose_card_name", caps)
        # phase parses every text-changing card of the subset as unimplemented
        self.assertNotIn("effect:word-swap", caps)
        self.assertNotIn("effect:full-text", caps)
        # name-setting is realized through Psychic Paper, tokens through their creators
        self.assertIn("effect:set-name", caps)
        self.assertIn("object:token", caps)

    def test_phase_passes_choosing_a_card_name(self):
        # 201.4 / 108.2b: Pithing Needle's prompt accepts a card name, refuses a token name
        replies = self.session.ask({
            "id": "t/choose", "rules": ["201.4"], "objects": [], "effects": [],
            "queries": [
                {"query": "choose_card_name", "name": "Llanowar Elves"},
                {"query": "choose_card_name", "name": "Kaldra"},
            ]})
        self.assertEqual(replies[0], {"answer": {"choice": {"valid": True, "chosen": ["Llanowar Elves"]}}})
        self.assertEqual(replies[1], {"answer": {"choice": {"valid": False, "chosen": []}}})

    def test_phase_passes_meddling_mage_and_an_adventure(self):
        # 715.3a: with Stomp named, the Adventure can't be cast but the creature can
        case = {"id": "t/adventure", "rules": ["715.3a"], "effects": [],
                "objects": [{"id": "giant", "card": "Bonecrusher Giant // Stomp", "zone": "hand"}],
                "queries": [
                    {"query": "castable", "object": "giant", "cast_as": "adventure", "chosen": "Stomp"},
                    {"query": "castable", "object": "giant", "chosen": "Stomp"},
                ]}
        self.assertEqual(self.session.ask(case), [{"answer": {"bool": False}}, {"answer": {"bool": True}}])

    def test_phase_diverges_on_face_down_permanents(self):
        # CR 201.2a / 708.2: two face-down creatures share no name, so Echoing Truth on one
        # returns only that one. phase 0.103.0 returns both (its names are both ""). When
        # phase fixes this, this test fails: update it and expectations.json.
        case = {"id": "t/face-down", "rules": ["201.2a"], "effects": [],
                "objects": [{"id": "fd1", "card": "Exalted Angel", "face_down": True},
                            {"id": "fd2", "card": "Whisperwood Elemental", "face_down": True},
                            {"id": "angel", "card": "Exalted Angel"},
                            {"id": "angel2", "card": "Exalted Angel"}],
                "queries": [
                    {"query": "same_name", "a": "fd1", "b": "fd2"},
                    {"query": "names", "object": "fd1"},
                    {"query": "same_name", "a": "angel", "b": "angel2"},
                ]}
        self.assertEqual(self.session.ask(case), [
            {"answer": {"bool": True}},  # the divergence (expected false)
            {"answer": {"names": {"names": []}}},
            {"answer": {"bool": True}},
        ])

    def test_phase_passes_psychic_paper_and_a_spell_on_the_stack(self):
        # 612.8: Psychic Paper (equipped through its real ability) names Grizzly Bears Runeclaw
        # Bear; 709.3: Fire // Ice cast as Ice is Ice on the stack
        case = {"id": "t/paper", "rules": ["612.8"],
                "objects": [{"id": "x", "card": "Grizzly Bears"}, {"id": "paper", "card": "Psychic Paper"},
                            {"id": "bear", "card": "Runeclaw Bear"},
                            {"id": "ice", "card": "Fire // Ice", "zone": "stack", "cast_as": "right_half"}],
                "effects": [{"timestamp": 1, "attached_at": 1, "source": "paper", "effect": "set_name",
                             "object": "x", "name": "Runeclaw Bear"}],
                "queries": [{"query": "names", "object": "x"}, {"query": "same_name", "a": "x", "b": "bear"},
                            {"query": "names", "object": "ice"},
                            {"query": "has_type", "object": "x", "type": "Bear"}]}
        self.assertEqual(self.session.ask(case), [
            {"answer": {"names": {"names": ["Runeclaw Bear"]}}}, {"answer": {"bool": True}},
            {"answer": {"names": {"names": ["Ice"]}}},
            # its creature type is the one the adapter picked at Psychic Paper's prompt
            {"unsupported": {"object": "x"}}])

    def test_phase_diverges_on_token_names(self):
        # CR 111.4: Raise the Alarm's tokens are named Soldier Token. phase 0.103.0 names them
        # "Soldier" (its subtypes without "Token"); they still share their name.
        case = {"id": "t/tokens", "rules": ["111.4"],
                "objects": [{"id": "alarm", "card": "Raise the Alarm", "zone": "graveyard"},
                            {"id": "s1", "token": {"created_by": "alarm", "created_at": 1}},
                            {"id": "s2", "token": {"created_by": "alarm", "created_at": 1}}],
                "queries": [{"query": "token_name", "object": "s1"}, {"query": "same_name", "a": "s1", "b": "s2"}]}
        self.assertEqual(self.session.ask(case), [
            {"answer": {"text": "Soldier"}},  # the divergence (expected "Soldier Token")
            {"answer": {"bool": True}}])

    def test_a_split_card_is_cast_as_the_half_asked(self):
        # CR 709.3: Wear // Tear cast as Tear is Tear, with Tear's mana cost, on the stack. phase's
        # casting-variant prompt (Left / Right / Fuse) must be answered with the right half.
        case = {"id": "t/right-half", "rules": ["709.3"], "effects": [],
                "objects": [{"id": "t", "card": "Wear // Tear", "zone": "stack", "cast_as": "right_half"}],
                "queries": [{"query": "names", "object": "t"}, {"query": "mana_cost", "object": "t"}]}
        self.assertEqual(self.session.ask(case), [
            {"answer": {"names": {"names": ["Tear"]}}}, {"answer": {"text": "{W}"}}])
        # an aftermath half phase won't cast from the graveyard: a board the adapter can't build
        case = {"id": "t/aftermath", "rules": ["709.3"], "effects": [],
                "objects": [{"id": "m", "card": "Commit // Memory", "zone": "stack", "cast_as": "right_half"}],
                "queries": [{"query": "names", "object": "m"}]}
        self.assertEqual(self.session.ask(case), [{"unsupported": {"object": "m"}}])
        # cast with no half named, phase would pick one itself: not the cast asked
        case = {"id": "t/no-half", "rules": ["709.3"], "effects": [],
                "objects": [{"id": "fi", "card": "Fire // Ice", "zone": "hand"}],
                "queries": [{"query": "castable", "object": "fi", "chosen": "Ice"}]}
        self.assertEqual(self.session.ask(case), [{"unsupported": {"object": "fi"}}])

    def test_fuse_is_phases_own_variant(self):
        # 702.102: phase parses Fuse and offers it. With Meddling Mage naming Tear, phase still
        # lets Wear // Tear be cast fused (the divergence: a fused spell has both names, 709.4d);
        # a fused spell's names are in no one field phase keeps: unsupported, never one half's.
        case = {"id": "t/fuse", "rules": ["702.102"], "effects": [],
                "objects": [{"id": "wt", "card": "Wear // Tear", "zone": "hand"}],
                "queries": [{"query": "castable", "object": "wt", "cast_as": "fused", "chosen": "Tear"}]}
        self.assertEqual(self.session.ask(case), [{"answer": {"bool": True}}])
        case = {"id": "t/fused-spell", "rules": ["709.4d"], "effects": [],
                "objects": [{"id": "wt", "card": "Wear // Tear", "zone": "stack", "cast_as": "fused"}],
                "queries": [{"query": "names", "object": "wt"}]}
        self.assertEqual(self.session.ask(case), [{"unsupported": {"object": "wt"}}])

    def test_a_face_down_cast_phase_doesnt_offer_is_unsupported(self):
        # 708.4: a face-down spell has no name. phase offers no face-down cast of a card without
        # morph or disguise, and casts it face up: that spell is not the one asked.
        for obj in ({"id": "ae", "card": "Artificial Evolution", "zone": "stack", "face_down": True},
                    {"id": "ae", "card": "Artificial Evolution", "zone": "stack", "cast_as": "face_down"}):
            case = {"id": "t/face-down-spell", "rules": ["708.4"], "effects": [], "objects": [obj],
                    "queries": [{"query": "names", "object": "ae"}]}
            self.assertEqual(self.session.ask(case), [{"unsupported": {"object": "ae"}}], obj)
        # with morph, phase's own face-down cast: a nameless spell
        case = {"id": "t/morph-spell", "rules": ["708.4"], "effects": [],
                "objects": [{"id": "ea", "card": "Exalted Angel", "zone": "stack", "cast_as": "face_down"}],
                "queries": [{"query": "names", "object": "ea"}]}
        self.assertEqual(self.session.ask(case), [{"answer": {"names": {"names": []}}}])

    def test_answers_echoing_the_adapters_own_data_are_marked_adapter(self):
        # A token given by name is made by phase's sandbox with the adapter's name and types:
        # reading them back is the adapter's answer, not phase's. Its mana cost is phase's own.
        # "No rules text" is inferred by the adapter from phase keeping no ability.
        case = {"id": "t/echo", "rules": ["111.4"], "effects": [],
                "objects": [{"id": "g", "token": {"name": "Goblin Token", "types": ["Creature"], "subtypes": ["Goblin"]}}],
                "queries": [{"query": "names", "object": "g"}, {"query": "token_name", "object": "g"},
                            {"query": "type_line", "object": "g"}, {"query": "mana_cost", "object": "g"},
                            {"query": "colors", "object": "g"}]}
        self.assertEqual(self.session.ask(case), [
            {"answer": {"names": {"names": ["Goblin Token"]}}, "answered_by": "adapter"},
            {"answer": {"text": "Goblin Token"}, "answered_by": "adapter"},
            {"answer": {"text": "Creature \u2014 Goblin"}, "answered_by": "adapter"},
            {"answer": {"text": "{0}"}},
            # the colors the adapter handed phase's sandbox with the name (none)
            {"answer": {"lines": []}, "answered_by": "adapter"}])
        case = {"id": "t/no-text", "rules": ["612.1"], "effects": [],
                "objects": [{"id": "b", "card": "Grizzly Bears"}], "queries": [{"query": "text", "object": "b"}]}
        self.assertEqual(self.session.ask(case), [{"answer": {"lines": []}, "answered_by": "adapter"}])

    def test_never_guesses_what_phase_cant_be_asked(self):
        # An adapter gap is `unsupported`, naming what the adapter can't reach in the case, never
        # a skip of a declared capability nor a guess. A name-setting effect with no Psychic
        # Paper behind it isn't realized: the effect.
        case = {"id": "t/set-name", "rules": ["612.8"],
                "objects": [{"id": "x", "card": "Grizzly Bears"}],
                "effects": [{"timestamp": 1, "effect": "set_name", "object": "x", "name": "Runeclaw Bear"}],
                "queries": [{"query": "names", "object": "x"}]}
        self.assertEqual(self.session.ask(case), [{"unsupported": {"effect": "set_name"}}])
        # a card in the graveyard: no phase card asks its name (Cranial Extraction can't be cast)
        case = {"id": "t/gy", "rules": ["201.2"],
                "objects": [{"id": "gy", "card": "Grizzly Bears", "zone": "graveyard"}],
                "queries": [{"query": "is_named", "object": "gy", "name": "Grizzly Bears"}]}
        self.assertEqual(self.session.ask(case), [{"unsupported": {"object": "gy"}}])
        # a text-changing effect isn't realized
        case = {"id": "t/swap", "rules": ["612.2"],
                "objects": [{"id": "bk", "card": "Black Knight"}],
                "effects": [{"timestamp": 1, "effect": "word_swap", "object": "bk",
                             "role": "color", "from": "white", "to": "red"}],
                "queries": [{"query": "names", "object": "bk"}]}
        self.assertEqual(self.session.ask(case), [{"unsupported": {"effect": "word_swap"}}])


@unittest.skipUnless(os.access(TRUENAME, os.X_OK), "needs target/release/truename (run.sh builds it)")
class RunnerSkipsByCapability(unittest.TestCase):
    def test_word_swap_case_is_skipped_by_the_runner(self):
        # The adapter declares no effect:word-swap, so the runner never sends this case.
        out = subprocess.run(
            [TRUENAME, "run", "--cmd", f"{sys.executable} {ADAPTER}", "--no-progress",
             "--id", "612.2/knights-color-words-in-names", "--format", "json"],
            cwd=ROOT, capture_output=True, text=True, timeout=120)
        report = json.loads(out.stdout)
        [engine] = report["engines"]
        [case] = engine["cases"]
        self.assertEqual(case["status"], "skip")
        missing = {m for q in case["questions"] for m in q.get("missing", [])}
        self.assertIn("effect:word-swap", missing)


if __name__ == "__main__":
    unittest.main()
