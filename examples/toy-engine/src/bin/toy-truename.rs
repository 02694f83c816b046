//! `toy-truename`: the `truename` command line with this crate's engine as `--engine toy`
//! (`toy-truename run --engine toy --format html --output report.html`).

fn toy() -> Box<dyn truename_harness::engine::Engine> {
    Box::new(toy_engine::ToyEngine::new())
}

fn main() -> std::process::ExitCode {
    truename::main_with(&[("toy", toy)])
}
