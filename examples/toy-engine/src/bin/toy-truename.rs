//! `toy-truename`: the `truename` command line with this crate's engine as `--engine toy`
//! (`toy-truename run --engine toy --format html --output report.html`). The engine's own
//! constructor is all `main_with` needs.

fn main() -> std::process::ExitCode {
    truename::engine::main_with(&[("toy", toy_engine::ToyEngine::new)])
}
