//! Replays a file through the case-parser fuzz oracle and prints the result. Debugging aid:
//! `cargo run --example replay_parser -- FILE`.
fn main() {
    let path = std::env::args().nth(1).expect("a file");
    let bytes = std::fs::read(&path).expect("readable");
    match truename_gen::fuzzing::parse_case_file(&bytes) {
        Ok(()) => println!("ok"),
        Err(e) => println!("oracle failure: {e}"),
    }
    if let Ok(text) = std::str::from_utf8(&bytes) {
        let m = truename_harness::engines::model::ModelEngine::reference();
        if let Err(errs) = truename_harness::load::parse_file(path.as_ref(), text, m.model()) {
            for e in errs {
                println!("{:?} | {}", e.path, e.message);
            }
        }
    }
}
