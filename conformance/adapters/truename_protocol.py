"""The engine side of truename protocol v1, for adapters written in Python (stdlib only).

Copy this file next to your adapter (or import it from here), and write only the part that
knows your engine: a function that builds a case's board and answers its queries. This module
does the talking. The normative specification is the `protocol` module of the Rust suite;
docs/adapter-guide.md walks through it.

    import truename_protocol as tp

    def open_case(case):
        board = MyEngine.build(case)        # raise tp.Skip("...") if the engine can't
        def ask(query):                     # called once per query, in order
            if query["query"] == "names":
                return tp.answer({"names": {"names": board.names_of(query["object"])}})
            raise tp.Skip(f"query {query['query']!r} is not supported")
        return ask

    tp.serve({"name": "my-engine", "version": "1.2.3", "capabilities": [...]}, open_case)

What `serve` does:

- writes the hello, `{"type":"hello","protocol":1,"engine":{...}}`, before reading anything;
- reads requests line by line from stdin, skipping blank lines and logging (to stderr) lines
  that aren't JSON objects and request types it doesn't know;
- answers every `case` request with exactly one `{"id":...,"replies":[...]}` line, one reply
  per query, in request order: `open_case(case)` once, then its function once per query;
- turns exceptions into replies instead of dying: `Skip` into `{"skip": ...}`, `Unsupported`
  into `{"unsupported": {...}}`, `Failed` into `{"error": ...}`, and any other exception into
  `{"error": "<Type>: <message>"}` (logged). An
  exception from `open_case` answers every query of the case; one from a query, that query;
- flushes stdout after every message (the suite pipelines requests and waits for each line);
- returns on `{"type":"shutdown"}` or at the end of stdin (the adapter then exits with 0);
- keeps stdout for protocol lines only: while it runs, `print()` and other writes to
  `sys.stdout` go to stderr, so a stray debug print can't corrupt the conversation.

Load what the engine needs *before* calling `serve`: the hello must come within the suite's
handshake time limit, and nothing may be written to stdout before it.
"""

import contextlib
import json
import sys

PROTOCOL = 1


class Skip(Exception):
    """Raise to answer `{"skip": reason}`: the engine can't express this case or query.

    A skip is an error with a reason (the query was sent, so its capabilities are declared):
    `truename run` fails it; raise `Unsupported` for a card, object or effect the engine
    doesn't implement (the reasoned skip). Never guess instead. A subclass may set `prefix`, which is put before the reason.
    """

    prefix = ""

    def reply(self):
        return {"skip": self.prefix + str(self)}


class Unsupported(Exception):
    """Raise to answer `{"unsupported": {kind: name}}`: the engine doesn't implement something
    the case uses, e.g. `Unsupported("card", "Spy Kit")`, `Unsupported("object", "t1")` (a kind
    of token, say) or `Unsupported("effect", "word_swap")`.

    A reasoned skip, allowed even for declared capabilities, listed apart from failures. It
    must name a card, object id or effect tag of the case it answers, or the query fails.
    """

    KINDS = ("card", "object", "effect")

    def __init__(self, kind, name):
        if kind not in self.KINDS:
            raise ValueError(f"Unsupported kind {kind!r}: one of {', '.join(self.KINDS)}")
        super().__init__(f"{kind} {name!r}")
        self.kind = kind
        self.name = name

    def reply(self):
        return {"unsupported": {self.kind: self.name}}


class Failed(Exception):
    """Raise to answer `{"error": message}`: the engine failed on this case or query.

    A subclass may set `prefix`, which is put before the message.
    """

    prefix = ""

    def reply(self):
        return {"error": self.prefix + str(self)}


ANSWERED_BY = ("engine", "adapter")


