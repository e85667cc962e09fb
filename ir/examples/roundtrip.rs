//! Parses, verifies and prints a file: `cargo run -p strata-ir --example roundtrip -- FILE [--generic]`.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = &args[1];
    let generic = args.iter().any(|a| a == "--generic");
    let src = std::fs::read_to_string(path).expect("read");
    let ctx = strata_ir::Context::new();
    let opts = strata_ir::syntax::ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    match strata_ir::syntax::parse_module(&ctx, path, &src, &opts) {
        Ok(m) => {
            if let Err(errs) = strata_ir::verify::verify_module(&ctx, &m) {
                for e in errs {
                    eprintln!("{e}");
                }
                std::process::exit(1);
            }
            let o = strata_ir::print::PrintOptions {
                generic,
                debug_info: false,
                local_scope: false,
                elide_elements_above: None,
                ..Default::default()
            };
            print!("{}", strata_ir::print::print_module(&ctx, &m, o));
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
