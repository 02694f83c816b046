//! The one engine wrapper of the generators' side: it passes calls on to an engine and keeps
//! what it is asked to keep, so nobody writes their own.
//!
//! - [`Keep::Calls`]: every call in order, with its replies ([`Recorder::calls`]): what an
//!   invariant's witness is read from, and what the protocol codec checks a case against.
//! - [`Keep::Memo`]: the same, and a call made before (the same board, the same questions) is
//!   answered from its record instead of asking the engine again: the invariants of one case
//!   start from the same answers (every object's names, the case's own questions), and asking
//!   an engine the same thing twice about the same board tells nothing new (a flaky engine is
//!   the hunt's reproduction step's business, not the invariants').
//!
//! [`SharedModel`] spares the reference model the same way, a level down: each distinct board
//! lent to it is evaluated once, whatever questions are asked about it and in whatever order;
//! a new board handed over ([`Driven::run_owned`]: one an invariant derived and is done with)
//! is answered and dropped, as such boards are almost never asked about again. The model
//! keeps no state between calls, so its answers are the ones it gives anyway; the invariants'
//! checks of one case ask many questions of the same boards, and an oracle or a witness that
//! filled a case's expectations answers the case's own questions again from that evaluation.

use std::borrow::Cow;
use truename_cases::{EngineInfo, Question, Scenario};
use truename_harness::driven::{Driven, Replies};
use truename_harness::engines::model::{ExplainedAnswer, ModelEngine};
use truename_harness::engines::to_model;
use truename_model::board::Board;
use truename_model::explain::Recording;
use truename_model::{Evaluated, KeptChars};

/// One call of an engine: the board, the questions, and the replies.
#[derive(Clone, Debug)]
pub struct Call {
    /// The board.
    pub scenario: Scenario,
    /// The questions, in order.
    pub questions: Vec<Question>,
    /// The engine's replies (or its failure as a whole).
    pub replies: Replies,
}

/// What a [`Recorder`] keeps of the calls it passes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// Every call, in order.
    Calls,
    /// Every call, and a call made before is answered from its record.
    Memo,
}

/// An engine that passes calls on and keeps what [`Keep`] says (see the module docs).
pub struct Recorder<'e> {
    inner: &'e mut dyn Driven,
    keep: Keep,
    calls: Vec<Call>,
}

impl<'e> Recorder<'e> {
    /// `engine`, keeping `keep`.
    pub fn new(engine: &'e mut dyn Driven, keep: Keep) -> Self {
        Recorder {
            inner: engine,
            keep,
            calls: Vec::new(),
        }
    }

    /// The calls kept, in order.
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// The calls kept, in order.
    pub fn into_calls(self) -> Vec<Call> {
        self.calls
    }
}

impl Recorder<'_> {
    /// [`Driven::run`], the board borrowed or handed over: one handed over is kept as it is.
    fn call(&mut self, scenario: Cow<'_, Scenario>, questions: &[Question]) -> Replies {
        if self.keep == Keep::Memo {
            let seen = (self.calls.iter()).find(|c| {
                c.questions.as_slice() == questions && same_board(&c.scenario, &scenario)
            });
            if let Some(c) = seen {
                return c.replies.clone();
            }
        }
        let replies = self.inner.run(&scenario, questions);
        self.calls.push(Call {
            scenario: scenario.into_owned(),
            questions: questions.to_vec(),
            replies: replies.clone(),
        });
        replies
    }
}

impl Driven for Recorder<'_> {
    fn info(&self) -> &EngineInfo {
        self.inner.info()
    }

    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        self.call(Cow::Borrowed(scenario), questions)
    }

    /// Keeps the board handed over, not a copy (the engine is asked about it by reference).
    fn run_owned(&mut self, scenario: Scenario, questions: &[Question]) -> Replies {
        self.call(Cow::Owned(scenario), questions)
    }

    fn incidents(&self) -> Vec<String> {
        self.inner.incidents()
    }
}

/// Whether two boards are equal, their cheap differences looked at first: the boards one
/// case's invariants derive share most of their objects and effects, and differ in how many
/// there are, the last effect added, or the first or last object (reversed, renamed).
fn same_board(a: &Scenario, b: &Scenario) -> bool {
    a.effects.len() == b.effects.len()
        && a.objects.len() == b.objects.len()
        && a.effects.last() == b.effects.last()
        && a.objects.first() == b.objects.first()
        && a.objects.last() == b.objects.last()
        && a == b
}

