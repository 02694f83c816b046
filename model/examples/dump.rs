//! Prints how the model reads the named cards' text (a debugging aid).
fn main() {
    let m = truename_model::Model::embedded();
    for name in std::env::args().skip(1) {
        let (card, _) = m
            .oracle
            .card_with_face(&m.oracle.resolve(&name).unwrap().name)
            .unwrap();
        println!("== {} ({:?})", card.name, card.layout);
        for f in &card.faces {
            println!("  face {} | {}", f.name, f.type_line.render());
            for a in f.abilities.iter() {
                let segs: Vec<String> = a
                    .segs
                    .iter()
                    .map(|s| match s {
                        truename_model::text::Seg::Text(t) => t.clone(),
                        other => format!("[{other:?}]"),
                    })
                    .collect();
                println!("    {}", segs.join(""));
            }
        }
    }
}
