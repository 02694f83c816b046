//! `truename-server`: the reference model (or a mutant) as an out-of-process engine speaking
//! truename protocol v1 on stdin/stdout (see `truename_harness::protocol`).
//!
//! ```text
//! truename-server                       # the reference model
//! truename-server --engine mutant:split-both-on-stack
//! ```

use clap::Parser;
use std::io::BufWriter;
use std::process::ExitCode;
use truename_harness::protocol::server::serve_stdio;

/// mimalloc, as in `truename` (board evaluation allocates many small strings).
#[global_allocator]
static GLOBAL: truename::alloc::Allocator = truename::alloc::Allocator;
use truename_harness::spec::EngineSpec;

/// The truename reference model as an out-of-process engine (truename protocol v1 on
/// stdin/stdout).
#[derive(Parser, Debug)]
#[command(name = "truename-server", version)]
struct Args {
    /// The in-process engine to serve: `model` or `mutant:NAME`.
    #[arg(long, default_value = "model")]
    engine: EngineSpec,

    /// Shorthand for `--engine mutant:QUIRK`.
    #[arg(long, value_name = "QUIRK")]
    mutant: Option<String>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let spec = match &args.mutant {
        Some(q) => format!("mutant:{q}").parse(),
        None => Ok(args.engine),
    };
    let spec: EngineSpec = match spec {
        Ok(s) => s,
        Err(e) => {
            truename::note!("truename-server: {e}");
            return ExitCode::from(2);
        }
    };
    let Some(mut engine) = spec.model_engine() else {
        truename::note!("truename-server: choose one in-process engine: model or mutant:NAME (`truename mutants` lists them)");
        return ExitCode::from(2);
    };
    let stdout = BufWriter::new(std::io::stdout().lock());
    serve_stdio(&mut engine, stdout, "truename-server")
}
