//! The tests of `server::analysis_jobs` (src/after/analysis_jobs.rs).

use server::analysis_jobs::*;

#[test]
fn one_job_per_game_and_at_most_max_jobs() {
    let a = Analyses::with_max_jobs(1, 2);
    assert_eq!(a.claim("g1", 5), Claim::Started);
    assert_eq!(a.claim("g1", 6), Claim::Running);
    assert_eq!(a.job("g1"), Some(Job::Running { started: 5 }));
    assert_eq!(a.claim("g2", 7), Claim::Started);
    assert_eq!(a.claim("g3", 8), Claim::Full);
    let failed = Job::Failed {
        started: 5,
        error: "no".into(),
    };
    a.ended("g1", Some(failed.clone()));
    assert_eq!(a.job("g1"), Some(failed));
    // A failed job leaves room, and may start again.
    assert_eq!(a.claim("g3", 9), Claim::Started);
    a.ended("g2", None);
    assert_eq!(a.job("g2"), None);
    assert_eq!(a.claim("g1", 10), Claim::Started);
    assert_eq!(Analyses::default().claim("g", 1), Claim::Full, "off");
}
