//! Shared state of the fuzz oracles: the reference model and the generator's pools (loaded
//! once per process), and the differential target's engine from `TRUENAME_FUZZ_ENGINE`.

use super::codec::CodecEngine;
use std::sync::{Mutex, OnceLock};
use truename_cases::Case;
use truename_harness::driven::Driven;
use truename_harness::engines::model::ModelEngine;
use truename_harness::spec::EngineSpec;

/// The largest input an oracle looks at (1 MiB); larger inputs are skipped as uninteresting.
pub const MAX_INPUT: usize = 1 << 20;

/// The environment variable choosing the differential target's engine ([`FuzzEngine`]).
pub const ENGINE_ENV: &str = "TRUENAME_FUZZ_ENGINE";

pub use crate::generate::instance::{model, pools, reference};

/// Loads the model, the pools and the [`FuzzEngine`] named by `TRUENAME_FUZZ_ENGINE`, so the
/// first input isn't charged for them. Fuzz targets call it from their `init` block.
///
/// # Panics
/// If `TRUENAME_FUZZ_ENGINE` names no engine: a configuration error, reported before any
/// input is run.
pub fn init() {
    let _ = pools();
    if let Err(e) = FuzzEngine::from_env() {
        panic!("{e}");
    }
}

/// The engine the differential fuzz target runs, from `TRUENAME_FUZZ_ENGINE`.
pub enum FuzzEngine {
    /// `model-codec`: the reference model behind the protocol codec ([`CodecEngine`]); it
    /// must never differ from the model (what fuzzes the codec). One codec engine serves every
    /// input, so its hello is decoded once, as a client decodes it once per session.
    ModelCodec(Mutex<CodecEngine<&'static ModelEngine>>),
    /// `model` (the default): the reference model in process (never differs; the cheap
    /// default, and the baseline for exec/s).
    Model,
    /// `mutant:<name>` (any single in-process engine [`EngineSpec`] names): a built-in mutant
    /// in process (`truename mutants` lists them); the target should find it.
    Mutant(Box<ModelEngine>),
}

impl FuzzEngine {
    /// The syntax of `TRUENAME_FUZZ_ENGINE`.
    pub const SYNTAX: &'static str = "model (default), model-codec, or mutant:<name>";

    /// Parses an engine name.
    pub fn parse(spec: &str) -> Result<FuzzEngine, String> {
        match spec.trim() {
            "model-codec" => Ok(FuzzEngine::ModelCodec(Mutex::new(CodecEngine::new(
                reference(),
            )))),
            "" | "model" => Ok(FuzzEngine::Model),
            s if !s.starts_with("mutant:") => Err(format!(
                "{ENGINE_ENV}: unknown engine {s:?}; expected {}",
                FuzzEngine::SYNTAX
            )),
            s => {
                // The mutant's name, checked (with the nearest name suggested) as `--engine`.
                let spec: EngineSpec = s.parse().map_err(|e| format!("{ENGINE_ENV}: {e}"))?;
                match spec.model_engine() {
                    Some(e) => Ok(FuzzEngine::Mutant(Box::new(e))),
                    None => Err(format!(
                        "{ENGINE_ENV}: {s:?} names no single in-process engine; expected {}",
                        FuzzEngine::SYNTAX
                    )),
                }
            }
        }
    }

    /// The engine named by `TRUENAME_FUZZ_ENGINE` (read once per process).
    pub fn from_env() -> Result<&'static FuzzEngine, String> {
        static ENGINE: OnceLock<Result<FuzzEngine, String>> = OnceLock::new();
        ENGINE
            .get_or_init(|| FuzzEngine::parse(&std::env::var(ENGINE_ENV).unwrap_or_default()))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The engine's name as `TRUENAME_FUZZ_ENGINE` spells it.
    pub fn name(&self) -> String {
        match self {
            FuzzEngine::ModelCodec(_) => "model-codec".into(),
            FuzzEngine::Model => "model".into(),
            FuzzEngine::Mutant(e) => e.info().name.clone(),
        }
    }

    /// Runs `f` with this engine as a [`Driven`] engine.
    pub fn with<R>(&self, f: impl FnOnce(&mut dyn Driven) -> R) -> R {
        match self {
            FuzzEngine::ModelCodec(c) => f(&mut *c.lock().unwrap_or_else(|p| p.into_inner())),
            FuzzEngine::Model => f(&mut reference()),
            FuzzEngine::Mutant(e) => f(&mut &**e),
        }
    }
}

/// A case as one line of JSON, for an oracle's message.
pub(crate) fn compact(case: &Case) -> String {
    serde_json::to_string(case).unwrap_or_default()
}
