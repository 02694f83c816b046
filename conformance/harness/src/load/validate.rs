//! Validating one case: every problem is reported with its JSON path, and card names are
//! resolved to exact Oracle names.

use std::collections::HashSet;
use truename_cases::{Case, CaseObject, CastAs, EffectKind, Question, TokenSpec};
use truename_model::Model;

/// Reports a problem: JSON path, then what was expected.
pub type Report<'r> = &'r mut dyn FnMut(String, String);

struct Validator<'a, 'r> {
    base: &'a str,
    model: &'a Model,
    ids: HashSet<String>,
    report: Report<'r>,
}

impl Validator<'_, '_> {
    fn error(&mut self, path: String, message: impl Into<String>) {
        (self.report)(path, message.into());
    }

    /// Reports an id that names no object of the case.
    fn dangling(&mut self, path: String, id: &str, what: &str) {
        if !self.ids.contains(id) {
            self.error(
                path,
                format!("expected the id of an object in this case ({what}); {id:?} names none"),
            );
        }
    }

    /// Reports a name given as an empty (or blank) string. CR 201.2a: a name is something an
    /// object has; "" would be a shared empty name, which no rule gives (a nameless object has
    /// no name, 201.2b). Every place a case gives a name goes through here.
    fn name(&mut self, path: String, name: &str) {
        if name.trim().is_empty() {
            self.error(path, "expected a name; found an empty one");
        }
    }

    fn card_name(&mut self, path: String, name: &str) -> Option<String> {
        match self.model.oracle.resolve(name) {
            Ok(r) => Some(r.name.to_string()),
            Err(e) => {
                self.error(path, format!("expected an Oracle card name: {e}"));
                None
            }
        }
    }

    fn header(&mut self, case: &Case) {
        let b = self.base;
        if case.scenario.id.trim().is_empty() {
            self.error(format!("{b}.id"), "expected a non-empty case id");
        }
        if case.scenario.rules.is_empty() {
            self.error(format!("{b}.rules"), "expected at least one rule number");
        }
        for (j, r) in case.scenario.rules.iter().enumerate() {
            if let Err(e) = truename_model::Rule::new(r) {
                self.error(
                    format!("{b}.rules[{j}]"),
                    format!("expected a rule number: {e}"),
                );
            }
        }
        if case.queries.is_empty() {
            self.error(format!("{b}.queries"), "expected at least one query");
        }
        for (j, o) in case.scenario.objects.iter().enumerate() {
            if !self.ids.insert(o.id.clone()) {
                let msg = format!("expected a unique object id; {:?} is used twice", o.id);
                self.error(format!("{b}.objects[{j}].id"), msg);
            }
        }
    }

    fn object(&mut self, p: String, o: &mut CaseObject) {
        let kinds = [
            o.card.is_some(),
            o.token.is_some(),
            o.spell_copy_of.is_some(),
        ];
        if kinds.iter().filter(|x| **x).count() != 1 {
            self.error(p, "expected exactly one of card, token, spell_copy_of");
            return;
        }
        if let Some(pr) = &o.printed {
            self.name(format!("{p}.printed.name"), &pr.name);
        }
        if let Some(card) = o.card.clone() {
            if let Some(exact) = self.card_name(format!("{p}.card"), &card) {
                o.card = Some(exact);
            }
            if let Some(m) = o.cast_as {
                self.cast_mode(o.card.as_deref(), m, format!("{p}.cast_as"));
            }
        }
        if let Some(t) = &o.token {
            self.token(&p, t);
        }
        if let Some(s) = &o.spell_copy_of {
            self.dangling(format!("{p}.spell_copy_of"), s, "the copied spell");
        }
        self.spell_copy_except(&p, o);
        if let Some(prev) = &o.previous {
            let what = "the object it was before changing zones";
            self.dangling(format!("{p}.previous"), prev, what);
        }
        if let Some(m) = &o.moved_by {
            let what = "the object whose ability moved it";
            self.dangling(format!("{p}.moved_by.object"), &m.object, what);
        }
        for k in 0..o.merged.len() {
            let card = o.merged[k].card.clone();
            if let Some(exact) = self.card_name(format!("{p}.merged[{k}].card"), &card) {
                o.merged[k].card = exact;
            }
        }
    }

    /// A spell copy's exceptions: only with `spell_copy_of`, and a name that isn't empty.
    fn spell_copy_except(&mut self, p: &str, o: &CaseObject) {
        let given = [
            ("except_name", o.except_name.is_some()),
            ("except_add_types", !o.except_add_types.is_empty()),
            ("except_remove_types", !o.except_remove_types.is_empty()),
        ];
        for (field, on) in given {
            if on && o.spell_copy_of.is_none() {
                let msg = "expected only on a copy of a spell (with spell_copy_of)";
                self.error(format!("{p}.{field}"), msg);
            }
        }
        if let Some(n) = &o.except_name {
            self.name(format!("{p}.except_name"), n);
        }
    }

