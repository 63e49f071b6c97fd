//! The server's small tests of single functions and types (clocks, patches, tokens, the
//! forwarded client address, ...). They were unit tests inside the library, which made cargo
//! compile the whole server a second time for them (a fifth of the suite's build of the
//! workspace); here they are part of the one test binary, and what they call is public.

mod analysis_jobs;
mod client_addr;
mod clock;
mod control;
mod db;
mod delta_patch;
mod ending;
mod gc;
mod logging;
mod meta;
mod notify;
mod ratings;
mod state_text;
mod state_text_members;
mod token;
