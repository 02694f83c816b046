//! The client side of the protocol: [`ProcessEngine`] drives an engine subprocess as a
//! [`Driven`](crate::driven::Driven) engine, and [`ProcessPool`] drives several processes of
//! one engine as one (`truename run --jobs N`).
//!
//! The engine runs in a process group of its own (on Unix), which is killed as a whole
//! whenever the engine is ended, so nothing it started outlives it. Four threads per
//! subprocess keep every wait bounded: a writer (requests to the engine's stdin, so a full
//! pipe never blocks the client), a reader (the engine's stdout, line by line, each line
//! bounded before it is kept, into a short channel the client waits on with a deadline that
//! nothing the engine writes extends), and a stderr drain (passed through up to a limit, and
//! kept as a short tail for failure reports). Failure handling and every limit are described
//! in the [module docs](super#failures-and-restarts).

mod decode;
mod encode;
mod engine;
mod options;
mod pool;
mod process;
mod stream;
mod sys;

pub use decode::{decode_hello, decode_response};
pub use engine::ProcessEngine;
pub use options::{
    InvalidOptions, Options, DEFAULT_MAX_FAILED_RESTARTS, DEFAULT_MAX_FAILURES_IN_A_ROW,
    DEFAULT_MAX_RESTARTS, DEFAULT_STDERR_LIMIT, MIN_HANDSHAKE_TIMEOUT,
};
pub use pool::ProcessPool;
pub use stream::{MAX_BLANK_BYTES, MAX_BLANK_LINES, MAX_LINE, STDERR_TAIL};
