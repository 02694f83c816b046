//! Loading case files: parse errors and validation errors name the file, the JSON path and
//! what was expected. A bad file never stops the other files from loading.

use crate::case::{Ask, Case, CaseFile, EffectKind, FORMAT};
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::path::{Path, PathBuf};
use truename_model::Model;

/// A problem in a case file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// The file.
    pub file: PathBuf,
    /// JSON path inside it, e.g. `cases[2].objects[0].card`.
    pub path: String,
    /// What was expected, and what was found.
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {}: {}",
            self.file.display(),
            self.path,
            self.message
        )
    }
}

impl std::error::Error for LoadError {}

/// A case with the file it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedCase {
    /// The file.
    pub file: PathBuf,
    /// Index within the file.
    pub index: usize,
    /// The case, with object card names resolved to exact Oracle names.
    pub case: Case,
}

/// Parses and validates one case file's text.
pub fn parse_file(
    file: &Path,
    text: &str,
    model: &Model,
) -> Result<Vec<LoadedCase>, Vec<LoadError>> {
    let err = |path: &str, message: String| LoadError {
        file: file.to_path_buf(),
        path: path.to_string(),
        message,
    };
    let de = &mut serde_json::Deserializer::from_str(text);
    let parsed: CaseFile = serde_path_to_error::deserialize(de).map_err(|e| {
        let path = json_path(e.path());
        let inner = e.into_inner();
        let message = if inner.is_eof() {
            format!(
                "expected more JSON: the file ends early (line {}, column {})",
                inner.line(),
                inner.column()
            )
        } else {
            format!("{inner}")
        };
        vec![err(&path, message)]
    })?;
    let mut errors = Vec::new();
    if parsed.format != FORMAT {
        errors.push(err(
            "format",
            format!("expected {FORMAT:?}, found {:?}", parsed.format),
        ));
    }
    if parsed.cr_revision != truename_model::CR_REVISION {
        errors.push(err(
            "cr_revision",
            format!(
                "unsupported Comprehensive Rules revision {:?}: this model follows {:?} (rule numbers move between revisions)",
                parsed.cr_revision,
                truename_model::CR_REVISION
            ),
        ));
    }
    let mut out = Vec::new();
    for (i, mut case) in parsed.cases.into_iter().enumerate() {
        let base = format!("cases[{i}]");
        let before = errors.len();
        validate_case(&mut case, &base, model, &mut |p, m| errors.push(err(&p, m)));
        if errors.len() == before {
            out.push(LoadedCase {
                file: file.to_path_buf(),
                index: i,
                case,
            });
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// Renders a JSON path unambiguously: `cases[2].objects[0].card`; keys that aren't plain
/// identifiers are quoted (`$[" "]`); the document root is `$`.
pub fn json_path(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut out = String::new();
    for seg in path.iter() {
        match seg {
            Segment::Seq { index } => out.push_str(&format!("[{index}]")),
            Segment::Map { key } | Segment::Enum { variant: key } => {
                let plain = key
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                    && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                if plain {
                    if !out.is_empty() {
                        out.push('.');
                    }
                    out.push_str(key);
                } else {
                    if out.is_empty() {
                        out.push('$');
                    }
                    out.push_str(&format!("[{}]", serde_json::Value::String(key.clone())));
                }
            }
            Segment::Unknown => out.push_str("[?]"),
        }
    }
    if out.is_empty() {
        "$".into()
    } else {
        out
    }
}

/// Reads every `*.json` file under `dir` (sorted), returning the cases of the good files and
/// the errors of the bad ones. Case ids must be unique across all files.
pub fn load_dir(dir: &Path, model: &Model) -> (Vec<LoadedCase>, Vec<LoadError>) {
    load_files(&json_files(dir), model)
}

/// Every `*.json` file under `dir`, recursively, sorted.
pub fn json_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = Vec::new();
    collect(dir, &mut files);
    files.sort();
    files
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    if let Ok(rd) = std::fs::read_dir(dir) {
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                collect(&p, out);
            } else if p.extension().is_some_and(|x| x == "json") {
                out.push(p);
            }
        }
    }
}

