//! Targeted scenarios for the `colors` and `is_token` questions: copies that take another
//! object's colors, once or twice over (CR 707.2a, 707.4), and tokens and cards merged by
//! mutate, over or under (CR 728.2d).

use super::builder::Builder;
use super::effects::copy_with_exceptions;
use super::source::Source;
use truename_cases::*;

impl Builder<'_> {
    /// One of the color and token scenarios, chosen uniformly.
    pub(crate) fn scenario_colors_and_tokens(&mut self, src: &mut dyn Source) {
        match src.below(3) {
            0 => self.scenario_copy_colors(src),
            1 => self.scenario_merged_token(src),
            _ => self.scenario_token_copy_colors(src),
        }
    }

    /// A creature card that becomes a copy of another creature, sometimes without copying its
    /// color (Vesuvan Doppelganger, CR 707.9c), sometimes then of a third (CR 707.4): its
    /// colors are the last copied object's (707.2a, 613.2a) unless a copy effect kept them.
    fn scenario_copy_colors(&mut self, src: &mut dyn Source) {
        let first = self.creature(src);
        let copier = self.creature(src);
        let mut copy = copy_with_exceptions(src, copier.clone(), first);
        if let EffectKind::Copy {
            except_keeps_color, ..
        } = &mut copy
        {
            *except_keeps_color = src.chance(40);
        }
        self.push_new_effect(copy);
        if src.chance(40) {
            let second = self.creature(src);
            self.push_new_effect(copy_with_exceptions(src, copier.clone(), second));
        }
        self.push_query(Question::Colors { object: copier });
    }

    /// A token copy of a creature (or a card), with a mutate card merged over or under it: a
    /// token only if its topmost component is (CR 728.2d).
    fn scenario_merged_token(&mut self, src: &mut dyn Source) {
        let original = self.creature(src);
        let base = if src.chance(70) {
            self.token_copy_of(original)
        } else {
            self.creature(src)
        };
        self.mutate_last(src);
        if src.chance(30) {
            self.mutate_last(src);
        }
        // Sometimes the last component is a token copy of the mutating card (a copied mutating
        // creature spell, 707.10f).
        let copied = src.chance(30);
        if let Some(m) = (self.case.scenario.objects.last_mut()).and_then(|o| o.merged.last_mut()) {
            m.token = copied;
        }
        self.push_query(Question::IsToken {
            object: base.clone(),
        });
        if src.chance(50) {
            self.push_query(Question::Colors { object: base });
        }
    }

    /// A token copy of a creature that has itself become a copy of another (CR 707.2a, 707.3).
    fn scenario_token_copy_colors(&mut self, src: &mut dyn Source) {
        let original = self.creature(src);
        let middle = self.creature(src);
        self.push_new_effect(copy_with_exceptions(src, middle.clone(), original));
        let token = self.token_copy_of(middle);
        self.push_query(Question::Colors {
            object: token.clone(),
        });
        self.push_query(Question::IsToken { object: token });
    }
}
