//! The `protocol_decoder` target's oracle: protocol lines decoded as both peers decode them.

use super::codec::{client_hello, client_lines, client_response, line_ranges};
use super::shared::{reference, MAX_INPUT};
use memchr::memmem::Finder;
use serde::de::{DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use std::borrow::Cow;
use std::sync::{LazyLock, OnceLock};
use truename_cases::protocol::{encode_line, encode_line_into, AnyValue, Hello, Request, Response};
#[cfg(doc)]
use truename_harness::protocol::server::serve;
use truename_harness::protocol::server::{serve_observing, Observed};

/// What the reference server answers a request line with, decided as [`serve`] decides it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum ServerStep {
    /// A response to request `id` with `n` replies.
    Respond { id: u64, n: usize },
    /// Ignored (blank, or a request type other than `case`/`shutdown`).
    Ignore,
    /// The server stops (shutdown, or a line it can't go on from).
    Stop,
}

/// What [`serve`] reads of a request line, read without building a JSON tree: its `type`,
/// its `id` if that is a `u64`, and the length of `case.queries` if that is an array. A
/// repeated key counts with its last value, as in the tree `serve` builds.
#[derive(Default)]
struct Peek<'a> {
    kind: Option<Cow<'a, str>>,
    id: Option<u64>,
    queries: Option<usize>,
}

/// What [`Look`] keeps of a value.
enum Seen<'a> {
    Nothing,
    Str(Cow<'a, str>),
    U64(u64),
    Len(usize),
    Line(Peek<'a>),
}

/// Which value a [`Look`] reads: the line, its `type`, its `id`, its `case`, or the case's
/// `queries`. Any other value's content doesn't matter: it is read as an [`AnyValue`] (checked
/// as a JSON tree checks it) and dropped.
#[derive(Clone, Copy, PartialEq)]
enum Look {
    Line,
    Kind,
    Id,
    Case,
    Queries,
}

impl<'de> DeserializeSeed<'de> for Look {
    type Value = Seen<'de>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Seen<'de>, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Look {
    type Value = Seen<'de>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_bool<E>(self, _: bool) -> Result<Seen<'de>, E> {
        Ok(Seen::Nothing)
    }
    fn visit_i64<E>(self, v: i64) -> Result<Seen<'de>, E> {
        Ok(match u64::try_from(v) {
            Ok(v) if self == Look::Id => Seen::U64(v),
            _ => Seen::Nothing,
        })
    }
    fn visit_u64<E>(self, v: u64) -> Result<Seen<'de>, E> {
        Ok(if self == Look::Id {
            Seen::U64(v)
        } else {
            Seen::Nothing
        })
    }
    fn visit_f64<E>(self, _: f64) -> Result<Seen<'de>, E> {
        Ok(Seen::Nothing)
    }
    fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Seen<'de>, E> {
        Ok(self.string(Cow::Borrowed(v)))
    }
    fn visit_str<E>(self, v: &str) -> Result<Seen<'de>, E> {
        // Copied only if it is kept (a string with an escape, unescaped into a scratch buffer).
        Ok(match self {
            Look::Kind => Seen::Str(Cow::Owned(v.to_string())),
            _ => Seen::Nothing,
        })
    }
    fn visit_unit<E>(self) -> Result<Seen<'de>, E> {
        Ok(Seen::Nothing)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Seen<'de>, A::Error> {
        let mut n = 0;
        while seq.next_element::<AnyValue>()?.is_some() {
            n += 1;
        }
        Ok(if self == Look::Queries {
            Seen::Len(n)
        } else {
            Seen::Nothing
        })
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Seen<'de>, A::Error> {
        let mut peek = Peek::default();
        while let Some(key) = map.next_key_seed(Look::Kind)? {
            let Seen::Str(key) = key else {
                return Err(serde::de::Error::custom("a key that isn't a string"));
            };
            let look = match (self, &*key) {
                (Look::Line, "type") => Look::Kind,
                (Look::Line, "id") => Look::Id,
                (Look::Line, "case") => Look::Case,
                (Look::Case, "queries") => Look::Queries,
                _ => {
                    map.next_value::<AnyValue>()?;
                    continue;
                }
            };
            match (look, map.next_value_seed(look)?) {
                (Look::Kind, Seen::Str(s)) => peek.kind = Some(s),
                (Look::Kind, _) => peek.kind = None,
                (Look::Id, Seen::U64(id)) => peek.id = Some(id),
                (Look::Id, _) => peek.id = None,
                (Look::Case, Seen::Line(case)) => peek.queries = case.queries,
                (Look::Case, _) => peek.queries = None,
                (Look::Queries, Seen::Len(n)) => peek.queries = Some(n),
                (Look::Queries, _) => peek.queries = None,
                _ => {}
            }
        }
        Ok(match self {
            Look::Line | Look::Case => Seen::Line(peek),
            _ => Seen::Nothing,
        })
    }
}

