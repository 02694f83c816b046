//! Placeholder; filled by the conformance issue.
