//! `toy-truename`: the `truename` command line with this crate's engine as `--engine toy`
//! (`toy-truename run --engine toy --format html --output report.html`).

use truename::engine::{main_with, Engine};

fn toy() -> Box<dyn Engine> {
    Box::new(toy_engine::ToyEngine::new())
}

fn main() -> std::process::ExitCode {
    main_with(&[("toy", toy)])
}
