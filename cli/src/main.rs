//! `truename`: the command line (see the crate docs in `lib.rs`).

fn main() -> std::process::ExitCode {
    truename::main_with(&[])
}
