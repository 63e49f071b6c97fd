//! `kohle-serve`: the server alone (the same as `kohle serve`).

use clap::Parser;

/// mimalloc rather than the system's allocator: with 10,000 live games on one server the
/// move latency's p99 fell from 12.0 to 6.5 ms (issue 40, docs/load.md). Counted, for
/// `kohle_heap_bytes`.
#[global_allocator]
static ALLOCATOR: server::heap::Counting<mimalloc::MiMalloc> =
    server::heap::Counting(mimalloc::MiMalloc);

#[derive(Parser)]
#[command(name = "kohle-serve", about = "Glück Auf and Haspelknecht on a server")]
struct Cli {
    #[command(flatten)]
    serve: server::ServeArgs,
}

fn main() -> std::process::ExitCode {
    server::heap::counting();
    let cli = Cli::try_parse().unwrap_or_else(|e| {
        if e.use_stderr() && server::logging::json_requested(std::env::args_os()) {
            server::logging::json_error("invalid command line", e.render().to_string().trim());
            std::process::exit(2);
        }
        e.exit()
    });
    match server::serve_blocking(cli.serve) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) if e.is::<server::logging::Reported>() => std::process::ExitCode::FAILURE,
        Err(e) => {
            eprintln!("kohle serve: error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