impl Look {
    fn string(self, s: Cow<'_, str>) -> Seen<'_> {
        if self == Look::Kind {
            Seen::Str(s)
        } else {
            Seen::Nothing
        }
    }
}

/// What the reference server answers a request line with, decided as [`serve`] decides it
/// (from the same JSON, without its tree).
fn server_step(line: &str) -> ServerStep {
    let line = line.trim();
    if line.is_empty() {
        return ServerStep::Ignore;
    }
    let mut de = serde_json::Deserializer::from_str(line);
    let peek = match Look::Line
        .deserialize(&mut de)
        .and_then(|s| de.end().map(|()| s))
    {
        Ok(Seen::Line(peek)) => peek,
        _ => return ServerStep::Stop,
    };
    match peek.kind.as_deref() {
        Some("case") => {}
        Some("shutdown") | None => return ServerStep::Stop,
        Some(_) => return ServerStep::Ignore,
    }
    match (peek.id, peek.queries) {
        (Some(id), Some(n)) => ServerStep::Respond { id, n },
        // Without a `u64` id the server can't answer; the case parses only if `queries` is an
        // array (it is required), so without one the server can't say how many error replies
        // it owes.
        _ => ServerStep::Stop,
    }
}

/// The reference server's hello must decode as the client decodes it. The server writes the
/// same hello every time: a line equal to one already decoded needs no second decoding.
fn server_hello_decodes(line: &str) -> Result<(), String> {
    static DECODED: OnceLock<String> = OnceLock::new();
    if DECODED.get().is_some_and(|h| h == line) {
        return Ok(());
    }
    client_hello(line).map_err(|e| format!("the reference server's hello doesn't decode: {e}"))?;
    let _ = DECODED.set(line.to_string());
    Ok(())
}

/// Whether `line` can be a hello at all: its `type` must be the string `"hello"`, which JSON
/// writes as those seven bytes, or with an escape.
fn might_be_hello(line: &str) -> bool {
    static HELLO: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new("\"hello\""));
    has_escape(line) || HELLO.find(line.as_bytes()).is_some()
}

/// Whether `line` has a JSON escape (a backslash) anywhere. The substring searches here use
/// `memchr`'s searchers (`str::contains` was about 2 % of the oracle's time on a case request).
fn has_escape(line: &str) -> bool {
    memchr::memchr(b'\\', line.as_bytes()).is_some()
}

/// Whether `line` can be a [`Response`] at all: it must have the key `replies` (required),
/// which JSON writes as those nine bytes, or with an escape. Most lines are requests, and
/// failing to decode one as a response builds an error message naming the fields it lacks.
fn might_be_response(line: &str) -> bool {
    static REPLIES: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new("\"replies\""));
    has_escape(line) || REPLIES.find(line.as_bytes()).is_some()
}

/// A decoded message must encode and decode to itself: `m`, decoded by `decode` from `from`
/// (`None`: decoded otherwise), decoded by `decode` once encoded. A message that `decode` read
/// from exactly the line it encodes to needs no second decoding: decoding is a function of
/// the line, so it would give `m` again.
fn round_trips<T, E>(
    what: &str,
    from: Option<&str>,
    m: &T,
    decode: impl Fn(&str) -> Result<T, E>,
) -> Result<(), String>
where
    T: serde::Serialize + PartialEq + std::fmt::Debug,
    E: std::fmt::Display,
{
    if from.is_some_and(|from| encodes_to(m, from)) {
        return Ok(());
    }
    let line = encode_line(m);
    let line = String::from_utf8_lossy(&line);
    let line = line.strip_suffix('\n').unwrap_or(&line);
    let back = decode(line)
        .map_err(|e| format!("a decoded {what} doesn't decode once encoded again ({e}): {m:?}"))?;
    if back != *m {
        return Err(format!(
            "a decoded {what} changes when encoded and decoded again: {m:?} became {back:?}"
        ));
    }
    Ok(())
}

