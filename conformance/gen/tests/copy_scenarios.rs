//! Random boards reach the copy-exception fields: a token copy with quoted abilities
//! (`except_has_quoted`, sometimes a list), a spell copy with an exception, a cast copy of a
//! card (`castable` with `copy`) and a "7/7" copy of a creature whose power and toughness a
//! characteristic-defining ability defines (CR 707.9a, 707.10, 707.12, 707.9d).

use truename_cases::{EffectKind, Question};
use truename_gen::generate::{generate, shared, SeededSource};
use truename_gen::hunt::case_seed;

#[test]
fn generated_boards_use_every_copy_exception_field() {
    let (model, pools) = shared();
    let (mut quoted, mut quoted_list, mut spell_except, mut cast_copy, mut seven) = (0, 0, 0, 0, 0);
    for i in 0..3000 {
        let case = generate(&mut SeededSource::new(case_seed(7, i)), model, pools, "g");
        for o in &case.scenario.objects {
            if let Some(t) = &o.token {
                quoted += usize::from(!t.except_has_quoted.is_empty());
                quoted_list += usize::from(t.except_has_quoted.0.len() > 1);
            }
            let excepted = o.except_name.is_some() || !o.except_remove_types.is_empty();
            spell_except += usize::from(o.spell_copy_of.is_some() && excepted);
        }
        for e in &case.scenario.effects {
            if let EffectKind::Copy {
                of,
                except_power_toughness: Some(_),
                ..
            } = &e.kind
            {
                let original = case.scenario.objects.iter().find(|o| &o.id == of);
                let card = original.and_then(|o| o.card.as_deref());
                seven += usize::from(matches!(card, Some("Tarmogoyf" | "Nightmare")));
            }
        }
        for q in &case.queries {
            cast_copy += usize::from(matches!(q.question, Question::Castable { copy: true, .. }));
        }
    }
    let counts = [quoted, quoted_list, spell_except, cast_copy, seven];
    assert!(counts.iter().all(|n| *n >= 5), "{counts:?}");
}