/// One board the model evaluated, kept for its next question.
struct Evaluation {
    scenario: Scenario,
    board: Board,
    /// Every object's characteristics, or the evaluation's error message.
    chars: Result<KeptChars, String>,
    /// What the characteristics' explanations recorded: a board first asked about by
    /// [`Driven::run`], whose replies drop them, is evaluated without
    /// ([`truename_model::explain::without`]), and again, recording more, if it is later
    /// explained in a mode that records more ([`truename_model::explain::Recording`]).
    recording: Recording,
    /// The replies [`SharedModel::run`] gave about this board while it was lent, with their
    /// questions (see [`SharedModel::call`]).
    replied: Vec<(Vec<Question>, Replies)>,
}

/// The reference model as an engine that evaluates each distinct board once, whatever
/// questions are asked about it and in whatever order (see the module docs).
pub struct SharedModel<'m> {
    model: &'m ModelEngine,
    boards: Vec<Evaluation>,
    /// Evaluations made: one per distinct board lent, one per call about a new board
    /// handed over.
    evaluated: usize,
}

impl<'m> SharedModel<'m> {
    /// `model`, nothing evaluated yet.
    pub fn new(model: &'m ModelEngine) -> Self {
        SharedModel {
            model,
            boards: Vec::new(),
            evaluated: 0,
        }
    }

    /// How many evaluations it has made: one per distinct board lent to it (or explained), and
    /// one per call about a new board handed over, which it doesn't keep (see the module docs).
    pub fn evaluations(&self) -> usize {
        self.evaluated
    }

    /// How many boards it keeps for their next question.
    pub fn kept(&self) -> usize {
        self.boards.len()
    }

    /// The model's answers to `questions` about `scenario`, with its explanations, from the
    /// board's one evaluation (made now if the board is new).
    pub fn explain(&mut self, scenario: &Scenario, questions: &[Question]) -> Vec<ExplainedAnswer> {
        let at = self.board_at(Cow::Borrowed(scenario), None);
        self.explain_at(at, questions)
    }

    /// This model, with `own` (a case's own board) known by its address for as long as it is
    /// lent: see [`OwnBoard`].
    pub fn with_own<'s>(&'s mut self, own: &'s Scenario) -> OwnBoard<'s, 'm> {
        OwnBoard {
            at: self.find(own),
            model: self,
            own,
        }
    }

    /// Where `scenario`'s evaluation is kept: made now if the board is new, or made again if
    /// its explanations recorded less than they record now (rules only, or nothing). `known`:
    /// where it is kept, when the caller knows it already ([`OwnBoard`]).
    fn board_at(&mut self, scenario: Cow<'_, Scenario>, known: Option<usize>) -> usize {
        let recording = truename_model::explain::recording();
        debug_assert!(known.is_none_or(|at| self.boards[at].scenario == *scenario));
        let found = known.or_else(|| self.find(&scenario));
        if let Some(at) = found.filter(|&at| self.boards[at].recording >= recording) {
            return at;
        }
        self.evaluated += 1;
        let board = to_model::board(&scenario);
        let chars = (self.model.model().evaluate(&board))
            .map(Evaluated::into_chars)
            .map_err(|e| e.to_string());
        match found {
            Some(at) => {
                // The replies recorded stay true: answers never depend on explanations.
                let b = &mut self.boards[at];
                (b.board, b.chars, b.recording) = (board, chars, recording);
                at
            }
            None => {
                self.boards.push(Evaluation {
                    scenario: scenario.into_owned(),
                    board,
                    chars,
                    recording,
                    replied: Vec::new(),
                });
                self.boards.len() - 1
            }
        }
    }

    /// Where `scenario` is kept, if it is.
    fn find(&self, scenario: &Scenario) -> Option<usize> {
        (self.boards.iter()).position(|b| same_board(&b.scenario, scenario))
    }

    /// [`SharedModel::explain`] about the board kept at `at`.
    fn explain_at(&mut self, at: usize, questions: &[Question]) -> Vec<ExplainedAnswer> {
        let b = &mut self.boards[at];
        let chars = match &mut b.chars {
            Ok(chars) => std::mem::take(chars),
            Err(e) => return questions.iter().map(|_| Err(e.clone())).collect(),
        };
        let ev = Evaluated::from_chars(self.model.model(), &b.board, chars);
        let answers = self.model.explain_evaluated(&ev, questions);
        b.chars = Ok(ev.into_chars());
        answers
    }
}

