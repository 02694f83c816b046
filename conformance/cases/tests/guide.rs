//! The adapter guide's answer-form table is the one the code generates
//! (`truename_cases::answer_forms::markdown`): a new question kind, or a kind whose answer
//! changes form, fails this test until the guide says so. `TRUENAME_BLESS=1` rewrites the
//! guide's table.

use std::path::Path;
use truename_cases::answer_forms::{markdown, BEGIN, END};

#[test]
fn the_guide_lists_every_question_kind_with_its_answer_form() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/adapter-guide.md");
    let guide = std::fs::read_to_string(&path).expect("docs/adapter-guide.md");
    let start = guide
        .find(BEGIN)
        .expect("the guide has the generated table's first line");
    let end = guide[start..].find(END).expect("and its last line") + start + END.len() + 1;
    let table = markdown();
    if std::env::var_os("TRUENAME_BLESS").is_some() {
        let new = format!("{}{table}{}", &guide[..start], &guide[end..]);
        std::fs::write(&path, new).expect("guide written");
        return;
    }
    assert_eq!(
        &guide[start..end],
        table,
        "docs/adapter-guide.md's answer forms are out of date: TRUENAME_BLESS=1 cargo test -p truename-cases --test guide"
    );
}
