//! `truename`: the command line (see the crate docs in `lib.rs`).

/// mimalloc: about half of a hunt's time was glibc's malloc and free (evaluating a board
/// clones many small strings); measured with `truename bench`.
#[global_allocator]
static GLOBAL: truename::alloc::Allocator = truename::alloc::Allocator;

fn main() -> std::process::ExitCode {
    truename::main()
}