/// Whether `m` encodes ([`encode_line`], without its `\n`) to exactly `line`: encoded by
/// [`encode_line_into`] itself (so the shortcut can't drift from the encoding it stands for)
/// into one buffer reused by every call on the thread.
fn encodes_to<T: serde::Serialize>(m: &T, line: &str) -> bool {
    thread_local! {
        static BUFFER: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    BUFFER.with_borrow_mut(|buffer| {
        buffer.clear();
        encode_line_into(buffer, m);
        // An empty line is what a message that can't be serialized encodes to.
        !line.is_empty() && buffer.strip_suffix(b"\n") == Some(line.as_bytes())
    })
}

/// Whether a line (valid UTF-8, `\r` trimmed: `s` as the client view reads it) decodes as the
/// server decodes it once trimmed: the server trims white space, and JSON skips only its own
/// four white space characters, so the two read the same text only if every character
/// trimmed is one of those.
fn server_reads_as_client(s: &str) -> bool {
    s.trim_matches(|c| matches!(c, ' ' | '\t' | '\r' | '\n')) == s.trim()
}

/// Protocol lines on arbitrary bytes, decoded as both peers decode them: each line as a
/// [`Hello`](truename_cases::protocol::Hello) (as the client checks it), a [`Response`] and a [`Request`] (as a typed engine
/// would); whatever decodes must round-trip through [`encode_line`]. Then the whole input is
/// served by the reference server ([`serve`], over the reference model): it must answer every
/// `case` request it reaches with a response the client decodes, with the request's id and
/// one reply per query, and nothing else. Inputs over [`MAX_INPUT`] are skipped.
///
/// A request the server decodes in one pass ([`serve_observing`]) is the one the client view
/// decodes from the same line ([`Request::from_line`] tries that decoder first, and decoding
/// is a function of the text): it is checked as the server hands it over, not decoded twice.
pub fn decode_protocol(bytes: &[u8]) -> Result<(), String> {
    if bytes.len() > MAX_INPUT {
        return Ok(());
    }
    let raws = lines(bytes);
    // Each line's text, checked for UTF-8 once for both views (`None`: it isn't UTF-8).
    let texts: Vec<Option<&str>> = raws.iter().map(|r| std::str::from_utf8(r).ok()).collect();
    let session = serve_lines(bytes, &texts);
    let expected = owed(&raws, &texts, &session.known);
    client_view(&texts, session.checked)?;
    server_answers(&session.output, &expected, session.result)
}

/// `bytes` split at every `\n`, as `bytes.split(|b| *b == b'\n')` splits them, with
/// [`line_ranges`] (a byte-at-a-time scan was about 2 % of the oracle's time on a case request).
fn lines(bytes: &[u8]) -> Vec<&[u8]> {
    line_ranges(bytes).map(|r| &bytes[r]).collect()
}

/// What the reference server did with an input's lines.
struct Session {
    /// What it wrote.
    output: Vec<u8>,
    /// How it stopped.
    result: std::io::Result<()>,
    /// Each line's step, where the server's own reading decides it (see [`step_of`]); `None`:
    /// the line is read for its step ([`server_step`]).
    known: Vec<Option<ServerStep>>,
    /// Each line's request as the server decoded it, checked as the client view checks one
    /// (`None`: the client view decodes the line itself).
    checked: Vec<Option<Result<(), String>>>,
}

/// The server's view: the whole input, served as [`serve`] serves it, with what the server
/// shows of each line it reads (`texts`: each line's text, if it is UTF-8). The lines it
/// ignores are shown, not noted on stderr (so the fuzzer's output stays readable).
fn serve_lines(bytes: &[u8], texts: &[Option<&str>]) -> Session {
    let mut known = vec![None; texts.len()];
    let mut checked = vec![None; texts.len()];
    let mut output = Vec::new();
    // The server numbers the lines it reads as `lines` splits them.
    let result = serve_observing(
        &mut reference(),
        bytes,
        &mut output,
        &mut |j, line, seen| {
            let Observed::Request(r) = seen else {
                return;
            };
            // `line`, as the server read it, is exactly `r`'s encoding.
            let exact = encodes_to(r, line);
            if exact {
                known[j] = Some(step_of(r));
            }
            let Some(s) = texts[j] else {
                return;
            };
            let s = s.trim_end_matches('\r');
            if server_reads_as_client(s) {
                // The client view reads `s`, which is `line` with JSON's own white space around
                // it: the same request. One that encodes to its line decodes from it (decoding
                // is a function of the text), so it round-trips.
                checked[j] = Some(if exact {
                    Ok(())
                } else {
                    round_trips("request", None, r, Request::from_line)
                });
            }
        },
    );
    Session {
        output,
        result,
        known,
        checked,
    }
}

/// The step a request line that is exactly `r`'s encoding ([`encodes_to`]) stands for: that
/// line's `type`, `id` and `case.queries` are what [`encode_line`] writes of `r`, so it is
/// the step [`server_step`] reads in it, decided without reading it again. (A server that
/// decoded the line as something else would encode that to another line, so its reading is
/// trusted only where it gives the line back.)
fn step_of(r: &Request) -> ServerStep {
    match r {
        Request::Case { id, case } => ServerStep::Respond {
            id: *id,
            n: case.queries.len(),
        },
        Request::Shutdown => ServerStep::Stop,
    }
}

/// The id and number of replies of each response the server owes for the lines `raws` (with
/// their `texts`), in order, up to the line it stops at: each line's step as `known`, or read
/// from the line as the server reads it.
fn owed(raws: &[&[u8]], texts: &[Option<&str>], known: &[Option<ServerStep>]) -> Vec<(u64, usize)> {
    let mut expected = Vec::new();
    for (j, raw) in raws.iter().enumerate() {
        let read = || match texts[j] {
            Some(s) => server_step(s),
            None => server_step(&String::from_utf8_lossy(raw)),
        };
        let step = match known[j] {
            Some(step) => {
                debug_assert_eq!(step, read(), "line {j}");
                step
            }
            None => read(),
        };
        match step {
            ServerStep::Respond { id, n } => expected.push((id, n)),
            ServerStep::Ignore => {}
            ServerStep::Stop => break,
        }
    }
    expected
}

/// The client's view, line by line (`texts`: each line's text, `None` if it isn't UTF-8): each
/// line as a hello, a response and a request, each that decodes round-tripped; a request the
/// server decoded already was checked then.
fn client_view(
    texts: &[Option<&str>],
    mut checked: Vec<Option<Result<(), String>>>,
) -> Result<(), String> {
    for (j, text) in texts.iter().enumerate() {
        let Some(s) = *text else {
            continue;
        };
        let s = s.trim_end_matches('\r');
        if s.trim().is_empty() {
            continue;
        }
        if might_be_hello(s) {
            if let Ok(h) = client_hello(s) {
                round_trips("hello", None, &h, |l| serde_json::from_str::<Hello>(l))?;
            }
        }
        if might_be_response(s) {
            if let Ok(r) = serde_json::from_str::<Response>(s) {
                round_trips("response", Some(s), &r, |l| {
                    serde_json::from_str::<Response>(l)
                })?;
            }
        }
        match checked[j].take() {
            Some(check) => check?,
            None => {
                if let Ok(r) = Request::from_line(s) {
                    round_trips("request", Some(s), &r, Request::from_line)?;
                }
            }
        }
    }
    Ok(())
}

/// The server's output, as the client reads it: a hello, then one response the client decodes
/// for each `expected` (id, number of replies), in order, and nothing else.
fn server_answers(
    output: &[u8],
    expected: &[(u64, usize)],
    result: std::io::Result<()>,
) -> Result<(), String> {
    let text = std::str::from_utf8(output)
        .map_err(|e| format!("the reference server wrote output that isn't UTF-8: {e}"))?;
    let mut lines = client_lines(text);
    let hello = lines.next().ok_or("the reference server wrote no hello")?;
    server_hello_decodes(hello)?;
    let mut answered = 0;
    for line in lines {
        let Some(&(id, n)) = expected.get(answered) else {
            return Err(format!(
                "the reference server wrote a line nothing asked for: {line}"
            ));
        };
        client_response(line, id, n).map_err(|e| {
            format!("the reference server's response to request {id} doesn't decode: {e}")
        })?;
        answered += 1;
    }
    if answered != expected.len() {
        return Err(format!(
            "the reference server answered {answered} of {} case requests ({})",
            expected.len(),
            match result {
                Ok(()) => "it stopped without an error".to_string(),
                Err(e) => format!("it stopped with: {e}"),
            }
        ));
    }
    Ok(())
}

#[cfg(test)]
#[path = "protocol_decoder_tests.rs"]
mod tests;
