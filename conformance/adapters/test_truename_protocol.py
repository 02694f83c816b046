"""Tests of truename_protocol, driving `serve` with fake stdin/stdout.

Run from the repository root:
    python3 -m unittest discover -s adapters -p 'test_*.py'
"""

import contextlib
import io
import json
import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import truename_protocol as tp  # noqa: E402

ENGINE = {"name": "fake", "version": "0", "capabilities": ["query:names"]}


class Flushes(io.StringIO):
    """A stdout that records its writes and flushes, in order."""

    def __init__(self):
        super().__init__()
        self.events = []

    def write(self, s):
        self.events.append("write")
        return super().write(s)

    def flush(self):
        self.events.append("flush")
        super().flush()


def request(rid, queries, case_id="c"):
    return json.dumps({"type": "case", "id": rid, "case": {"id": case_id, "queries": queries}})


def names_engine(case):
    """A fake engine: every object is named after its id; `boom` queries raise."""
    if case.get("id") == "unbuildable":
        raise tp.Skip("can't build this board")
    if case.get("id") == "broken":
        raise RuntimeError("engine fell over")

    def ask(query):
        if query["query"] == "boom":
            raise ValueError("bad query")
        if query["query"] == "skip":
            raise tp.Skip("no such query here")
        if query["query"] == "fail":
            raise tp.Failed("engine refused")
        return tp.answer({"names": {"names": [query["object"]]}})

    return ask


def run(lines, open_case=names_engine, stdout=None):
    """Serves `lines` (strings, without newlines); returns (messages written, log lines)."""
    stdin = io.StringIO("".join(line + "\n" for line in lines))
    stdout = stdout or io.StringIO()
    logged = []
    tp.serve(ENGINE, open_case, stdin=stdin, stdout=stdout, log=lambda *a: logged.append(" ".join(a)))
    return [json.loads(line) for line in stdout.getvalue().splitlines()], logged