/// Loads the given files (see [`load_dir`]).
pub fn load_files(files: &[PathBuf], model: &Model) -> (Vec<LoadedCase>, Vec<LoadError>) {
    let mut cases = Vec::new();
    let mut errors = Vec::new();
    for f in files {
        match std::fs::read_to_string(f) {
            Err(e) => errors.push(LoadError {
                file: f.clone(),
                path: "$".into(),
                message: format!("can't read the file: {e}"),
            }),
            Ok(text) => match parse_file(f, &text, model) {
                Ok(c) => cases.extend(c),
                Err(e) => errors.extend(e),
            },
        }
    }
    let mut seen: HashMap<String, (PathBuf, usize)> = HashMap::new();
    let mut unique = Vec::new();
    for c in cases {
        if let Some((f, i)) = seen.get(&c.case.id) {
            errors.push(LoadError {
                file: c.file.clone(),
                path: format!("cases[{}].id", c.index),
                message: format!(
                    "expected a unique case id; {:?} is already used by {} cases[{}]",
                    c.case.id,
                    f.display(),
                    i
                ),
            });
        } else {
            seen.insert(c.case.id.clone(), (c.file.clone(), c.index));
            unique.push(c);
        }
    }
    (unique, errors)
}

/// Validates one case and resolves its card names; reports each problem with its JSON path.
pub fn validate_case(
    case: &mut Case,
    base: &str,
    model: &Model,
    report: &mut dyn FnMut(String, String),
) {
    if case.id.trim().is_empty() {
        report(format!("{base}.id"), "expected a non-empty case id".into());
    }
    if case.rules.is_empty() {
        report(
            format!("{base}.rules"),
            "expected at least one rule number".into(),
        );
    }
    if case.queries.is_empty() {
        report(
            format!("{base}.queries"),
            "expected at least one query".into(),
        );
    }
    let mut ids = HashSet::new();
    for (j, o) in case.objects.iter().enumerate() {
        if !ids.insert(o.id.clone()) {
            report(
                format!("{base}.objects[{j}].id"),
                format!("expected a unique object id; {:?} is used twice", o.id),
            );
        }
    }
    let dangling = |report: &mut dyn FnMut(String, String), path: String, id: &str, what: &str| {
        if !ids.contains(id) {
            report(
                path,
                format!("expected the id of an object in this case ({what}); {id:?} names none"),
            );
        }
    };
    for (j, o) in case.objects.iter_mut().enumerate() {
        let p = format!("{base}.objects[{j}]");
        let kinds = [
            o.card.is_some(),
            o.token.is_some(),
            o.spell_copy_of.is_some(),
        ]
        .iter()
        .filter(|x| **x)
        .count();
        if kinds != 1 {
            report(
                p,
                "expected exactly one of card, token, spell_copy_of".into(),
            );
            continue;
        }
        if let Some(card) = &o.card {
            match model.oracle.resolve(card) {
                Ok(r) => o.card = Some(r.name.to_string()),
                Err(e) => report(
                    format!("{p}.card"),
                    format!("expected an Oracle card name: {e}"),
                ),
            }
            if let Some(m) = o.cast_as {
                check_mode(model, o.card.as_deref(), m, format!("{p}.cast_as"), report);
            }
        }
        if let Some(t) = &o.token {
            let given = t.name.is_some() || !t.subtypes.is_empty();
            match (&t.created_by, &t.copy_of, given) {
                (Some(c), None, false) => {
                    dangling(
                        report,
                        format!("{p}.token.created_by"),
                        c,
                        "the token's creator",
                    );
                    if t.created_at.is_none() {
                        report(
                            format!("{p}.token.created_at"),
                            "expected the timestamp of the token's creation".into(),
                        );
                    }
                }
                (None, Some(c), false) => {
                    dangling(report, format!("{p}.token.copy_of"), c, "the copied object")
                }
                (None, None, true) => {}
                _ => report(
                    format!("{p}.token"),
                    "expected exactly one of created_by, copy_of, or name/subtypes".into(),
                ),
            }
        }
        if let Some(s) = &o.spell_copy_of {
            dangling(report, format!("{p}.spell_copy_of"), s, "the copied spell");
        }
        if let Some(prev) = &o.previous {
            dangling(
                report,
                format!("{p}.previous"),
                prev,
                "the object it was before changing zones",
            );
        }
        if let Some(m) = &o.moved_by {
            dangling(
                report,
                format!("{p}.moved_by.object"),
                &m.object,
                "the object whose ability moved it",
            );
        }
    }
    for (j, e) in case.effects.iter().enumerate() {
        let p = format!("{base}.effects[{j}]");
        if let Some(s) = &e.source {
            dangling(report, format!("{p}.source"), s, "the effect's source");
        }
        let refs: Vec<(&str, &String)> = match &e.kind {
            EffectKind::Copy {
                object,
                of,
                except_has_ability,
                ..
            } => {
                let mut v = vec![("object", object), ("of", of)];
                if let Some(a) = except_has_ability {
                    v.push(("except_has_ability.object", &a.object));
                }
                v
            }
            EffectKind::WordSwap { object, .. }
            | EffectKind::AllNames { object }
            | EffectKind::SetName { object, .. }
            | EffectKind::NameSticker { object, .. } => vec![("object", object)],
            EffectKind::ExchangeText { a, b } => vec![("a", a), ("b", b)],
            EffectKind::FullText { object, of } => vec![("object", object), ("of", of)],
            EffectKind::Splice { spell, card } => vec![("spell", spell), ("card", card)],
            EffectKind::GainAbilities { object, from, .. } => {
                vec![("object", object), ("from", from)]
            }
            EffectKind::GrantAbility { object, by, .. } => vec![("object", object), ("by", by)],
        };
        for (field, id) in refs {
            dangling(
                report,
                format!("{p}.{field}"),
                id,
                "an object the effect names",
            );
        }
    }
    for (j, q) in case.queries.iter().enumerate() {
        let p = format!("{base}.queries[{j}]");
        let objs: Vec<(&str, &String)> = match &q.ask {
            Ask::Names { object, .. }
            | Ask::IsNamed { object, .. }
            | Ask::Castable { object, .. }
            | Ask::ReferenceTarget { object, .. }
            | Ask::Text { object, .. }
            | Ask::TypeLine { object, .. }
            | Ask::TokenName { object, .. } => vec![("object", object)],
            Ask::SameName { a, b, .. } => vec![("a", a), ("b", b)],
            Ask::DifferentNames { objects, .. } | Ask::NOrMoreDifferentNames { objects, .. } => {
                objects.iter().map(|o| ("objects", o)).collect()
            }
            Ask::DifferentNameFrom { object, others, .. } => std::iter::once(("object", object))
                .chain(others.iter().map(|o| ("others", o)))
                .collect(),
            Ask::ChooseCardName { .. } | Ask::DeckCopies { .. } | Ask::ColorIdentity { .. } => {
                vec![]
            }
        };
        for (field, id) in objs {
            dangling(
                report,
                format!("{p}.{field}"),
                id,
                "an object the query asks about",
            );
        }
        match &q.ask {
            Ask::DeckCopies { deck, name, .. } => {
                for (k, n) in deck.iter().chain(std::iter::once(name)).enumerate() {
                    if let Err(e) = model.oracle.resolve(n) {
                        let field = if k < deck.len() {
                            format!("deck[{k}]")
                        } else {
                            "name".into()
                        };
                        report(
                            format!("{p}.{field}"),
                            format!("expected an Oracle card name: {e}"),
                        );
                    }
                }
            }
            Ask::Castable {
                object,
                cast_as: Some(m),
                ..
            } => {
                let card = case
                    .objects
                    .iter()
                    .find(|o| &o.id == object)
                    .and_then(|o| o.card.clone());
                check_mode(model, card.as_deref(), *m, format!("{p}.cast_as"), report);
            }
            Ask::ColorIdentity { card, .. } => {
                if let Err(e) = model.oracle.resolve(card) {
                    report(
                        format!("{p}.card"),
                        format!("expected an Oracle card name: {e}"),
                    );
                }
            }
            _ => {}
        }
    }
}

/// Reports a casting mode the card doesn't have (fusing a card without fuse, ...).
fn check_mode(
    model: &Model,
    card: Option<&str>,
    mode: crate::case::CastAs,
    path: String,
    report: &mut dyn FnMut(String, String),
) {
    let Some((c, _)) = card.and_then(|c| model.oracle.card_with_face(c)) else {
        return;
    };
    if !truename_model::oracle::mode_applies(c, crate::to_model::cast_as(mode)) {
        report(
            path,
            format!(
                "expected a way {:?} can be cast; it can't be cast as {mode:?}",
                c.name.as_str()
            ),
        );
    }
}
