//! The `protocol_decoder` target's oracle: protocol lines decoded as both peers decode them.

use super::codec::{client_hello, client_lines, client_response};
use super::shared::{reference, MAX_INPUT};
use std::sync::OnceLock;
use truename_cases::protocol::{encode_line, Request, Response};
use truename_harness::protocol::server::serve;

/// What the reference server answers a request line with, decided as [`serve`] decides it.
enum ServerStep {
    /// A response to request `id` with `n` replies.
    Respond { id: u64, n: usize },
    /// Ignored (blank, or a request type other than `case`/`shutdown`).
    Ignore,
    /// The server stops (shutdown, or a line it can't go on from).
    Stop,
}

fn server_step(line: &str) -> ServerStep {
    let line = line.trim();
    if line.is_empty() {
        return ServerStep::Ignore;
    }
    let Ok(value) = serde_json::from_str::<serde_json::Value>(line) else {
        return ServerStep::Stop;
    };
    match value.get("type").and_then(|t| t.as_str()) {
        Some("case") => {}
        Some("shutdown") | None => return ServerStep::Stop,
        Some(_) => return ServerStep::Ignore,
    }
    let Some(id) = value.get("id").and_then(|i| i.as_u64()) else {
        return ServerStep::Stop;
    };
    let Some(case) = value.get("case") else {
        return ServerStep::Stop;
    };
    match case.get("queries").and_then(|q| q.as_array()) {
        Some(qs) => ServerStep::Respond { id, n: qs.len() },
        // Parses only if `queries` is an array (it is required), so this case can't be parsed
        // and the server can't say how many error replies it owes.
        None => ServerStep::Stop,
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

/// A decoded message must encode and decode to itself.
fn round_trips<T>(what: &str, m: &T) -> Result<(), String>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let line = encode_line(m);
    let back: T = serde_json::from_slice(&line)
        .map_err(|e| format!("a decoded {what} doesn't decode once encoded again ({e}): {m:?}"))?;
    if back != *m {
        return Err(format!(
            "a decoded {what} changes when encoded and decoded again: {m:?} became {back:?}"
        ));
    }
    Ok(())
}

/// Protocol lines on arbitrary bytes, decoded as both peers decode them: each line as a
/// [`Hello`](truename_cases::protocol::Hello) (as the client checks it), a [`Response`] and a [`Request`] (as a typed engine
/// would); whatever decodes must round-trip through [`encode_line`]. Then the whole input is
/// served by the reference server ([`serve`], over the reference model): it must answer every
/// `case` request it reaches with a response the client decodes, with the request's id and
/// one reply per query, and nothing else. Inputs over [`MAX_INPUT`] are skipped.
pub fn decode_protocol(bytes: &[u8]) -> Result<(), String> {
    if bytes.len() > MAX_INPUT {
        return Ok(());
    }
    // The client's view, line by line.
    for raw in bytes.split(|b| *b == b'\n') {
        let Ok(s) = std::str::from_utf8(raw) else {
            continue;
        };
        let s = s.trim_end_matches('\r');
        if s.trim().is_empty() {
            continue;
        }
        if let Ok(h) = client_hello(s) {
            round_trips("hello", &h)?;
        }
        if let Ok(r) = serde_json::from_str::<Response>(s) {
            round_trips("response", &r)?;
        }
        if let Ok(r) = Request::from_line(s) {
            round_trips("request", &r)?;
        }
    }
    // The server's view. Lines it would ignore with a note on stderr are left out (so the
    // fuzzer's output stays readable); everything after the line it stops at is irrelevant.
    let mut input = Vec::with_capacity(bytes.len());
    let mut expected = Vec::new();
    for raw in bytes.split(|b| *b == b'\n') {
        let step = server_step(&String::from_utf8_lossy(raw));
        if let ServerStep::Ignore = step {
            continue;
        }
        input.extend_from_slice(raw);
        input.push(b'\n');
        match step {
            ServerStep::Respond { id, n } => expected.push((id, n)),
            _ => break,
        }
    }
    let mut out = Vec::new();
    let served = serve(&mut reference(), &input[..], &mut out);
    let text = String::from_utf8(out)
        .map_err(|e| format!("the reference server wrote output that isn't UTF-8: {e}"))?;
    let mut lines = client_lines(&text);
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
            match served {
                Ok(()) => "it stopped without an error".to_string(),
                Err(e) => format!("it stopped with: {e}"),
            }
        ));
    }
    Ok(())
}
