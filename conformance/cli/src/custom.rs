//! The in-process engines a program adds to its `truename` ([`main_with`](crate::main_with)),
//! shared by the commands that run engines.

/// An in-process engine a program adds: its `--engine` name and how to make one.
pub type Custom<'a> = (
    &'static str,
    &'a dyn Fn() -> Box<dyn truename_harness::engine::Engine>,
);
