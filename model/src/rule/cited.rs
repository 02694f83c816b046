//! The rules the model cites: every number in a `cr!("...")` of the model's source, in rule
//! order. `truename rules` lists those no case is tagged with. A test reads the sources and
//! keeps this list current (a new citation without an entry here fails it).

/// Every rule number the model's code cites with `cr!`, in rule order.
pub const CITED: &[&str] = &[
    "105.2c", "108.2b", "111.1", "111.4", "111.6", "123.5", "123.6c", "201", "201.2", "201.2a",
    "201.2b", "201.2c", "201.3", "201.3a", "201.3b", "201.4", "201.4a", "201.4b", "201.4c",
    "201.4d", "201.4e", "201.4f", "201.4g", "201.5", "201.5a", "201.5b", "201.5c", "201.6",
    "202.1", "202.1b", "202.2", "205.1", "205.1b", "205.4d", "208.1", "400.7", "406.3a", "601.3e",
    "602.1", "612.2", "612.2a", "612.3", "612.5", "612.6", "612.7", "612.8", "612.9", "612.10",
    "613.1b", "613.1c", "613.1d", "613.1e", "613.1f", "613.2a", "613.2b", "613.4a", "613.4b",
    "613.4c", "613.4d", "613.7e", "613.8b", "702.1", "702.6a", "702.9", "702.10", "702.19c",
    "702.29a", "702.49a", "702.53a", "702.57a", "702.65a", "702.67a", "702.71a", "702.77a",
    "702.84a", "702.87a", "702.97a", "702.102", "702.107a", "702.122a", "702.128a", "702.129a",
    "702.140", "702.140a", "702.140e", "702.141a", "702.142a", "702.151a", "702.167a", "702.171a",
    "702.177a", "704.5j", "707.2", "707.2a", "707.3", "707.9a", "707.9b", "707.9c", "707.9d",
    "707.10", "707.10f", "707.12", "708.2", "708.2a", "708.4", "709.3", "709.4", "709.4d", "709.5",
    "710.2", "712.8a", "712.8c", "712.8e", "712.8g", "712.11c", "712.19", "715.3a", "715.3b",
    "715.4", "728.2a", "728.2d", "728.2h", "903.4", "903.4c", "903.4e",
];

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    fn scan(dir: &Path, found: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).expect("model/src reads") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                scan(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("source reads");
                for piece in text.split("cr!(\"").skip(1) {
                    if let Some((number, _)) = piece.split_once("\")") {
                        found.insert(number.to_string());
                    }
                }
            }
        }
    }

    #[test]
    fn the_list_is_every_citation_in_the_source() {
        let mut found = BTreeSet::new();
        scan(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut found,
        );
        // This file's own doc comment quotes the macro with "..." as the number.
        found.remove("...");
        let listed: BTreeSet<String> = super::CITED.iter().map(|r| r.to_string()).collect();
        assert_eq!(found, listed, "update CITED in model/src/rule/cited.rs");
        for r in super::CITED {
            assert!(crate::Rule::new(r).is_ok(), "{r}");
        }
    }
}
