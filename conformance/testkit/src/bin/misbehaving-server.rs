//! `misbehaving-server [--mutant QUIRK] [--misbehave MODE] [--pid-file PATH] [--once PATH]`:
//! the reference server (the production `serve`, over the model or a mutant) with its output
//! rewritten to break the protocol on purpose. `--pid-file` appends the server's process id
//! to PATH; `--once` makes it start only if PATH doesn't exist (it creates PATH), and exit
//! with status 7 before saying hello otherwise: an engine that can never be restarted. A test
//! fixture for the client; never shipped.

use std::io::{BufWriter, Write};
use std::process::ExitCode;
use truename_harness::protocol::server::serve_stdio;
use truename_harness::spec::EngineSpec;
use truename_testkit::{Misbehave, MisbehavingOutput};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut spec = "model".to_string();
    let mut mode = Misbehave::None;
    for pair in args.chunks(2) {
        match (pair[0].as_str(), pair.get(1)) {
            ("--mutant", Some(q)) => spec = format!("mutant:{q}"),
            ("--misbehave", Some(m)) => match m.parse() {
                Ok(m) => mode = m,
                Err(e) => return fail(&e),
            },
            ("--pid-file", Some(path)) => {
                if let Err(e) = append_pid(path) {
                    return fail(&format!("can't write {path}: {e}"));
                }
            }
            ("--once", Some(path)) => {
                if std::path::Path::new(path).exists() {
                    return refuse(path);
                }
                if let Err(e) = std::fs::write(path, b"started\n") {
                    return fail(&format!("can't write {path}: {e}"));
                }
            }
            _ => {
                return fail(&format!(
                "usage: --mutant QUIRK --misbehave MODE --pid-file PATH --once PATH; got {args:?}"
            ))
            }
        }
    }
    let mut engine = match spec.parse::<EngineSpec>().map(|s| s.model_engine()) {
        Ok(Some(e)) => e,
        Ok(None) => return fail(&format!("{spec:?} is not an in-process engine")),
        Err(e) => return fail(&e),
    };
    let stdout = BufWriter::new(std::io::stdout().lock());
    serve_stdio(
        &mut engine,
        MisbehavingOutput::new(stdout, mode),
        "misbehaving-server",
    )
}

fn append_pid(path: &str) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?;
    writeln!(file, "{}", std::process::id())
}

fn refuse(path: &str) -> ExitCode {
    eprintln!("misbehaving-server: it ran once already ({path} exists); refusing to start");
    ExitCode::from(7)
}

fn fail(message: &str) -> ExitCode {
    eprintln!("misbehaving-server: {message}");
    ExitCode::from(2)
}
