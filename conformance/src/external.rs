//! Glue between the CLI and the out-of-process protocol: starting an engine from a command
//! line, and the protocol's JSON Schemas.

use crate::engine::Engine;
use std::time::Duration;

/// Starts an out-of-process engine from a command line (split on white space; quote with
/// `"..."` to keep spaces).
pub fn spawn_command(cmd: &str, timeout: Duration) -> Result<Box<dyn Engine>, String> {
    let argv = split_command(cmd);
    if argv.is_empty() {
        return Err("--cmd is empty".into());
    }
    crate::protocol::client::ProcessEngine::spawn(&argv, timeout)
        .map(|e| Box::new(e) as Box<dyn Engine>)
        .map_err(|f| format!("can't start {argv:?}: {f}"))
}

/// The JSON Schemas of the protocol messages.
pub fn protocol_schemas() -> serde_json::Value {
    crate::protocol::messages::message_schemas()
}

/// Splits a command line on white space, keeping `"quoted parts"` together.
pub fn split_command(cmd: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in cmd.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            c => {
                cur.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(cur);
    }
    out
}
