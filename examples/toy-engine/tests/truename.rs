//! The truename corpus as this engine's own tests: one trial per case
//! (`cargo test -p toy-engine --test truename -- --list`).

fn main() {
    truename::engine::Suite::embedded()
        .expectations(concat!(env!("CARGO_MANIFEST_DIR"), "/expectations.json"))
        .run(toy_engine::ToyEngine::new)
}