    fn token(&mut self, p: &str, t: &TokenSpec) {
        if let Some(n) = &t.name {
            self.name(format!("{p}.token.name"), n);
        }
        if let Some(n) = &t.except_name {
            self.name(format!("{p}.token.except_name"), n);
        }
        let excepted = t.except_name.is_some()
            || !t.except_add_types.is_empty()
            || !t.except_remove_types.is_empty()
            || t.except_power_toughness.is_some()
            || !t.except_has_ability.is_empty()
            || !t.except_has_quoted.is_empty();
        if excepted && t.copy_of.is_none() {
            let msg = "expected except_* fields only on a token created as a copy (with copy_of)";
            self.error(format!("{p}.token"), msg);
        }
        let given = t.name.is_some() || !t.subtypes.is_empty();
        match (&t.created_by, &t.copy_of, given) {
            (Some(c), None, false) => {
                self.dangling(format!("{p}.token.created_by"), c, "the token's creator");
                if t.created_at.is_none() {
                    let msg = "expected the timestamp of the token's creation";
                    self.error(format!("{p}.token.created_at"), msg);
                }
            }
            (None, Some(c), false) => {
                self.dangling(format!("{p}.token.copy_of"), c, "the copied object");
                let refs = [
                    ("except_has_ability", &t.except_has_ability),
                    ("except_has_quoted", &t.except_has_quoted),
                ];
                for (field, r) in refs {
                    for (k, a) in r.iter().enumerate() {
                        let what = "the object whose ability the copy gets";
                        self.dangling(format!("{p}.token.{field}[{k}].object"), &a.object, what);
                    }
                }
                if let Some(v) = &t.except_power_toughness {
                    self.power_toughness(format!("{p}.token.except_power_toughness"), v);
                }
            }
            (None, None, true) => {}
            _ => self.error(
                format!("{p}.token"),
                "expected exactly one of created_by, copy_of, or name/subtypes",
            ),
        }
    }

    fn effects(&mut self, case: &Case) {
        for (j, e) in case.scenario.effects.iter().enumerate() {
            let p = format!("{}.effects[{j}]", self.base);
            if let Some(s) = &e.source {
                self.dangling(format!("{p}.source"), s, "the effect's source");
            }
            for (field, id) in e.kind.object_ids() {
                self.dangling(format!("{p}.{field}"), id, "an object the effect names");
            }
            match &e.kind {
                EffectKind::SetName { name, .. } => self.name(format!("{p}.name"), name),
                EffectKind::Copy {
                    except_name: Some(n),
                    ..
                } => self.name(format!("{p}.except_name"), n),
                EffectKind::NameSticker { word, .. } => self.name(format!("{p}.word"), word),
                _ => {}
            }
            match &e.kind {
                EffectKind::SetPowerToughness {
                    power_toughness: v, ..
                }
                | EffectKind::Copy {
                    except_power_toughness: Some(v),
                    ..
                } => self.power_toughness(p.clone(), v),
                _ => {}
            }
        }
    }

    fn question(&mut self, p: String, q: &Question, case: &Case) {
        for (field, id) in q.object_ids() {
            self.dangling(format!("{p}.{field}"), id, "an object the query asks about");
        }
        match q {
            Question::IsNamed { name, .. } | Question::ChooseCardName { name, .. } => {
                self.name(format!("{p}.name"), name);
            }
            Question::Castable { chosen, .. } => self.name(format!("{p}.chosen"), chosen),
            _ => {}
        }
        match q {
            Question::DeckCopies { deck, name } => {
                for (k, n) in deck.iter().enumerate() {
                    self.card_name(format!("{p}.deck[{k}]"), n);
                }
                self.card_name(format!("{p}.name"), name);
            }
            Question::Castable {
                object,
                cast_as: Some(m),
                ..
            } => {
                let objects = &case.scenario.objects;
                let card = objects.iter().find(|o| &o.id == object);
                let card = card.and_then(|o| o.card.as_deref());
                self.cast_mode(card, *m, format!("{p}.cast_as"));
            }
            Question::ColorIdentity { card } => {
                self.card_name(format!("{p}.card"), card);
            }
            _ => {}
        }
    }

    /// Reports a power/toughness that isn't written "P/T".
    fn power_toughness(&mut self, path: String, v: &str) {
        if crate::engines::to_model::pt(v).is_none() {
            self.error(
                path,
                format!("expected power/toughness as \"P/T\"; got {v:?}"),
            );
        }
    }

    /// Reports a casting mode the card doesn't have (fusing a card without fuse, ...).
    fn cast_mode(&mut self, card: Option<&str>, mode: CastAs, path: String) {
        let oracle = &self.model.oracle;
        let Some((c, _)) = card.and_then(|c| oracle.card_with_face(c)) else {
            return;
        };
        if !truename_model::oracle::mode_applies(c, crate::engines::to_model::cast_as(mode)) {
            let name = c.name.as_str().to_string();
            let msg = format!("expected a way {name:?} can be cast; it can't be cast as {mode:?}");
            self.error(path, msg);
        }
    }
}

/// Validates one case and resolves its card names; reports each problem with its JSON path.
pub fn validate_case(case: &mut Case, base: &str, model: &Model, report: Report<'_>) {
    let mut v = Validator {
        base,
        model,
        ids: HashSet::new(),
        report,
    };
    v.header(case);
    for j in 0..case.scenario.objects.len() {
        let p = format!("{base}.objects[{j}]");
        v.object(p, &mut case.scenario.objects[j]);
    }
    v.effects(case);
    for (j, q) in case.queries.iter().enumerate() {
        v.question(format!("{base}.queries[{j}]"), &q.question, case);
    }
    for (path, message) in super::legal::problems(model, &case.scenario) {
        (v.report)(format!("{base}.{path}"), message);
    }
}
