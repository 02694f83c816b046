//! Engine specifications: the one place where engine names given on a command line or in an
//! environment variable (`model`, `mutant:NAME`, `mutants`, a command line) are parsed.

use crate::driven::Driven;
use crate::engines::model::ModelEngine;
use crate::protocol::client::ProcessEngine;
use std::str::FromStr;
use std::time::Duration;
#[cfg(feature = "mutants")]
use truename_model::quirks::Quirk;
use truename_model::Model;

/// Which engine to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineSpec {
    /// The reference model (`model`).
    Model,
    /// The model with one deliberate bug (`mutant:NAME`).
    #[cfg(feature = "mutants")]
    Mutant(Quirk),
    /// Every mutant (`mutants`).
    #[cfg(feature = "mutants")]
    AllMutants,
    /// An out-of-process engine: program and arguments (`--cmd`, split as a shell would).
    Command(Vec<String>),
}

impl EngineSpec {
    /// An out-of-process engine from a command line, split into words as a POSIX shell would
    /// (quotes and backslashes; no expansion). An empty line or an unbalanced quote is an error.
    pub fn command(line: &str) -> Result<EngineSpec, String> {
        let argv = shell_words::split(line).map_err(|e| format!("--cmd {line:?}: {e}"))?;
        if argv.is_empty() {
            return Err("--cmd is empty".into());
        }
        Ok(EngineSpec::Command(argv))
    }

    /// Starts the engines this spec names (`mutants` names several); in-process ones over
    /// `base` (the model whose card data the run uses).
    pub fn start(&self, timeout: Duration, base: &Model) -> Result<Vec<Box<dyn Driven>>, String> {
        Ok(match self {
            EngineSpec::Model => vec![Box::new(ModelEngine::new(base.clone()))],
            #[cfg(feature = "mutants")]
            EngineSpec::Mutant(q) => vec![Box::new(ModelEngine::new(base.clone().with_quirk(*q)))],
            #[cfg(feature = "mutants")]
            EngineSpec::AllMutants => Quirk::ALL
                .iter()
                .map(|q| Box::new(ModelEngine::new(base.clone().with_quirk(*q))) as Box<dyn Driven>)
                .collect(),
            EngineSpec::Command(argv) => {
                let e = ProcessEngine::spawn(argv, timeout)
                    .map_err(|f| format!("can't start {argv:?}: {f}"))?;
                vec![Box::new(e)]
            }
        })
    }

    /// Starts exactly one engine (`mutants` is refused).
    pub fn start_one(&self, timeout: Duration, base: &Model) -> Result<Box<dyn Driven>, String> {
        let mut v = self.start(timeout, base)?;
        match v.len() {
            1 => Ok(v.remove(0)),
            _ => Err("choose one engine (not `mutants`)".into()),
        }
    }

    /// The in-process model engine this spec names, if it names one (not a command line).
    pub fn model_engine(&self) -> Option<ModelEngine> {
        match self {
            EngineSpec::Model => Some(ModelEngine::reference()),
            #[cfg(feature = "mutants")]
            EngineSpec::Mutant(q) => Some(ModelEngine::mutant(*q)),
            _ => None,
        }
    }
}

impl FromStr for EngineSpec {
    type Err = String;

    /// `model`, `mutant:NAME`, `mutants`. Out-of-process engines come from
    /// [`EngineSpec::command`].
    fn from_str(s: &str) -> Result<EngineSpec, String> {
        match s {
            "model" => Ok(EngineSpec::Model),
            #[cfg(feature = "mutants")]
            "mutants" => Ok(EngineSpec::AllMutants),
            _ => mutant(s),
        }
    }
}

#[cfg(feature = "mutants")]
fn mutant(s: &str) -> Result<EngineSpec, String> {
    match s.strip_prefix("mutant:") {
        Some(name) => Quirk::parse(name)
            .map(EngineSpec::Mutant)
            .ok_or_else(|| format!("unknown mutant {name:?}; `truename mutants` lists them")),
        None => Err(format!(
            "unknown engine {s:?}: use model, mutant:<name>, mutants, or --cmd"
        )),
    }
}

#[cfg(not(feature = "mutants"))]
fn mutant(s: &str) -> Result<EngineSpec, String> {
    Err(format!(
        "unknown engine {s:?}: use model or --cmd (mutants need the `mutants` feature)"
    ))
}
