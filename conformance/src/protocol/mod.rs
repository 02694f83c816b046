//! The out-of-process JSON-lines protocol (being written).
