//! `kohle-serve`: the server alone (the same as `kohle serve`).

use clap::Parser;

#[derive(Parser)]
#[command(name = "kohle-serve", about = "Glück Auf and Haspelknecht on a server")]
struct Cli {
    #[command(flatten)]
    serve: server::ServeArgs,
}

fn main() -> std::process::ExitCode {
    match server::serve_blocking(Cli::parse().serve) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("kohle serve: error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
