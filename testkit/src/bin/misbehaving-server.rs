//! `misbehaving-server [--mutant QUIRK] [--misbehave MODE]`: the reference server (the
//! production `serve`, over the model or a mutant) with its output rewritten to break the
//! protocol on purpose. A test fixture for the client; never shipped.

use std::io::BufWriter;
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
            _ => {
                return fail(&format!(
                    "usage: --mutant QUIRK --misbehave MODE; got {args:?}"
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

fn fail(message: &str) -> ExitCode {
    eprintln!("misbehaving-server: {message}");
    ExitCode::from(2)
}
