//! The committed fuzz dictionaries (`fuzz/dicts/`) are what `fuzz/make_seeds.sh --dicts`
//! writes from today's corpus: a new question, effect or key in the corpus reaches libFuzzer.

use std::path::Path;
use truename_gen::fuzzing::seeds::{write, SeedOptions};

#[test]
fn committed_dictionaries_are_up_to_date() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = std::env::temp_dir().join(format!("truename-dicts-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    write(&SeedOptions {
        seeds: None,
        dicts: Some(out.clone()),
        corpus: root.join("corpus"),
    })
    .expect("dictionaries written");
    let mut checked = 0;
    for entry in std::fs::read_dir(&out).expect("dictionary folder") {
        let path = entry.expect("entry").path();
        let name = path.file_name().expect("file name").to_owned();
        let fresh = std::fs::read_to_string(&path).expect("fresh dictionary");
        let committed = std::fs::read_to_string(root.join("fuzz/dicts").join(&name))
            .unwrap_or_else(|e| panic!("fuzz/dicts/{name:?}: {e}"));
        assert!(
            fresh == committed,
            "fuzz/dicts/{name:?} is stale: run `fuzz/make_seeds.sh --dicts` and commit it"
        );
        checked += 1;
    }
    let _ = std::fs::remove_dir_all(&out);
    assert_eq!(checked, 5, "one dictionary per fuzz target");
}