impl SharedModel<'_> {
    /// [`Driven::run`], the board borrowed or handed over.
    ///
    /// A board lent is kept, with its evaluation and its replies, for the next caller asking
    /// about it. A new board handed over is evaluated, answered and dropped: its caller is done
    /// with it, and the invariants almost never derive a board equal to one handed over
    /// before (6 of the 11,092 new boards handed over by the invariants of `truename bench`'s
    /// 512 fuzz inputs, counted at fec4206, before the invariants combined boards), so keeping
    /// it only cost its keeping, a longer search for every later board and copies of its
    /// replies. A board handed over that is kept already (the case's own, unchanged) is
    /// answered from what is kept.
    ///
    /// `known`: where the board is kept, when the caller knows it already ([`OwnBoard`]).
    /// Returns the replies and where the board is kept (`None`: it was dropped).
    fn call(
        &mut self,
        scenario: Cow<'_, Scenario>,
        questions: &[Question],
        known: Option<usize>,
    ) -> (Replies, Option<usize>) {
        let lent = matches!(scenario, Cow::Borrowed(_));
        truename_model::explain::without(|| {
            if let Cow::Owned(s) = &scenario {
                if self.find(s).is_none() {
                    self.evaluated += 1;
                    return (Ok(self.model.replies(s, questions)), None);
                }
            }
            let at = self.board_at(scenario, known);
            let asked = self.boards[at].replied.iter();
            if let Some((_, replies)) = asked.clone().find(|(q, _)| q.as_slice() == questions) {
                return (replies.clone(), Some(at));
            }
            let answers = self.explain_at(at, questions);
            let replies: Replies = Ok(answers.into_iter().map(ModelEngine::reply).collect());
            if lent {
                (self.boards[at].replied).push((questions.to_vec(), replies.clone()));
            }
            (replies, Some(at))
        })
    }
}

impl Driven for SharedModel<'_> {
    fn info(&self) -> &EngineInfo {
        self.model.info()
    }

    /// The model's replies, made without explanations (the replies drop them:
    /// [`truename_model::explain::without`]); the same questions asked again about the same
    /// lent board are answered from the record (as [`Keep::Memo`] would, without a second copy
    /// of each board).
    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        self.call(Cow::Borrowed(scenario), questions, None).0
    }

    /// [`SharedModel::run`]; a new board handed over is answered and dropped, not kept (see
    /// the module docs).
    fn run_owned(&mut self, scenario: Scenario, questions: &[Question]) -> Replies {
        self.call(Cow::Owned(scenario), questions, None).0
    }
}

/// A [`SharedModel`] that knows one board, a case's own, by its address, and finds its
/// evaluation without comparing boards. Every invariant asks about the case's own board, lent
/// from the case, so nearly every call's search of the kept boards ended in comparing the
/// whole board with an equal one.
///
/// Sound without `unsafe`: `own` stays borrowed, so unchanged and alive at its address, for
/// as long as this lives, and no other live board can have its address; a board at that
/// address is `own` itself.
pub struct OwnBoard<'s, 'm> {
    model: &'s mut SharedModel<'m>,
    own: &'s Scenario,
    /// Where `own`'s evaluation is kept, once it is.
    at: Option<usize>,
}

impl Driven for OwnBoard<'_, '_> {
    fn info(&self) -> &EngineInfo {
        self.model.info()
    }

    /// [`SharedModel::run`], the case's own board found by its address.
    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        if !std::ptr::eq(scenario, self.own) {
            return self.model.run(scenario, questions);
        }
        let (replies, at) = self.model.call(Cow::Borrowed(scenario), questions, self.at);
        self.at = at;
        replies
    }

    /// [`SharedModel::run_owned`] (a board handed over is never the case's own).
    fn run_owned(&mut self, scenario: Scenario, questions: &[Question]) -> Replies {
        self.model.run_owned(scenario, questions)
    }
}

#[cfg(test)]
mod tests {
    use super::{Keep, Recorder, SharedModel};
    use crate::generate::{generate, shared, SeededSource};
    use truename_cases::{EngineInfo, Question, Scenario};
    use truename_harness::driven::{Driven, Replies};

    /// The shared reference model, counting the calls that reach it.
    struct Counting(usize);

    impl Driven for Counting {
        fn info(&self) -> &EngineInfo {
            crate::generate::instance::reference().info()
        }

        fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
            self.0 += 1;
            model_replies(scenario, questions)
        }
    }

    fn model_replies(scenario: &Scenario, questions: &[Question]) -> Replies {
        Ok(crate::generate::instance::reference().replies(scenario, questions))
    }

    /// 20 generated cases, each of its own board (their ids differ).
    fn cases() -> Vec<truename_cases::Case> {
        let (model, pools) = shared();
        (1..=20)
            .map(|s| generate(&mut SeededSource::new(s), model, pools, &format!("c{s}")))
            .collect()
    }

    #[test]
    fn a_memo_asks_each_board_and_questions_once_and_keeps_every_call() {
        let cases = cases();
        let mut engine = Counting(0);
        let mut memo = Recorder::new(&mut engine, Keep::Memo);
        for c in cases.iter().chain(&cases) {
            let want = model_replies(&c.scenario, &c.questions());
            assert_eq!(memo.run(&c.scenario, &c.questions()), want);
        }
        assert_eq!(memo.calls().len(), 20);
        drop(memo);
        assert_eq!(engine.0, 20);
        let mut rec = Recorder::new(&mut engine, Keep::Calls);
        for c in cases.iter().chain(&cases) {
            rec.run(&c.scenario, &c.questions()).ok();
        }
        assert_eq!(rec.into_calls().len(), 40);
        assert_eq!(engine.0, 60);
    }

    /// The memo keeps a board handed over as a lent one. The shared model answers a new board
    /// handed over as the model does and keeps nothing of it (each call evaluates it); once
    /// the board is lent, it is kept, and the same board handed over again is answered from
    /// that evaluation.
    #[test]
    fn a_board_handed_over_is_answered_as_a_lent_one() {
        let cases = cases();
        let mut model = SharedModel::new(crate::generate::instance::reference());
        let mut engine = Counting(0);
        let mut memo = Recorder::new(&mut engine, Keep::Memo);
        for c in &cases {
            let questions = c.questions();
            let want = model_replies(&c.scenario, &questions);
            assert_eq!(model.run_owned(c.scenario.clone(), &questions), want);
            assert_eq!(model.kept(), 0);
            assert_eq!(model.run_owned(c.scenario.clone(), &questions), want);
            assert_eq!(memo.run_owned(c.scenario.clone(), &questions), want);
            assert_eq!(memo.run(&c.scenario, &questions), want);
        }
        assert_eq!(model.evaluations(), 40);
        for c in &cases {
            let questions = c.questions();
            let want = model_replies(&c.scenario, &questions);
            assert_eq!(model.run(&c.scenario, &questions), want);
            assert_eq!(model.run_owned(c.scenario.clone(), &questions), want);
        }
        assert_eq!((model.evaluations(), model.kept()), (60, 20));
        assert_eq!(memo.calls().len(), 20);
        assert!(memo
            .calls()
            .iter()
            .zip(&cases)
            .all(|(k, c)| k.scenario == c.scenario));
        drop(memo);
        assert_eq!(engine.0, 20);
    }

    #[test]
    fn the_shared_model_evaluates_each_board_once_and_answers_as_the_model() {
        let reference = crate::generate::instance::reference();
        let mut model = SharedModel::new(reference);
        let cases = cases();
        for c in &cases {
            let questions = c.questions();
            // Each question alone, then all of them, then in reverse order.
            for q in &questions {
                let one = std::slice::from_ref(q);
                assert_eq!(model.run(&c.scenario, one), model_replies(&c.scenario, one));
            }
            let mut rev = questions.clone();
            rev.reverse();
            for qs in [questions, rev] {
                assert_eq!(
                    model.explain(&c.scenario, &qs),
                    reference.explain(&c.scenario, &qs)
                );
            }
        }
        // One kept board a case: the first replies evaluated it without explanations, the
        // first full explanation evaluated it again in place.
        assert_eq!((model.kept(), model.evaluations()), (20, 40));
    }

    /// The case's own board known by its address is answered as the shared model answers it,
    /// from one kept evaluation; an equal copy elsewhere is found by comparison, and other
    /// boards go to the shared model as they are.
    #[test]
    fn the_own_board_is_found_by_its_address_and_answered_as_before() {
        let reference = crate::generate::instance::reference();
        let cases = cases();
        for c in &cases {
            let questions = c.questions();
            let want = model_replies(&c.scenario, &questions);
            let mut model = SharedModel::new(reference);
            let other = &cases[0].scenario;
            {
                let mut own = model.with_own(&c.scenario);
                assert_eq!(own.run(&c.scenario, &questions), want);
                assert_eq!(
                    own.run(&c.scenario, &questions[..1]),
                    model_replies(&c.scenario, &questions[..1])
                );
                let copy = c.scenario.clone();
                assert_eq!(own.run(&copy, &questions), want);
                assert_eq!(own.run_owned(copy, &questions), want);
                let q0 = cases[0].questions();
                assert_eq!(own.run(other, &q0), model_replies(other, &q0));
            }
            let distinct = if std::ptr::eq(other, &c.scenario) || *other == c.scenario {
                1
            } else {
                2
            };
            assert_eq!((model.kept(), model.evaluations()), (distinct, distinct));
        }
    }
}
