//! The answer-form table of `docs/adapter-guide.md`, generated from the code: every question
//! kind ([`QuestionKind::ALL`]) under the form of its answer ([`QuestionKind::answer_kind`]),
//! with an example of that form as it goes over the wire (a serialized [`Answer`]). A test in
//! `tests/guide.rs` keeps the guide's copy equal to this.

use crate::answer::{Answer, AnswerKind, ChoiceAnswer, NameSetAnswer};
use crate::question::QuestionKind;

/// The marker lines around the generated table in the guide.
pub const BEGIN: &str =
    "<!-- answer forms: generated from QuestionKind::answer_kind; TRUENAME_BLESS=1 cargo test -p truename-cases --test guide rewrites it -->";
/// The line after the generated table.
pub const END: &str = "<!-- end of answer forms -->";

/// Every answer form, in the order the table lists them, with an example and a note.
const FORMS: [(AnswerKind, &str); 7] = [
    (
        AnswerKind::Names,
        "no name: `{\"names\":{\"names\":[]}}`; Spy Kit (CR 612.7) adds `\"all_nonlegendary_creature_names\":true` instead of listing thousands of names",
    ),
    (AnswerKind::Bool, ""),
    (
        AnswerKind::Choice,
        "`valid`: whether the name may be chosen; `chosen`: every name thereby chosen (CR 201.4g)",
    ),
    (AnswerKind::Objects, "object ids of the case"),
    (AnswerKind::Lines, "one string per line or item"),
    (AnswerKind::Text, "one string"),
    (AnswerKind::Count, ""),
];

/// An example answer of a form, as the engine writes it.
fn example(kind: AnswerKind) -> Answer {
    let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    match kind {
        AnswerKind::Bool => Answer::Bool(true),
        AnswerKind::Count => Answer::Count(4),
        AnswerKind::Names => Answer::Names(NameSetAnswer {
            names: names(&["Fire", "Ice"]),
            all_nonlegendary_creature_names: false,
        }),
        AnswerKind::Choice => Answer::Choice(ChoiceAnswer {
            valid: true,
            chosen: names(&["Fire", "Ice"]),
        }),
        AnswerKind::Objects => Answer::Objects(names(&["a", "b"])),
        AnswerKind::Lines => Answer::Lines(names(&["Flying", "Vigilance"])),
        AnswerKind::Text => Answer::Text("Creature — Elf Druid".into()),
    }
}

/// The table (markdown), between [`BEGIN`] and [`END`] lines.
pub fn markdown() -> String {
    let mut out = format!("{BEGIN}\n| query | answer `A` | notes |\n|---|---|---|\n");
    for (kind, note) in FORMS {
        let kinds: Vec<String> = (QuestionKind::ALL.iter())
            .filter(|k| k.answer_kind() == kind)
            .map(|k| format!("`{}`", k.name()))
            .collect();
        if kinds.is_empty() {
            continue;
        }
        let json = serde_json::to_string(&example(kind)).unwrap_or_default();
        out.push_str(&format!("| {} | `{json}` | {note} |\n", kinds.join(", ")));
    }
    out.push_str(END);
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_is_in_the_table_once() {
        let table = markdown();
        for k in QuestionKind::ALL {
            let cell = format!("`{}`", k.name());
            assert_eq!(table.matches(&cell).count(), 1, "{cell} in\n{table}");
        }
    }
}
