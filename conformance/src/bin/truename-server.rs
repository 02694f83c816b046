//! `truename-server`: the reference model (or a mutant) as an out-of-process engine speaking
//! truename protocol v1 on stdin/stdout (see `truename_conformance::protocol`).
//!
//! ```text
//! truename-server                       # the reference model
//! truename-server --mutant split-both-on-stack
//! ```

use clap::Parser;
use std::io::{BufWriter, Write};
use std::process::ExitCode;
use truename_conformance::model_engine::ModelEngine;
use truename_conformance::protocol::server::{serve, Misbehave};
use truename_model::quirks::Quirk;

/// The truename reference model as an out-of-process engine (truename protocol v1 on
/// stdin/stdout).
#[derive(Parser, Debug)]
#[command(name = "truename-server", version)]
struct Args {
    /// Run a mutant: the model with this deliberate bug (kebab-case quirk name, e.g.
    /// nameless-share-name).
    #[arg(long, value_name = "QUIRK")]
    mutant: Option<String>,

    /// Break the protocol on purpose (for client tests): none, crash:N, hang:N, garbage:N,
    /// wrong-id:N, wrong-count:N, wrong-protocol-version.
    #[arg(long, hide = true, default_value = "none", value_name = "MODE[:N]")]
    misbehave: Misbehave,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let mut engine = match args.mutant.as_deref() {
        None => ModelEngine::reference(),
        Some(name) => match Quirk::parse(name) {
            Some(q) => ModelEngine::mutant(q),
            None => {
                let known: Vec<String> = Quirk::ALL.iter().map(|q| q.name()).collect();
                eprintln!(
                    "truename-server: unknown mutant {name:?}; expected one of: {}",
                    known.join(", ")
                );
                return ExitCode::from(2);
            }
        },
    };
    let stdin = std::io::stdin().lock();
    let mut stdout = BufWriter::new(std::io::stdout().lock());
    let result = serve(&mut engine, stdin, &mut stdout, args.misbehave);
    let _ = stdout.flush();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("truename-server: {e}");
            ExitCode::from(3)
        }
    }
}