def answer(value, answered_by="engine"):
    """The reply carrying an answer, e.g. `answer({"bool": True})`.

    answered_by: "engine" (the default) when the answer was read from the engine's own state;
        "adapter" when the adapter computed it, looked it up, or echoed data it supplied to
        the engine itself. The suite then counts a right answer as unverified (never a pass)
        and a wrong one as an adapter error (never an engine failure). Any other value
        raises ValueError.
    """
    if answered_by not in ANSWERED_BY:
        raise ValueError(f"answered_by must be 'engine' or 'adapter', not {answered_by!r}")
    if answered_by == "adapter":
        return {"answer": value, "answered_by": "adapter"}
    return {"answer": value}


def logger(prefix):
    """A `log(*args)` function writing `prefix args...` to stderr, flushed (never stdout)."""

    def log(*args):
        print(prefix, *args, file=sys.stderr, flush=True)

    return log


def serve(engine, open_case, stdin=None, stdout=None, log=None):
    """Speaks protocol v1 until shutdown or the end of input.

    engine: the hello's `engine` object, `{"name", "version", "capabilities"}`.
    open_case: `open_case(case) -> ask`, where `ask(query) -> reply` and a reply is
        `{"answer": ...}` (see `answer`; with `"answered_by": "adapter"` when the adapter, not
        the engine, decided it), `{"skip": "..."}`, `{"unsupported": {...}}` or
        `{"error": "..."}`. Both may raise `Skip`, `Unsupported` or `Failed` (or anything else,
        which becomes an error reply).
    stdin, stdout: text streams; default the process's, both set to UTF-8.
    log: `log(*args)` for diagnostics; default `logger(engine["name"] + ":")`.
    """
    log = log or logger(f"{engine.get('name', 'adapter')}:")
    stdin = utf8(sys.stdin) if stdin is None else stdin
    stdout = utf8(sys.stdout) if stdout is None else stdout
    with contextlib.redirect_stdout(sys.stderr):
        send(stdout, {"type": "hello", "protocol": PROTOCOL, "engine": engine})
        for line in stdin:
            message = parse(line, log)
            if message is None:
                continue
            kind = message.get("type")
            if kind == "shutdown":
                return
            if kind != "case":
                log(f"ignoring a {kind!r} message")
                continue
            if "id" not in message:
                log("ignoring a case request without an id")
                continue
            case = message.get("case")
            replies = answer_case(open_case, case if isinstance(case, dict) else {}, log)
            send(stdout, {"id": message["id"], "replies": replies})


def utf8(stream):
    """`stream`, set to UTF-8 (the protocol's encoding) whatever the locale says."""
    if hasattr(stream, "reconfigure"):
        stream.reconfigure(encoding="utf-8")
    return stream


def parse(line, log):
    """The request on `line` (a dict), or None for a blank line or one that isn't a request."""
    if not line.strip():
        return None
    try:
        message = json.loads(line)
    except ValueError as e:
        log(f"ignoring a line that isn't JSON: {e}")
        return None
    if not isinstance(message, dict):
        log("ignoring a line that isn't a JSON object")
        return None
    return message


def answer_case(open_case, case, log):
    """One reply per query of `case`: never fewer, never an exception."""
    queries = case.get("queries") or []
    try:
        ask = open_case(case)
    except Exception as e:  # the whole case failed: every query says why
        reply = exception_reply(e, case, log)
        return [dict(reply) for _ in queries]
    replies = []
    for query in queries:
        try:
            replies.append(ask(query))
        except Exception as e:  # one query failed: the others are still answered
            replies.append(exception_reply(e, case, log))
    return replies


def exception_reply(e, case, log):
    if isinstance(e, (Skip, Unsupported, Failed)):
        return e.reply()
    log(f"case {case.get('id')}: {type(e).__name__}: {e}")
    return {"error": f"{type(e).__name__}: {e}"}


def send(stdout, message):
    """Writes one protocol line and flushes it: the suite waits for every line."""
    stdout.write(json.dumps(message, separators=(",", ":"), ensure_ascii=False) + "\n")
    stdout.flush()
