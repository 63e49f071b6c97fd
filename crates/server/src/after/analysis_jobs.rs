//! The analysis jobs of this process ([`crate::analysis`]): the time cap of one, how many may
//! run at once, and which run or failed, by game. Known to this process only: a job lost by a
//! restart is no longer here, and the game's analysis is `none` again.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

/// The server's analysis jobs and their settings (`App::analyses`). The default: analysis off.
#[derive(Debug, Default)]
pub struct Analyses {
    /// The time cap of one job; `None`: analysis is off.
    pub cap: Option<Duration>,
    /// The most jobs at once.
    max_jobs: usize,
    /// This process's jobs that run or failed, by game.
    jobs: Mutex<HashMap<String, Job>>,
}

/// A job of this process.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// Running since (milliseconds since 1970, UTC).
    Running { started: i64 },
    /// Failed, with why.
    Failed { started: i64, error: String },
}

/// What asking for a game's job gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// The job is the caller's: it must start it.
    Started,
    /// The job of this game runs already.
    Running,
    /// As many jobs run as may.
    Full,
}

fn lock(m: &Mutex<HashMap<String, Job>>) -> MutexGuard<'_, HashMap<String, Job>> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Analyses {
    /// Jobs of at most `seconds` each (0: analysis is off), one per core of the machine at once.
    pub fn new(seconds: u64) -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Analyses::with_max_jobs(seconds, cores)
    }

    /// Jobs of at most `seconds` each (0: analysis is off), at most `max_jobs` at once.
    pub fn with_max_jobs(seconds: u64, max_jobs: usize) -> Self {
        Analyses {
            cap: (seconds > 0).then(|| Duration::from_secs(seconds)),
            max_jobs,
            jobs: Mutex::new(HashMap::new()),
        }
    }

    /// Takes the job of game `id`, running from `started`, unless it runs or there is no room
    /// (one job per game; a failed one may start again).
    pub fn claim(&self, id: &str, started: i64) -> Claim {
        let mut jobs = lock(&self.jobs);
        if let Some(Job::Running { .. }) = jobs.get(id) {
            return Claim::Running;
        }
        let running = jobs
            .values()
            .filter(|j| matches!(j, Job::Running { .. }))
            .count();
        if running >= self.max_jobs {
            return Claim::Full;
        }
        jobs.insert(id.to_string(), Job::Running { started });
        Claim::Started
    }

    /// The job of game `id` ended: stored or stopped (forgotten), or failed (kept, with why).
    pub fn ended(&self, id: &str, failed: Option<Job>) {
        let mut jobs = lock(&self.jobs);
        match failed {
            Some(job) => jobs.insert(id.to_string(), job),
            None => jobs.remove(id),
        };
    }

    /// The job of game `id`, if this process runs it or it failed here.
    pub fn job(&self, id: &str) -> Option<Job> {
        lock(&self.jobs).get(id).cloned()
    }
}