class ServeTest(unittest.TestCase):
    def test_answer_marks_only_adapter_provenance(self):
        self.assertEqual(tp.answer({"bool": True}), {"answer": {"bool": True}})
        self.assertEqual(tp.answer({"bool": True}, answered_by="engine"), {"answer": {"bool": True}})
        self.assertEqual(tp.answer({"bool": True}, answered_by="adapter"),
                         {"answer": {"bool": True}, "answered_by": "adapter"})
        for bad in ("Adapter", "", None, "suite"):
            with self.assertRaises(ValueError):
                tp.answer({"bool": True}, answered_by=bad)

    def test_an_adapter_answer_goes_on_the_wire_marked(self):
        def engine(case):
            return lambda q: tp.answer({"names": {"names": ["x"]}}, answered_by="adapter")
        out, _ = run([request(1, [{"query": "names", "object": "a"}])], open_case=engine)
        self.assertEqual(out[1], {"id": 1, "replies": [
            {"answer": {"names": {"names": ["x"]}}, "answered_by": "adapter"}]})

    def test_hello_comes_first_even_without_input(self):
        messages, _ = run([])
        self.assertEqual(messages, [{"type": "hello", "protocol": 1, "engine": ENGINE}])

    def test_answers_each_query_in_order_with_the_request_id(self):
        messages, _ = run([request(7, [{"query": "names", "object": "a"}, {"query": "names", "object": "b"}])])
        self.assertEqual(messages[1], {"id": 7, "replies": [
            {"answer": {"names": {"names": ["a"]}}}, {"answer": {"names": {"names": ["b"]}}}]})

    def test_a_case_without_queries_gets_no_replies(self):
        messages, _ = run([json.dumps({"type": "case", "id": 1, "case": {"id": "c"}})])
        self.assertEqual(messages[1], {"id": 1, "replies": []})

    def test_blank_lines_garbage_and_unknown_types_are_skipped(self):
        messages, logged = run(["", "   ", "not json", "[1]", json.dumps({"type": "ping"}),
                                request(1, [{"query": "names", "object": "a"}])])
        self.assertEqual([m.get("id") for m in messages], [None, 1])
        self.assertEqual(len(logged), 3)

    def test_stops_at_shutdown(self):
        messages, _ = run([request(1, []), json.dumps({"type": "shutdown"}), request(2, [])])
        self.assertEqual([m.get("id") for m in messages], [None, 1])

    def test_a_failing_query_answers_error_and_the_others_still_answer(self):
        messages, logged = run([request(1, [{"query": "boom"}, {"query": "names", "object": "a"},
                                            {"query": "skip"}, {"query": "fail"}])])
        self.assertEqual(messages[1]["replies"], [
            {"error": "ValueError: bad query"}, {"answer": {"names": {"names": ["a"]}}},
            {"skip": "no such query here"}, {"error": "engine refused"}])
        self.assertEqual(logged, ["case c: ValueError: bad query"])

    def test_a_case_that_cant_be_opened_answers_every_query(self):
        two = [{"query": "names", "object": "a"}, {"query": "names", "object": "b"}]
        messages, _ = run([request(1, two, "unbuildable"), request(2, two, "broken"), request(3, two)])
        self.assertEqual(messages[1]["replies"], [{"skip": "can't build this board"}] * 2)
        self.assertEqual(messages[2]["replies"], [{"error": "RuntimeError: engine fell over"}] * 2)
        self.assertEqual(len(messages[3]["replies"]), 2)  # the adapter lives on

    def test_unsupported_names_what_the_engine_lacks(self):
        def open_case(case):
            if case.get("id") == "kit":
                raise tp.Unsupported("card", "Spy Kit")

            def ask(query):
                raise tp.Unsupported("effect", "word_swap")

            return ask

        one = [{"query": "names", "object": "a"}]
        messages, logged = run([request(1, one * 2, "kit"), request(2, one)], open_case)
        self.assertEqual(messages[1]["replies"], [{"unsupported": {"card": "Spy Kit"}}] * 2)
        self.assertEqual(messages[2]["replies"], [{"unsupported": {"effect": "word_swap"}}])
        self.assertEqual(logged, [])
        with self.assertRaises(ValueError):
            tp.Unsupported("deck", "x")

    def test_prefixes_of_skip_and_failed_subclasses(self):
        class Unreachable(tp.Skip):
            prefix = "adapter: "

        def open_case(case):
            raise Unreachable("no probe")

        messages, _ = run([request(1, [{"query": "names", "object": "a"}])], open_case)
        self.assertEqual(messages[1]["replies"], [{"skip": "adapter: no probe"}])

    def test_flushes_after_every_message(self):
        out = Flushes()
        run([request(1, []), request(2, [])], stdout=out)
        self.assertEqual(out.events, ["write", "flush"] * 3)

    def test_prints_in_the_engine_go_to_stderr(self):
        def chatty(case):
            print("debugging the board")
            return names_engine(case)

        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            messages, _ = run([request(1, [{"query": "names", "object": "a"}])], chatty)
        self.assertEqual(len(messages), 2)
        self.assertIn("debugging the board", err.getvalue())

    def test_non_ascii_is_written_as_utf8_text(self):
        out = io.StringIO()
        run([request(1, [{"query": "names", "object": "Lim-Dûl's Vault"}])], stdout=out)
        self.assertIn("Lim-Dûl's Vault", out.getvalue())


class ProcessTest(unittest.TestCase):
    def test_real_stdio_exits_zero_at_the_end_of_input(self):
        script = ("import truename_protocol as tp; "
                  f"tp.serve({ENGINE!r}, lambda case: lambda q: tp.answer({{'bool': True}}))")
        done = subprocess.run([sys.executable, "-c", script], cwd=HERE, capture_output=True,
                              input=(request(1, [{"query": "same_name"}]) + "\n").encode(), timeout=30)
        self.assertEqual(done.returncode, 0, done.stderr)
        lines = done.stdout.decode("utf-8").splitlines()
        self.assertEqual(json.loads(lines[0])["type"], "hello")
        self.assertEqual(json.loads(lines[1]), {"id": 1, "replies": [{"answer": {"bool": True}}]})


if __name__ == "__main__":
    unittest.main()
