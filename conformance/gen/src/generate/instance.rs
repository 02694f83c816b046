//! The one shared reference model of a process: the model over the embedded Oracle, as a
//! [`ModelEngine`], and the generator's card pools drawn from it. Built once, on first use;
//! generators, shrinking, invariants and the fuzz oracles all read this one instance.

use super::pools::Pools;
use std::sync::OnceLock;
use truename_harness::engines::model::ModelEngine;
use truename_model::Model;

struct Shared {
    reference: ModelEngine,
    pools: Pools,
}

fn shared() -> &'static Shared {
    static SHARED: OnceLock<Shared> = OnceLock::new();
    SHARED.get_or_init(|| {
        let reference = ModelEngine::reference();
        let pools = Pools::new(reference.model());
        Shared { reference, pools }
    })
}

/// The reference model engine over the embedded Oracle (loaded once per process).
pub fn reference() -> &'static ModelEngine {
    &shared().reference
}

/// The reference model (loaded once per process).
pub fn model() -> &'static Model {
    shared().reference.model()
}

/// The generator's card pools (built once per process).
pub fn pools() -> &'static Pools {
    &shared().pools
}
